import { describe, expect, it } from 'vitest';
import { meetingSchema, type Meeting } from '@/api/schemas/meeting';
import { findSeries } from '@/lib/series/find-series';
import { seriesItems } from '@/features/meetings/series/model/series-items';
import type { ItemResult } from '@/lib/bulk/read-items';

const DAY = 86_400_000;
const START = Date.parse('2026-09-01T10:00:00Z');
const meetings = [0, 1, 2, 3].map((week) => ({
  id: `w${week}`,
  title: 'Weekly sync',
  generatedTitle: null,
  startTime: new Date(START + week * 7 * DAY).toISOString(),
  endTime: null,
  calendarEventId: null,
  attendees: null,
}));
const [series] = findSeries(meetings);

function read(tasks: { content: string; completed: boolean; assignee?: string }[]): ItemResult<Meeting> {
  const data = meetingSchema.parse({ tasks: tasks.map((t) => ({ ...t, assignee: t.assignee ? { name: t.assignee } : null })) });
  return { status: 'read', data };
}

describe('what is still open since last time', () => {
  it('lists earlier meetings’ open items by meeting, the latest meeting’s as new, and counts the completed', () => {
    const reads = new Map<string, ItemResult<Meeting>>([
      [
        'w0',
        read([
          { content: 'Draft the plan', completed: false, assignee: 'Priya' },
          { content: 'Book room', completed: true },
        ]),
      ],
      ['w1', read([{ content: 'Send notes', completed: true }])],
      ['w2', read([{ content: 'Fix the build', completed: false }])],
      ['w3', read([{ content: 'Review budget', completed: false }])],
    ]);
    const items = seriesItems(series!, reads);
    expect(items.stillOpen.map((g) => [g.meeting.id, g.items.map((t) => t.content)])).toEqual([
      ['w0', ['Draft the plan']],
      ['w2', ['Fix the build']],
    ]);
    expect(items.stillOpenCount).toBe(2);
    expect(items.newLastTime?.map((t) => t.content)).toEqual(['Review budget']);
    expect(items.completed).toBe(2);
    expect(items).toMatchObject({ checked: 4, failed: [], unchecked: 0 });
  });

  it('says which meetings could not be read, and which were not read yet, rather than count them as empty', () => {
    const reads = new Map<string, ItemResult<Meeting>>([
      ['w0', read([{ content: 'Draft the plan', completed: false }])],
      ['w1', { status: 'failed', error: new Error('503') }],
    ]);
    const items = seriesItems(series!, reads);
    expect(items.failed.map((m) => m.id)).toEqual(['w1']);
    expect(items).toMatchObject({ checked: 1, unchecked: 2, stillOpenCount: 1, newLastTime: null });
  });
});
