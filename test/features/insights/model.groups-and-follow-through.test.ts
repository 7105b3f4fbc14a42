import { describe, expect, it } from 'vitest';
import type { MeetingSummary } from '@/api/schemas/meeting';
import type { Task } from '@/api/schemas/task';
import { insightsRange } from '@/features/insights/api/insights-range';
import { followThrough } from '@/features/insights/model/follow-through';
import { byTag, groupLabel, NOT_SORTED_YET, UNTAGGED } from '@/features/insights/model/meeting-groups';
import { readMeetings } from '@/features/insights/model/meeting-time';
import { recurringCost } from '@/features/insights/model/recurring-cost';
import { findSeries } from '@/lib/series/find-series';
import { fromSummary } from '@/lib/series/series-meeting';

const summary = (id: string, title: string, start: string, minutes: number): MeetingSummary => ({
  id,
  title,
  generatedTitle: null,
  startTime: start,
  endTime: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  calendarEventId: null,
  userId: 'u1',
  unreadable: [],
});

describe('stacking personal meetings by tag', () => {
  const tagged = new Map([
    ['Sales', new Set(['1'])],
    ['Design', new Set(['1', '2'])],
    ['Hiring', new Set<string>()],
  ]);
  it('puts a meeting under the first of its tags in the tag list’s order, once', () => {
    const groupOf = byTag(['Sales', 'Design', 'Hiring'], tagged, true);
    expect(['1', '2', '3'].map((id) => groupOf(summary(id, 'x', '2026-11-10T10:00:00Z', 30)))).toEqual(['Sales', 'Design', UNTAGGED]);
  });
  it('calls a meeting in no tag read so far “not sorted yet” until every tag’s list is read', () => {
    const groupOf = byTag(['Sales', 'Design', 'Hiring'], tagged, false);
    expect(groupOf(summary('3', 'x', '2026-11-10T10:00:00Z', 30))).toBe(NOT_SORTED_YET);
    expect(groupLabel(NOT_SORTED_YET, 'me')).toBe('Not sorted by tag yet');
    expect(groupLabel('u7', 'workspace')).toBe('Member u7');
  });
});

describe('recurring cost', () => {
  it('ranks the series every screen finds by hours, with count and average; a title shared without a rhythm is no series', () => {
    const summaries = [
      // Weekly: a series.
      summary('1', 'Weekly sync #1', '2026-10-26T10:00:00Z', 30),
      summary('2', 'Weekly Sync #2', '2026-11-02T10:00:00Z', 60),
      summary('3', 'Weekly sync #3', '2026-11-09T10:00:00Z', 30),
      // One calendar series, whatever the titles.
      { ...summary('4', 'Design review', '2026-11-03T15:00:00Z', 90), calendarEventId: 'abc_20261103T150000Z' },
      { ...summary('5', 'Design review (moved)', '2026-11-11T09:00:00Z', 90), calendarEventId: 'abc_20261110T150000Z' },
      // The same title four times, at no rhythm: not a recurring meeting.
      summary('6', 'Roadmap check-in', '2026-10-27T08:00:00Z', 25),
      summary('7', 'Roadmap check-in', '2026-11-04T17:00:00Z', 25),
      summary('8', 'Roadmap check-in', '2026-11-06T12:00:00Z', 25),
      summary('9', 'Roadmap check-in', '2026-11-19T07:30:00Z', 25),
    ];
    const { meetings } = readMeetings(summaries, () => 'g');
    const series = findSeries(summaries.flatMap((m) => fromSummary(m) ?? []));
    const ranked = recurringCost(series, meetings);
    expect(ranked.map((r) => [r.title, r.meetings.length, r.hours, r.averageMinutes])).toEqual([
      ['Design review (moved)', 2, 3, 90],
      ['Weekly sync #3', 3, 2, 40],
    ]);
    expect(ranked[1]?.meetings.map((m) => m.id)).toEqual(['3', '2', '1']);
    expect(ranked.map((r) => r.key)).toEqual(series.map((s) => s.key).sort());
  });
});

describe('follow-through', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');
  const task = (assignee: Task['assignee'], createdAt: string | null): Task => ({
    id: null,
    text: 'x',
    completed: null,
    assignee,
    meetingId: null,
    meetingTitle: null,
    createdAt,
    userId: null,
    unreadable: [],
  });
  const alex = { id: null, name: 'Alex', email: 'Alex@example.com', unreadable: [] };
  const sam = { id: null, name: 'Sam', email: 'sam@example.com', unreadable: [] };

  it('counts open and completed items per person (e-mail in any case), the oldest open one, and open items’ ages', () => {
    const result = followThrough(
      [task(alex, '2026-11-18T12:00:00Z'), task({ ...alex, email: 'alex@EXAMPLE.com' }, '2026-09-01T12:00:00Z'), task(null, null)],
      [task(sam, '2026-11-01T00:00:00Z'), task(alex, '2026-11-01T00:00:00Z')],
      now,
    );
    expect(result.people.map((p) => [p.name ?? p.key, p.open, p.completed, p.oldestOpenDays])).toEqual([
      ['Alex', 2, 1, 80],
      ['', 1, 0, null],
      ['Sam', 0, 1, null],
    ]);
    expect(result.ages).toEqual([
      { label: 'Under a week', count: 1 },
      { label: '1–2 weeks', count: 0 },
      { label: '2–4 weeks', count: 0 },
      { label: '1–3 months', count: 1 },
      { label: 'Over 3 months', count: 0 },
      { label: 'Age unknown', count: 1 },
    ]);
    expect([result.open, result.completed]).toEqual([3, 2]);
  });

  it('is empty, not wrong, without items', () => {
    const result = followThrough([], [], now);
    expect(result.people).toEqual([]);
    expect(result.ages.every((a) => a.count === 0)).toBe(true);
  });
});

describe('the range Insights counts', () => {
  const today = new Date(2026, 10, 27);
  it('is the last twelve weeks up to today unless the URL names days', () => {
    // Whole weeks: from the Monday eleven weeks before this week's (2026-11-23) to today.
    expect(insightsRange({ from: null, to: null }, today)).toEqual({ from: '2026-09-07', to: '2026-11-27', chosen: false, error: null });
    expect(insightsRange({ from: '2026-01-01', to: null }, today)).toMatchObject({ from: '2026-01-01', to: '2026-11-27', error: null });
    expect(insightsRange({ from: null, to: '2026-03-31' }, today)).toMatchObject({ from: '2026-01-12', to: '2026-03-31', error: null });
  });
  it('says why a range cannot be used', () => {
    expect(insightsRange({ from: '2026-02-30', to: null }, today).error).toMatch(/not a valid start date/);
    expect(insightsRange({ from: '2026-11-20', to: '2026-10-01' }, today).error).toBe('The start date is after the end date.');
    expect(insightsRange({ from: '2027-01-01', to: null }, today).error).toBe('The start date is after the end date.');
    expect(insightsRange({ from: '2010-01-01', to: '2026-01-01' }, today).error).toBe('The range is longer than ten years.');
  });
});
