import type { Meeting, MeetingTask } from '@/api/schemas/meeting';
import type { ItemResult } from '@/lib/bulk/read-items';
import type { Series } from '@/lib/series/find-series';
import type { SeriesMeeting } from '@/lib/series/series-meeting';

export interface MeetingItems {
  meeting: SeriesMeeting;
  items: MeetingTask[];
}

/** What a series' meetings say about its action items, from the meetings read so far. */
export interface SeriesItems {
  /** Items of the meetings before the latest that are not completed, by meeting, oldest meeting first. */
  stillOpen: MeetingItems[];
  stillOpenCount: number;
  /** The latest meeting, and its items (null until it has been read). */
  latest: SeriesMeeting | null;
  newLastTime: MeetingTask[] | null;
  completed: number;
  /** Meetings read, meetings that could not be read (never counted as having no items), meetings not yet read. */
  checked: number;
  failed: SeriesMeeting[];
  unchecked: number;
}

/**
 * Still open since last time: every earlier meeting's items not completed, the latest meeting's
 * items as new, and the completed ones counted. A meeting whose items could not be read is listed
 * as such; one not read yet (or after a Stop) is counted as unchecked.
 */
export function seriesItems(series: Series, reads: ReadonlyMap<string, ItemResult<Meeting>>): SeriesItems {
  const latest = series.meetings.at(-1) ?? null;
  const stillOpen: MeetingItems[] = [];
  const failed: SeriesMeeting[] = [];
  let [completed, checked, unchecked] = [0, 0, 0];
  let newLastTime: MeetingTask[] | null = null;
  for (const meeting of series.meetings) {
    const read = reads.get(meeting.id);
    if (!read) {
      unchecked += 1;
      continue;
    }
    if (read.status === 'failed') {
      failed.push(meeting);
      continue;
    }
    checked += 1;
    const tasks = read.data.tasks;
    completed += tasks.filter((task) => task.completed).length;
    if (meeting === latest) {
      newLastTime = tasks;
      continue;
    }
    const open = tasks.filter((task) => !task.completed);
    if (open.length > 0) stillOpen.push({ meeting, items: open });
  }
  const stillOpenCount = stillOpen.reduce((sum, group) => sum + group.items.length, 0);
  return { stillOpen, stillOpenCount, latest, newLastTime, completed, checked, failed, unchecked };
}
