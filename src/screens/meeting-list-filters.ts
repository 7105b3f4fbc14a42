import type { MeetingPageRequest } from '@/api/meetings';
import { isEmailAddress } from '@/api/email-address';
import { isFilterTooLong } from '@/api/filter-limits';
import { dayRangeToInstants } from '@/lib/dates/day-range';
import type { Scope } from '@/core/scope';
import type { ParamValues } from '@/lib/routing/url-params';

/**
 * From the meeting list's URL to what it asks the API. The screen, its route prefetch and the early
 * request (src/boot, which lint keeps free of React and zod) all go through here, so all three ask
 * exactly the same.
 */

/** One page of the meeting list. */
export const MEETING_PAGE_SIZE = 30;

/**
 * The list's URL: its filters, calendar days, a tag (personal) and a member e-mail (workspace); and
 * two that are not filters (the same meetings are asked for): `group=series`, recurring meetings as
 * one entry each; `select=on`, selection mode (checkboxes and the cleanup).
 */
export const MEETING_LIST_URL = ['from', 'to', 'tag', 'member', 'group', 'select'] as const;
export type MeetingListUrl = ParamValues<(typeof MEETING_LIST_URL)[number]>;

/** Filters as the API takes them (instants, not the calendar days the UI shows), for either scope. */
export interface MeetingListFilters {
  startDate?: string;
  endDate?: string;
  /** Personal scope only. */
  tag?: string;
  /** Workspace scope only. */
  userEmail?: string;
}

export interface MeetingListFromUrl {
  filters: MeetingListFilters;
  /** Set when the URL asks for something that must not be sent (an invalid member e-mail). */
  blocked: boolean;
  /** The filter value too long to send (filter-limits.ts), when that is why it is blocked. */
  tooLong?: string;
}

export function meetingListFromUrl(scope: Scope, { from, to, tag, member }: MeetingListUrl): MeetingListFromUrl {
  const filters: MeetingListFilters = dayRangeToInstants({ from, to });
  const value = scope === 'me' ? tag : member;
  if (value && isFilterTooLong(value)) return { filters, blocked: true, tooLong: value };
  if (scope === 'me' && tag) filters.tag = tag;
  if (scope === 'workspace' && member) {
    if (!isEmailAddress(member)) return { filters, blocked: true };
    filters.userEmail = member;
  }
  return { filters, blocked: false };
}

/**
 * The first page as the scope's operation takes it (later pages add their cursor): only what that
 * operation accepts, so equal requests look equal.
 */
export function meetingPageRequest(scope: Scope, filters: MeetingListFilters): MeetingPageRequest {
  const { startDate, endDate, tag, userEmail } = filters;
  const page = { limit: MEETING_PAGE_SIZE, startDate, endDate };
  return scope === 'me' ? { scope, params: { ...page, tag } } : { scope, params: { ...page, userEmail } };
}
