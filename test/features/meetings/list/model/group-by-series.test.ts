import { describe, expect, it } from 'vitest';
import { z } from '@/api/zod';
import { meetingSummarySchema, type MeetingSummary } from '@/api/schemas/meeting';
import { NO_CHOICES } from '@/lib/series/find-series';
import { groupBySeries, type ListEntry } from '@/features/meetings/list/model/group-by-series';

const DAY = 86_400_000;
const MONDAY_9AM = Date.parse('2026-09-07T09:00:00Z');

const summary = (id: string, title: string, start: number): MeetingSummary =>
  z.parse(meetingSummarySchema, { id, title, generatedTitle: null, startTime: new Date(start).toISOString(), endTime: null });

/** What the list shows, top to bottom: a meeting's id, or a series' title with its meetings' ids. */
const shown = (entries: ListEntry[]) =>
  entries.map((entry) =>
    entry.kind === 'meeting' ? entry.meeting.id : `${entry.series.title}: ${entry.meetings.map((m) => m.id).join(' ')}`,
  );

describe('grouping the list by series', () => {
  // Newest first, as the list has them: a weekly sync over four weeks, among one-off meetings.
  const meetings = [
    summary('sync4', 'Weekly sync', MONDAY_9AM + 21 * DAY),
    summary('offsite', 'Offsite planning', MONDAY_9AM + 20 * DAY),
    summary('sync3', 'Weekly sync', MONDAY_9AM + 14 * DAY),
    summary('sync2', 'Weekly sync #2', MONDAY_9AM + 7 * DAY),
    summary('review', 'Design review', MONDAY_9AM + 3 * DAY),
    summary('sync1', 'Weekly sync', MONDAY_9AM),
  ];

  it('shows a series as one entry where its newest meeting was, its meetings newest first; the rest stay as they were', () => {
    expect(shown(groupBySeries(meetings, NO_CHOICES))).toEqual(['Weekly sync: sync4 sync3 sync2 sync1', 'offsite', 'review']);
  });

  it('leaves a meeting the user took out of the series in the list on its own', () => {
    const entries = groupBySeries(meetings, { detached: ['sync2'], attached: new Map() });
    expect(shown(entries)).toEqual(['Weekly sync: sync4 sync3 sync1', 'offsite', 'sync2', 'review']);
  });

  it('groups nothing when no meetings recur, and keeps meetings without an id', () => {
    const oneOffs = [summary('a', 'Kick-off', MONDAY_9AM + DAY), { ...summary('b', 'Retro', MONDAY_9AM), id: null }];
    expect(shown(groupBySeries(oneOffs, NO_CHOICES))).toEqual(['a', null]);
  });
});
