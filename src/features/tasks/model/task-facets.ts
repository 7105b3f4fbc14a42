import type { Task } from '@/api/schemas/task';
import { compareText } from '@/lib/text/compare-text';
import { displayTitle, formatDate } from '@/lib/dates/format';

export interface SeenMeeting {
  id: string;
  title: string;
  /** When its tasks were created (titles repeat: "Weekly sync"), formatted; null when unknown. */
  date: string | null;
}

export interface TaskFacets {
  /** Newest first (by when their tasks were created); unknown dates last. */
  meetings: SeenMeeting[];
  /** Assignee addresses, sorted. */
  emails: string[];
}

/** What the board's pickers offer: the meetings and assignees of the tasks loaded so far. */
export function taskFacets(tasks: readonly Task[]): TaskFacets {
  const meetings = new Map<string, SeenMeeting & { createdAt: string }>();
  const emails = new Map<string, string>();
  for (const task of tasks) {
    if (task.meetingId && !meetings.has(task.meetingId)) {
      meetings.set(task.meetingId, {
        id: task.meetingId,
        title: displayTitle({ title: task.meetingTitle }),
        date: formatDate(task.createdAt),
        createdAt: task.createdAt ?? '',
      });
    }
    const email = task.assignee?.email?.trim();
    // Case-insensitive duplicates are one address; the first spelling seen is kept.
    if (email && !emails.has(email.toLowerCase())) emails.set(email.toLowerCase(), email);
  }
  return {
    // ISO instants in the same format compare as strings; '' (unknown) sorts last.
    meetings: [...meetings.values()]
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
      .map(({ id, title, date }) => ({ id, title, date })),
    emails: [...emails.values()].sort(compareText),
  };
}
