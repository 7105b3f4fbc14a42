import { describe, expect, it } from 'vitest';
import { readDateTime } from '@/core/date-time';

describe('reading a date-time', () => {
  it.each([
    ['2026-11-20T10:15:00.000Z', '2026-11-20T10:15:00.000Z'],
    ['2026-11-20T10:15:00Z', '2026-11-20T10:15:00.000Z'],
    ['2026-11-20T10:15Z', '2026-11-20T10:15:00.000Z'],
    ['2026-11-20 10:15:00Z', '2026-11-20T10:15:00.000Z'],
    ['2026-11-20T10:15:00.123456Z', '2026-11-20T10:15:00.123Z'],
    ['2026-11-20T10:15:00.5+05:30', '2026-11-20T04:45:00.500Z'],
    ['2026-11-20T10:15:00-0800', '2026-11-20T18:15:00.000Z'],
    ['2026-11-20', '2026-11-20T00:00:00.000Z'],
    ['2024-02-29T12:00:00Z', '2024-02-29T12:00:00.000Z'],
    ['2000-02-29T12:00:00Z', '2000-02-29T12:00:00.000Z'],
    ['2026-12-31T23:59:59Z', '2026-12-31T23:59:59.000Z'],
  ])('reads %s as that instant', (text, instant) => {
    expect(readDateTime(text)?.toISOString()).toBe(instant);
  });

  it('reads a time without an offset as local time', () => {
    expect(readDateTime('2026-11-20T10:15:00')?.getTime()).toBe(new Date(2026, 10, 20, 10, 15).getTime());
  });

  it.each([
    // Days that do not exist, which `new Date` rolls over into the next month.
    '2026-02-30T10:00:00Z',
    '2026-02-29T10:00:00Z',
    '1900-02-29T10:00:00Z',
    '2026-04-31T10:00:00Z',
    '2026-11-31',
    '2026-00-10T10:00:00Z',
    '2026-13-01T10:00:00Z',
    '2026-11-00T10:00:00Z',
    // Times out of range, which it reads as the next day or not at all.
    '2026-11-20T24:00:00Z',
    '2026-11-20T10:60:00Z',
    '2026-11-20T10:15:60Z',
    '2026-11-20T10:15:00+24:00',
    '2026-11-20T10:15:00+05:60',
    // Not a date-time of the interface, though `new Date` makes something of each.
    'Nov 20, 2026',
    '1763633700000',
    '2026-11-20T10:15:00Z trailing',
    '',
    null,
  ])('does not read %s', (text) => {
    expect(readDateTime(text)).toBeNull();
  });
});
