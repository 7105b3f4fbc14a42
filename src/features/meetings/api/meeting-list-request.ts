import { isEmailAddress } from '@/api/query-params';
import type { Scope } from '@/api/operations';
import { dayRangeToInstants, type DayRange } from '@/lib/day-range';
import type { ParamValues } from '@/lib/url-params';

/** One page of the meeting list. */
export const MEETING_PAGE_SIZE = 30;

/** Filters as the API takes them: instants, not the calendar days the UI shows. */
export interface MeetingListFilters {
  startDate?: string;
  endDate?: string;
  /** Personal scope only. */
  tag?: string;
  /** Workspace scope only. */
  userEmail?: string;
}

/** Keeps only what the scope's endpoint accepts, so equal requests share one cache entry. */
export function filtersForScope(scope: Scope, { startDate, endDate, tag, userEmail }: MeetingListFilters): MeetingListFilters {
  return scope === 'me' ? { startDate, endDate, tag } : { startDate, endDate, userEmail };
}

/** The parameters of one page request; the early request and the query build them the same way. */
export function meetingPageParams(filters: MeetingListFilters, cursor: string | undefined) {
  return { ...filters, limit: MEETING_PAGE_SIZE, cursor };
}

/** The meeting list's URL filters: calendar days, a tag (personal) and a member e-mail (workspace). */
export const MEETING_LIST_PARAMS = ['from', 'to', 'tag', 'member'] as const;
export type MeetingListParams = ParamValues<(typeof MEETING_LIST_PARAMS)[number]>;

export interface MeetingListRequest {
  filters: MeetingListFilters;
  /** Set when the URL asks for something that must not be sent (an invalid member e-mail). */
  blocked: boolean;
}

/** URL values → what the API is asked. Shared by the page and the route prefetch, so both ask the same. */
export function meetingListRequest(scope: Scope, { from, to, tag, member }: MeetingListParams): MeetingListRequest {
  const range: DayRange = { from, to };
  const filters: MeetingListFilters = { ...dayRangeToInstants(range) };
  if (scope === 'me' && tag) filters.tag = tag;
  if (scope === 'workspace' && member) {
    if (!isEmailAddress(member)) return { filters, blocked: true };
    filters.userEmail = member;
  }
  return { filters, blocked: false };
}
