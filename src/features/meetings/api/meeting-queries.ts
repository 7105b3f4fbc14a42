import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getMyMeeting, getWorkspaceMeeting, listMyMeetings, listWorkspaceMeetings } from '@/api/meetings';
import type { Scope } from '@/api/operations';
import { cursorPaging } from '@/lib/cursor-paging';
import { queryRoots } from '@/lib/query-roots';
import { filtersForScope, meetingPageParams, type MeetingListFilters } from './meeting-list-request';

/**
 * Meetings change rarely once recorded. A long stale time means back/forward and revisits are served
 * from cache: refetching an infinite list refetches every page it has loaded.
 */
const MEETING_STALE_TIME = 5 * 60_000;

export const meetingQueries = {
  all: () => queryRoots.meetings,
  lists: () => [...meetingQueries.all(), 'list'] as const,
  list: (scope: Scope, filters: MeetingListFilters) => {
    const params = filtersForScope(scope, filters);
    return infiniteQueryOptions({
      queryKey: [...meetingQueries.lists(), scope, params] as const,
      queryFn: ({ pageParam, signal }) => {
        const page = meetingPageParams(params, pageParam);
        return scope === 'me' ? listMyMeetings(page, { signal }) : listWorkspaceMeetings(page, { signal });
      },
      ...cursorPaging,
      staleTime: MEETING_STALE_TIME,
    });
  },
  details: () => [...meetingQueries.all(), 'detail'] as const,
  detail: (scope: Scope, meetingId: string) =>
    queryOptions({
      queryKey: [...meetingQueries.details(), scope, meetingId] as const,
      queryFn: ({ signal }) =>
        scope === 'me' ? getMyMeeting(meetingId, { signal }) : getWorkspaceMeeting(meetingId, { signal }),
      staleTime: MEETING_STALE_TIME,
    }),
};
