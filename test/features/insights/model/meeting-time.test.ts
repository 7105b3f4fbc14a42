import { describe, expect, it } from 'vitest';
import type { MeetingSummary } from '@/api/schemas/meeting';
import { readMeetings, timeSlices } from '@/features/insights/model/meeting-time';
import { weekdayHours } from '@/features/insights/model/weekday-hours';
import { foldGroups, groupTotals, OTHER_GROUP, weeklyHours } from '@/features/insights/model/weekly-hours';

let nextId = 1;
function meeting(startTime: string | null, endTime: string | null, extra: Partial<MeetingSummary> = {}): MeetingSummary {
  return {
    id: String(nextId++),
    title: 'Sync',
    generatedTitle: null,
    startTime,
    endTime,
    calendarEventId: null,
    userId: 'u1',
    unreadable: [],
    ...extra,
  };
}

const WIDE = { from: 0, to: Date.parse('2100-01-01T00:00:00Z') };

function weekly(summaries: MeetingSummary[], weeks: string[], timeZone: string, groupOf = (s: MeetingSummary) => s.userId ?? '') {
  const { meetings, unreadable } = readMeetings(summaries, groupOf);
  const slices = timeSlices(meetings, WIDE.from, WIDE.to);
  return { result: weeklyHours(meetings, slices, weeks, timeZone), unreadable, slices };
}

describe('hours in meetings per week', () => {
  it('counts each meeting in the viewer’s week: the same meeting is in different weeks in Los Angeles and Tokyo', () => {
    // Monday 2026-11-09 03:00 UTC: Sunday evening in Los Angeles, Monday noon in Tokyo.
    const summaries = [meeting('2026-11-09T03:00:00Z', '2026-11-09T04:00:00Z')];
    const weeks = ['2026-11-02', '2026-11-09'];
    const inLa = weekly(summaries, weeks, 'America/Los_Angeles').result;
    const inTokyo = weekly(summaries, weeks, 'Asia/Tokyo').result;
    expect(inLa.weeks.map((w) => [w.totalHours, w.meetings])).toEqual([
      [1, 1],
      [0, 0],
    ]);
    expect(inTokyo.weeks.map((w) => [w.totalHours, w.meetings])).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });

  it('splits a meeting over Sunday midnight between its two weeks, and counts it once, in the week it starts', () => {
    const { result } = weekly([meeting('2026-11-08T23:00:00Z', '2026-11-09T01:00:00Z')], ['2026-11-02', '2026-11-09'], 'UTC');
    expect(result.weeks.map((w) => [w.totalHours, w.meetings])).toEqual([
      [1, 1],
      [1, 0],
    ]);
    expect(result.averageMinutes).toBe(120);
  });

  it('counts a meeting across a daylight-saving change by the time it took', () => {
    // 00:30–03:30 on the wall clock in Los Angeles on 2026-03-08 is two real hours.
    const { result } = weekly([meeting('2026-03-08T08:30:00Z', '2026-03-08T10:30:00Z')], ['2026-03-02'], 'America/Los_Angeles');
    expect(result.weeks[0]?.totalHours).toBe(2);
    const fall = weekly([meeting('2026-11-01T07:30:00Z', '2026-11-01T10:30:00Z')], ['2026-10-26'], 'America/Los_Angeles').result;
    expect(fall.weeks[0]?.totalHours).toBe(3);
  });

  it('counts one person’s overlapping meetings’ common time once, and different people’s each', () => {
    const own = [meeting('2026-11-10T10:00:00Z', '2026-11-10T11:00:00Z'), meeting('2026-11-10T10:30:00Z', '2026-11-10T11:30:00Z')];
    expect(weekly(own, ['2026-11-09'], 'UTC').result.weeks[0]).toMatchObject({ totalHours: 1.5, meetings: 2 });
    const contained = [meeting('2026-11-10T10:00:00Z', '2026-11-10T12:00:00Z'), meeting('2026-11-10T10:30:00Z', '2026-11-10T11:00:00Z')];
    expect(weekly(contained, ['2026-11-09'], 'UTC').result.weeks[0]?.totalHours).toBe(2);
    const twoPeople = [
      meeting('2026-11-10T10:00:00Z', '2026-11-10T11:00:00Z', { userId: 'u1' }),
      meeting('2026-11-10T10:00:00Z', '2026-11-10T11:00:00Z', { userId: 'u2' }),
    ];
    const both = weekly(twoPeople, ['2026-11-09'], 'UTC').result.weeks[0];
    expect(both?.totalHours).toBe(2);
    expect(both?.hours).toEqual(
      new Map([
        ['u1', 1],
        ['u2', 1],
      ]),
    );
  });

  it('counts meetings without an owner as different people’s, and the personal scope’s as one person’s', () => {
    const unknown = [
      meeting('2026-11-10T10:00:00Z', '2026-11-10T11:00:00Z', { userId: null }),
      meeting('2026-11-10T10:00:00Z', '2026-11-10T11:00:00Z', { userId: null }),
    ];
    expect(weekly(unknown, ['2026-11-09'], 'UTC').result.weeks[0]?.totalHours).toBe(2);
    const mine = [
      meeting('2026-11-10T10:00:00Z', '2026-11-10T11:00:00Z', { userId: null }),
      meeting('2026-11-10T10:30:00Z', '2026-11-10T11:00:00Z'),
    ];
    const { meetings } = readMeetings(mine, () => 'g', { oneOwner: true });
    expect(timeSlices(meetings, WIDE.from, WIDE.to).reduce((sum, s) => sum + s.end - s.start, 0)).toBe(3_600_000);
  });

  it('counts a zero-length meeting as a meeting without time', () => {
    const { result, unreadable } = weekly([meeting('2026-11-10T10:00:00Z', '2026-11-10T10:00:00Z')], ['2026-11-09'], 'UTC');
    expect(unreadable).toEqual([]);
    expect(result.weeks[0]).toMatchObject({ totalHours: 0, meetings: 1, averageMinutes: 0 });
  });

  it('leaves out, and says why, a meeting that ends before it starts, has no time, or lasts days', () => {
    const { result, unreadable } = weekly(
      [
        meeting('2026-11-10T10:00:00Z', '2026-11-10T09:00:00Z'),
        meeting(null, '2026-11-10T09:00:00Z'),
        meeting('2026-11-10T10:00:00Z', '2026-11-14T10:00:00Z'),
        meeting('2026-11-10T10:00:00Z', '2026-11-10T11:00:00Z'),
      ],
      ['2026-11-09'],
      'UTC',
    );
    expect(unreadable.map((u) => u.reason)).toEqual(['ends before it starts', 'no start or end time', 'longer than a day']);
    expect(result.weeks[0]).toMatchObject({ totalHours: 1, meetings: 1 });
  });

  it('keeps weeks without meetings, with no average, and says how the average length moves', () => {
    const { result } = weekly(
      [meeting('2026-11-02T10:00:00Z', '2026-11-02T10:30:00Z'), meeting('2026-11-16T10:00:00Z', '2026-11-16T11:30:00Z')],
      ['2026-11-02', '2026-11-09', '2026-11-16'],
      'UTC',
    );
    expect(result.weeks.map((w) => w.averageMinutes)).toEqual([30, null, 90]);
    expect(result.trendMinutesPerWeek).toBe(30);
    expect(result.averageMinutes).toBe(60);
  });

  it('counts only time within the range', () => {
    const { meetings } = readMeetings([meeting('2026-11-08T23:00:00Z', '2026-11-09T01:00:00Z')], () => 'g');
    const slices = timeSlices(meetings, Date.parse('2026-11-09T00:00:00Z'), Date.parse('2026-11-10T00:00:00Z'));
    expect(slices).toEqual([{ group: 'g', start: Date.parse('2026-11-09T00:00:00Z'), end: Date.parse('2026-11-09T01:00:00Z') }]);
  });

  it('stacks the groups with the most hours, the rest as one', () => {
    const summaries = ['a', 'b', 'c', 'd'].map((userId, index) =>
      meeting('2026-11-10T10:00:00Z', `2026-11-10T1${index + 1}:00:00Z`, { userId }),
    );
    const { result } = weekly(summaries, ['2026-11-09'], 'UTC');
    expect(groupTotals(result).map((g) => g.group)).toEqual(['d', 'c', 'b', 'a']);
    const folded = foldGroups(result, 3);
    expect(folded.groups).toEqual(['d', 'c', OTHER_GROUP]);
    expect(folded.weekly.weeks[0]?.hours).toEqual(
      new Map([
        ['d', 4],
        ['c', 3],
        [OTHER_GROUP, 3],
      ]),
    );
    expect(folded.weekly.weeks[0]?.totalHours).toBe(10);
  });
});

describe('meeting time by weekday and hour', () => {
  it('puts time in the viewer’s weekday and hour, split at the hour', () => {
    const { meetings } = readMeetings([meeting('2026-11-10T09:30:00Z', '2026-11-10T11:00:00Z')], () => 'g');
    const utc = weekdayHours(timeSlices(meetings, WIDE.from, WIDE.to), 'UTC');
    expect(utc[1]?.[9]).toBe(0.5); // Tuesday 09:00–10:00
    expect(utc[1]?.[10]).toBe(1);
    const kolkata = weekdayHours(timeSlices(meetings, WIDE.from, WIDE.to), 'Asia/Kolkata'); // 15:00–16:30
    expect(kolkata[1]?.[15]).toBe(1);
    expect(kolkata[1]?.[16]).toBe(0.5);
    expect(kolkata.flat().reduce((a, b) => a + b, 0)).toBe(1.5);
  });
});

describe('weeks the range holds only a part of', () => {
  it('says how many of their days are in the range', () => {
    const { meetings } = readMeetings([], () => 'g');
    const result = weeklyHours(meetings, [], ['2026-10-26', '2026-11-02', '2026-11-09'], 'UTC', { from: '2026-10-28', to: '2026-11-10' });
    expect(result.weeks.map((w) => w.days)).toEqual([5, 7, 2]);
  });
});
