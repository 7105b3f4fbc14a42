import type { QueryClient } from '@tanstack/react-query';
import type { Scope } from '@/api/operations';
import { readParams } from '@/lib/url-params';
import { MEETING_LIST_PARAMS, meetingListRequest } from './meeting-list-request';
import { meetingQueries } from './meeting-queries';

/** Starts the list's first page from the URL alone, while the screen's code is still loading. */
export function prefetchMeetingList(queryClient: QueryClient, scope: Scope, searchParams: URLSearchParams): void {
  const { filters, blocked } = meetingListRequest(scope, readParams(searchParams, MEETING_LIST_PARAMS));
  if (!blocked) void queryClient.prefetchInfiniteQuery(meetingQueries.list(scope, filters));
}

export function prefetchMeetingDetail(queryClient: QueryClient, scope: Scope, meetingId: string | undefined): void {
  if (meetingId && meetingId !== 'search') void queryClient.prefetchQuery(meetingQueries.detail(scope, meetingId));
}
