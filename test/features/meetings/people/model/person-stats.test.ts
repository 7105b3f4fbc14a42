import { describe, expect, it } from 'vitest';
import { dayNumber, dueToReconnect, usualGapDays } from '@/features/meetings/people/model/person-stats';

const day = (iso: string) => dayNumber(new Date(`${iso}T12:00:00`).getTime());

describe('usualGapDays', () => {
  it('is the median gap between the days met, a long break aside', () => {
    const days = ['2026-01-05', '2026-01-12', '2026-01-19', '2026-03-30', '2026-04-06'].map(day);
    expect(usualGapDays(days)).toBe(7);
  });

  it('counts two meetings on one day once, and needs three days to call a gap usual', () => {
    expect(usualGapDays([day('2026-01-05'), day('2026-01-05'), day('2026-01-19')])).toBeNull();
    expect(usualGapDays([day('2026-01-05'), day('2026-01-19'), day('2026-02-02'), day('2026-01-19')])).toBe(14);
  });

  it('averages the two middle gaps of an even count', () => {
    expect(usualGapDays([0, 2, 6, 10, 30])).toBe(4);
  });

  it('counts calendar days across a daylight-saving change', () => {
    expect(day('2026-03-30') - day('2026-03-28')).toBe(2);
    expect(day('2026-11-02') - day('2026-10-31')).toBe(2);
  });
});

describe('dueToReconnect', () => {
  it('is due once half a usual gap again has passed', () => {
    expect(dueToReconnect(14, 21)).toBe(false);
    expect(dueToReconnect(14, 22)).toBe(true);
  });

  it('gives a daily meeting at least two days more (a weekend is not overdue)', () => {
    expect(dueToReconnect(1, 3)).toBe(false);
    expect(dueToReconnect(1, 4)).toBe(true);
  });

  it('is never due without a usual gap or a last meeting', () => {
    expect(dueToReconnect(null, 400)).toBe(false);
    expect(dueToReconnect(7, null)).toBe(false);
  });
});
