import { describe, expect, it } from 'vitest';
import { z } from '@/api/zod';
import { meetingSummarySchema } from '@/api/schemas/meeting';
import { duplicateGroups, duplicates, olderThan, shorterThan, untitled } from '@/features/meetings/cleanup/model/cleanup-suggestions';

const AT = Date.parse('2026-11-02T10:00:00Z');
const MIN = 60_000;

/** A meeting of the list, `start` and `end` in minutes after 10:00 on 2 November (null: not sent). */
function meeting(id: string, start: number | null, end: number | null, extra: Record<string, unknown> = {}) {
  return z.parse(meetingSummarySchema, {
    id,
    title: `Meeting ${id}`,
    startTime: start === null ? null : new Date(AT + start * MIN).toISOString(),
    endTime: end === null ? null : new Date(AT + end * MIN).toISOString(),
    ...extra,
  });
}
const ids = (suggested: ReadonlyMap<string, string>) => [...suggested.keys()];

describe('cleanup suggestions', () => {
  it('shorter than N minutes: never a meeting whose times are missing, unreadable or backwards', () => {
    const meetings = [
      meeting('a', 0, 2),
      meeting('b', 0, 5),
      meeting('c', 0, null),
      meeting('d', null, 1),
      meeting('e', 10, 9),
      meeting('f', 0, 0),
      meeting('g', null, null, { startTime: '2026-02-30T10:00:00Z', endTime: '2026-02-30T10:01:00Z' }),
    ];
    const short = shorterThan(meetings, 5);
    expect(ids(short)).toEqual(['a', 'f']);
    expect(short.get('a')).toBe('Shorter than 5 min (2 min)');
  });

  it('untitled: no title and no generated title, blank or invisible counting as none', () => {
    const meetings = [
      meeting('a', 0, 30, { title: null, generatedTitle: null }),
      meeting('b', 0, 30, { title: '', generatedTitle: 'Pricing review' }),
      meeting('c', 0, 30, { title: ' \u200B ', generatedTitle: '' }),
      meeting('d', 0, 30),
    ];
    expect(ids(untitled(meetings))).toEqual(['a', 'c']);
  });

  it('older than a day, in the user’s time zone; a meeting without a start is not picked', () => {
    const meetings = [meeting('a', -60 * 24 * 3, 0), meeting('b', 0, 30), meeting('c', null, 30)];
    expect(ids(olderThan(meetings, '2026-11-01'))).toEqual(['a']);
    expect(ids(olderThan(meetings, 'not a day'))).toEqual([]);
  });

  describe('duplicates', () => {
    it('in the workspace: the same calendar event recorded by two members, keeping the longest', () => {
      const meetings = [
        meeting('short', 0, 20, { calendarEventId: 'ev1', userId: 'u1' }),
        meeting('long', 0, 45, { calendarEventId: 'ev1', userId: 'u2' }),
        meeting('solo', 0, 45, { calendarEventId: 'ev2', userId: 'u1' }),
      ];
      const [group] = duplicateGroups(meetings, 'workspace');
      expect(group?.keep.id).toBe('long');
      expect(group?.others.map((m) => m.id)).toEqual(['short']);
      expect(duplicates(meetings, 'workspace').get('short')).toBe(
        'The same calendar event, recorded by more than one member; keeping “Meeting long” (45 min)',
      );
    });

    it('in the workspace: one member’s two recordings of one event are not duplicates across members', () => {
      const meetings = [
        meeting('a', 0, 30, { calendarEventId: 'ev1', userId: 'u1' }),
        meeting('b', 0, 30, { calendarEventId: 'ev1', userId: 'u1' }),
      ];
      expect(duplicateGroups(meetings, 'workspace')).toEqual([]);
    });

    it('in the workspace: the same title at overlapping times by different members; another title stays apart', () => {
      const meetings = [
        meeting('a', 0, 30, { title: 'Pricing review', userId: 'u1' }),
        meeting('b', 5, 40, { title: 'Pricing Review #2', userId: 'u2' }),
        meeting('c', 0, 30, { title: 'Hiring sync', userId: 'u3' }),
        meeting('d', 60, 90, { title: 'Pricing review', userId: 'u3' }),
      ];
      expect(ids(duplicates(meetings, 'workspace'))).toEqual(['a']);
    });

    it('in a personal list: two recordings overlapping in time; touching end to start is not overlapping', () => {
      const meetings = [meeting('a', 0, 30), meeting('b', 10, 25), meeting('c', 30, 60), meeting('d', null, null)];
      expect(ids(duplicates(meetings, 'me'))).toEqual(['b']);
    });
  });
});
