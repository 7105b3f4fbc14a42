import { isFilterTooLong } from '@/api/filter-limits';
import { isEmailAddress } from '@/api/email-address';
import type { TaskListParams, TaskPageRequest } from '@/api/tasks';
import { dayRangeToInstants } from '@/lib/dates/day-range';
import type { Scope } from '@/core/scope';
import type { ParamValues } from '@/lib/routing/url-params';

/** The board's URL filters: member e-mail (workspace), meeting id, calendar days. */
export const TASK_BOARD_URL = ['member', 'meeting', 'from', 'to'] as const;
export type TaskBoardUrl = ParamValues<(typeof TASK_BOARD_URL)[number]>;

export const TASK_PAGE_SIZE = 50;

export type TaskColumnId = 'open' | 'completed';
export const TASK_COLUMNS: readonly TaskColumnId[] = ['open', 'completed'];

/** What one column asks the API, for either scope (`userEmail` is for the workspace's only). */
export type TaskListFilters = Pick<TaskListParams<'workspace'>, 'completed' | 'meetingId' | 'userEmail'> & {
  startDate?: string;
  endDate?: string;
};

export interface TaskBoardFromUrl {
  /** What both columns ask for; each adds its own `completed`. */
  filters: Omit<TaskListFilters, 'completed'>;
  /** Set when the URL asks for something that must not be sent (an invalid member e-mail). */
  blocked: boolean;
  /** The filter value too long to send (filter-limits.ts), when that is why it is blocked. */
  tooLong?: { what: string; length: number };
}

/** URL values → what the board asks the API. The screen and its route prefetch both ask through here. */
export function taskBoardFromUrl(scope: Scope, { member, meeting, from, to }: TaskBoardUrl): TaskBoardFromUrl {
  const filters: TaskBoardFromUrl['filters'] = dayRangeToInstants({ from, to });
  if (isFilterTooLong(meeting)) return { filters, blocked: true, tooLong: { what: 'The meeting filter', length: meeting?.length ?? 0 } };
  if (scope === 'workspace' && isFilterTooLong(member)) {
    return { filters, blocked: true, tooLong: { what: 'The member e-mail', length: member?.length ?? 0 } };
  }
  if (meeting) filters.meetingId = meeting;
  if (scope === 'workspace' && member) {
    if (!isEmailAddress(member)) return { filters, blocked: true };
    filters.userEmail = member;
  }
  return { filters, blocked: false };
}

export function columnFilters(filters: TaskBoardFromUrl['filters'], column: TaskColumnId): TaskListFilters {
  return { ...filters, completed: column === 'completed' };
}

/** A column's first page as the scope's operation takes it (later pages add their cursor). */
export function taskPageRequest(scope: Scope, { userEmail, ...filters }: TaskListFilters): TaskPageRequest {
  const page = { ...filters, limit: TASK_PAGE_SIZE };
  return scope === 'me' ? { scope, params: page } : { scope, params: { ...page, userEmail } };
}
