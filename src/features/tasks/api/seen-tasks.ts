import type { QueryClient } from '@tanstack/react-query';
import type { Scope } from '@/lib/scope';
import type { Task } from '@/api/schemas/task';
import { displayTitle, formatDate } from '@/lib/format';
import { taskQueries, type TaskListCache } from './task-queries';

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

/**
 * Every task of this scope loaded so far, under any filters. The pickers offer what these contain, so
 * choosing a meeting does not shrink the meeting picker to that one meeting.
 */
export function seenTasks(queryClient: QueryClient, scope: Scope): Task[] {
  return queryClient
    .getQueriesData<TaskListCache>({ queryKey: taskQueries.scopeLists(scope) })
    .flatMap(([, data]) => data?.pages.flatMap((page) => page.tasks) ?? []);
}

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
    emails: [...emails.values()].sort((a, b) => a.localeCompare(b)),
  };
}
