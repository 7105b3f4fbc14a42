import { isEmailAddress } from '@/api/query-params';
import type { Scope } from '@/api/operations';
import { dayRangeToInstants } from '@/lib/day-range';
import type { ParamValues } from '@/lib/url-params';
import type { TaskListFilters } from './task-queries';

/** The task board's URL filters: member e-mail (workspace), meeting id, calendar days, grouping. */
export const TASK_BOARD_PARAMS = ['member', 'meeting', 'from', 'to', 'group'] as const;
export type TaskBoardParams = ParamValues<(typeof TASK_BOARD_PARAMS)[number]>;

export type TaskColumnId = 'open' | 'completed';
export const TASK_COLUMNS: readonly TaskColumnId[] = ['open', 'completed'];

export interface TaskBoardRequest {
  /** What both columns ask for; each adds its own `completed`. */
  filters: Omit<TaskListFilters, 'completed'>;
  /** Set when the URL asks for something that must not be sent (an invalid member e-mail). */
  blocked: boolean;
}

/** URL values → what the API is asked. Shared by the page and the route prefetch, so both ask the same. */
export function taskBoardRequest(scope: Scope, { member, meeting, from, to }: TaskBoardParams): TaskBoardRequest {
  const filters: TaskBoardRequest['filters'] = { ...dayRangeToInstants({ from, to }) };
  if (meeting) filters.meetingId = meeting;
  if (scope === 'workspace' && member) {
    if (!isEmailAddress(member)) return { filters, blocked: true };
    filters.userEmail = member;
  }
  return { filters, blocked: false };
}

export function columnFilters(filters: TaskBoardRequest['filters'], column: TaskColumnId): TaskListFilters {
  return { ...filters, completed: column === 'completed' };
}
