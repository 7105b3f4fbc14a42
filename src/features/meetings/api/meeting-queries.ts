import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getMyMeeting, getWorkspaceMeeting, listMyMeetings, listWorkspaceMeetings } from '@/api/meetings';
import type { Scope } from '@/api/operations';
import { cursorPaging } from '@/lib/cursor-paging';
import { queryRoots } from '@/lib/query-roots';

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
function forScope(scope: Scope, { startDate, endDate, tag, userEmail }: MeetingListFilters): MeetingListFilters {
  return scope === 'me' ? { startDate, endDate, tag } : { startDate, endDate, userEmail };
}

export const meetingQueries = {
  all: () => queryRoots.meetings,
  lists: () => [...meetingQueries.all(), 'list'] as const,
  list: (scope: Scope, filters: MeetingListFilters) => {
    const params = forScope(scope, filters);
    return infiniteQueryOptions({
      queryKey: [...meetingQueries.lists(), scope, params] as const,
      queryFn: ({ pageParam, signal }) => {
        const page = { ...params, limit: MEETING_PAGE_SIZE, cursor: pageParam };
        return scope === 'me' ? listMyMeetings(page, { signal }) : listWorkspaceMeetings(page, { signal });
      },
      ...cursorPaging,
    });
  },
  details: () => [...meetingQueries.all(), 'detail'] as const,
  detail: (scope: Scope, meetingId: string) =>
    queryOptions({
      queryKey: [...meetingQueries.details(), scope, meetingId] as const,
      queryFn: ({ signal }) =>
        scope === 'me' ? getMyMeeting(meetingId, { signal }) : getWorkspaceMeeting(meetingId, { signal }),
    }),
};
