import { describe, expect, it } from 'vitest';
import { dayRangeError, dayRangeToInstants, isValidDay, toDay } from '@/lib/dates/day-range';
import { describeDayRange, formatCalendarDate } from '@/lib/dates/format';

describe('day ranges (tests run in America/Los_Angeles)', () => {
  it('turn calendar days into the start and end of those days in the user’s time zone', () => {
    expect(dayRangeToInstants({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      startDate: '2026-03-01T08:00:00.000Z',
      endDate: '2026-04-01T06:59:59.999Z',
    });
  });

  it('allow an open end on either side', () => {
    expect(dayRangeToInstants({ from: '2026-07-04', to: null })).toEqual({ startDate: '2026-07-04T07:00:00.000Z' });
    expect(dayRangeToInstants({ from: null, to: null })).toEqual({});
  });

  it.each([
    [{ from: '2026-02-30', to: null }, /not a valid start date/],
    [{ from: null, to: 'tomorrow' }, /not a valid end date/],
    [{ from: '2026-05-02', to: '2026-05-01' }, /start date is after the end date/],
  ])('explain why %j cannot be used, and send nothing for it', (range, message) => {
    expect(dayRangeError(range)).toMatch(message);
    expect(dayRangeToInstants(range)).toEqual({});
  });

  it('validate real calendar days only', () => {
    expect(isValidDay('2028-02-29')).toBe(true);
    expect(isValidDay('2026-02-29')).toBe(false);
    expect(isValidDay('2026-1-5')).toBe(false);
  });

  it('describe and derive days locally', () => {
    expect(describeDayRange({ from: '2026-03-01', to: null })).toMatch(/^from .*2026$/);
    expect(toDay(new Date('2026-03-01T05:00:00Z'))).toBe('2026-02-28');
  });

  it('show an API calendar date as the same day, whatever the time zone', () => {
    expect(formatCalendarDate('2026-11-20')).toMatch(/20/);
    expect(formatCalendarDate('2026-11-20')).toMatch(/Nov/);
    expect(formatCalendarDate('not-a-date')).toBeNull();
  });
});
