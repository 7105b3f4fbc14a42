import { describe, expect, it } from 'vitest';
import { dayOf, wallHourPieces, wallTime, weekOf, weeksBetween } from '@/lib/dates/zoned-time';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe('wall-clock time in a time zone', () => {
  it('reads the local day and hour, east and west of UTC, half-hour offsets included', () => {
    const instant = at('2026-11-02T03:30:00Z'); // a Monday in UTC
    expect(dayOf(wallTime(instant, 'UTC'))).toBe('2026-11-02');
    expect(new Date(wallTime(instant, 'America/Los_Angeles')).getUTCHours()).toBe(19); // Sunday evening
    expect(dayOf(wallTime(instant, 'America/Los_Angeles'))).toBe('2026-11-01');
    expect(new Date(wallTime(instant, 'Asia/Kolkata')).getUTCMinutes()).toBe(0); // 09:00 local
  });

  it('puts an instant in the week (Monday first) of the viewer’s calendar, not of UTC', () => {
    const sundayEveningInLosAngeles = at('2026-11-09T02:00:00Z'); // Monday 02:00 UTC
    expect(weekOf(wallTime(sundayEveningInLosAngeles, 'UTC'))).toBe('2026-11-09');
    expect(weekOf(wallTime(sundayEveningInLosAngeles, 'America/Los_Angeles'))).toBe('2026-11-02');
    expect(weekOf(wallTime(sundayEveningInLosAngeles, 'Asia/Tokyo'))).toBe('2026-11-09');
  });

  it('lists every week of a range, the first and last partial ones too', () => {
    expect(weeksBetween('2026-10-28', '2026-11-10')).toEqual(['2026-10-26', '2026-11-02', '2026-11-09']);
    expect(weeksBetween('2026-11-02', '2026-11-02')).toEqual(['2026-11-02']);
  });

  it('cuts time at local hours: a daylight-saving change loses or repeats an hour as the wall clock does', () => {
    // 2026-03-08: Los Angeles springs forward at 02:00 (10:00 UTC). 01:30–03:30 local is one real hour.
    const spring = wallHourPieces(at('2026-03-08T09:30:00Z'), at('2026-03-08T10:30:00Z'), 'America/Los_Angeles');
    expect(spring.map((p) => [new Date(p.wall).getUTCHours(), p.ms / 60_000])).toEqual([
      [1, 30],
      [3, 30],
    ]);
    // 2026-11-01: back at 02:00 (09:00 UTC); 01:00–02:00 local happens twice.
    const fall = wallHourPieces(at('2026-11-01T08:00:00Z'), at('2026-11-01T10:00:00Z'), 'America/Los_Angeles');
    expect(fall.map((p) => [new Date(p.wall).getUTCHours(), p.ms / 60_000])).toEqual([
      [1, 60],
      [1, 60],
    ]);
    expect(fall.reduce((sum, p) => sum + p.ms, 0)).toBe(2 * HOUR);
  });

  it('has no piece for no time', () => {
    expect(wallHourPieces(at('2026-11-02T10:00:00Z'), at('2026-11-02T10:00:00Z'), 'UTC')).toEqual([]);
  });
});
