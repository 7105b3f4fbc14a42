import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { getMeeting, listMeetings, takeArrivedMeeting, takeArrivedMeetingPage, type MeetingPageRequest } from '@/api/meetings';
import { isApiError } from '@/api/api-error';
import type { MeetingPage } from '@/api/schemas/meeting';
import { cursorPaging } from '@/lib/query/cursor-paging';
import { queryRoots } from '@/lib/query/query-roots';
import type { Scope } from '@/core/scope';
import { readParams } from '@/lib/routing/url-params';
import { MEETING_LIST_URL, meetingListFromUrl, meetingPageRequest, type MeetingListFilters } from '@/screens/meeting-list-filters';

/**
 * Meetings change rarely once recorded. A long stale time means back/forward and revisits are served
 * from cache: refetching an infinite list refetches every page it has loaded.
 */
const MEETING_STALE_TIME = 5 * 60_000;

function fetchMeetingPage<S extends Scope>({ scope, params }: MeetingPageRequest<S>, cursor: string | undefined, signal: AbortSignal) {
  return listMeetings(scope, { ...params, cursor }, { signal });
}

export const meetingQueries = {
  all: () => queryRoots.meetings,
  lists: () => [...meetingQueries.all(), 'list'] as const,
  list: (scope: Scope, filters: MeetingListFilters) => {
    // Keyed by what the first page asks: filters the scope does not take make no separate entry.
    const firstPage = meetingPageRequest(scope, filters);
    return infiniteQueryOptions({
      queryKey: [...meetingQueries.lists(), firstPage] as const,
      queryFn: ({ pageParam, signal }) => fetchMeetingPage(firstPage, pageParam, signal),
      ...cursorPaging((page: MeetingPage) => page.meetings),
      staleTime: MEETING_STALE_TIME,
      // Structural sharing compares old and new rows by position: a meeting taken out of a long list
      // (each one a batch deletes) made every row after it a new object, 10,000 of them a step.
      structuralSharing: false,
    });
  },
  details: () => [...meetingQueries.all(), 'detail'] as const,
  detail: (scope: Scope, meetingId: string) =>
    queryOptions({
      queryKey: [...meetingQueries.details(), scope, meetingId] as const,
      queryFn: ({ signal }) => getMeeting(scope, meetingId, { signal }),
      staleTime: MEETING_STALE_TIME,
      // A final answer (404, 401, 403, 400) that a hover's prefetch got is the page's answer too.
      retryOnMount: false,
    }),
};

/**
 * A first page that stands in for the network's until it comes (a copy kept on the device: the app
 * says where from), dated so that it is never fresh.
 */
export interface FirstPageStandIn {
  page: MeetingPage;
  updatedAt: number;
}

/**
 * The list screen's data, from its URL alone: started while the screen's code is still loading. When
 * the early request has already brought the first page, it goes into the cache at once, so the list's
 * first render shows the meetings instead of a loading state; else `standIn`'s page, if it has one,
 * until the network's replaces it in place.
 */
export function prefetchMeetingList(
  queryClient: QueryClient,
  scope: Scope,
  searchParams: URLSearchParams,
  standIn?: (request: MeetingPageRequest) => FirstPageStandIn | undefined,
): void {
  const { filters, blocked } = meetingListFromUrl(scope, readParams(searchParams, MEETING_LIST_URL));
  if (blocked) return;
  const list = meetingQueries.list(scope, filters);
  const request = meetingPageRequest(scope, filters);
  const held = queryClient.getQueryData(list.queryKey) !== undefined;
  const instead = standIn?.(request);
  const arrived = held ? undefined : takeArrivedMeetingPage(request);
  if (arrived) return void queryClient.setQueryData(list.queryKey, { pages: [arrived], pageParams: [undefined] });
  if (instead && !held)
    queryClient.setQueryData(list.queryKey, { pages: [instead.page], pageParams: [undefined] }, { updatedAt: instead.updatedAt });
  void queryClient.prefetchInfiniteQuery(list);
}

export function prefetchMeetingDetail(queryClient: QueryClient, scope: Scope, meetingId: string | undefined): void {
  if (!meetingId || meetingId === 'search') return;
  const detail = meetingQueries.detail(scope, meetingId);
  // Asked once is enough when the answer was final; a 5xx or a timeout may go better now.
  const { error } = queryClient.getQueryState(detail.queryKey) ?? {};
  if (isApiError(error) && !error.retryable) return;
  // Brought in full by the early request (a meeting's URL opened cold): the screen's first render shows it.
  const arrived = queryClient.getQueryData(detail.queryKey) ? undefined : takeArrivedMeeting(scope, meetingId);
  if (arrived) queryClient.setQueryData(detail.queryKey, arrived);
  else void queryClient.prefetchQuery(detail);
}
