import { describe, expect, it } from 'vitest';
import type { MeetingSummary } from '@/api/schemas/meeting';
import type { Task } from '@/api/schemas/task';
import { insightsRange } from '@/features/insights/api/insights-range';
import { followThrough } from '@/features/insights/model/follow-through';
import { byTag, groupLabel, NOT_SORTED_YET, UNTAGGED } from '@/features/insights/model/meeting-groups';
import { readMeetings } from '@/features/insights/model/meeting-time';
import { recurringCost } from '@/features/insights/model/recurring-cost';

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
  it('ranks meetings sharing a title (dates and numbers aside) by hours, with count and average; one-offs apart', () => {
    const { meetings } = readMeetings(
      [
        summary('1', 'Weekly sync #1', '2026-11-02T10:00:00Z', 30),
        summary('2', 'Weekly Sync #2', '2026-11-09T10:00:00Z', 60),
        summary('3', 'Design review 2026-11-03', '2026-11-03T10:00:00Z', 90),
        summary('4', 'Design review 2026-11-10', '2026-11-10T10:00:00Z', 90),
        summary('5', 'Offsite', '2026-11-05T10:00:00Z', 480),
        // Untitled meetings have nothing in common, however many there are.
        { ...summary('6', '', '2026-11-05T10:00:00Z', 600), title: null },
        { ...summary('7', '', '2026-11-06T10:00:00Z', 600), title: '   ' },
      ],
      () => 'g',
    );
    const ranked = recurringCost(meetings);
    expect(ranked.map((r) => [r.key, r.meetings.length, r.hours, r.averageMinutes])).toEqual([
      ['design review', 2, 3, 90],
      ['weekly sync', 2, 1.5, 45],
    ]);
    expect(ranked[1]?.meetings.map((m) => m.id)).toEqual(['2', '1']);
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
