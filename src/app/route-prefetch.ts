import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { prefetchMeetingDetail, prefetchMeetingList } from '@/features/meetings/api/meeting-queries';
import { prefetchSearch } from '@/features/search/api/search-queries';
import { prefetchTaskBoard } from '@/features/tasks/api/task-queries';
import { parseScope } from '@/lib/scope';
import type { Scope } from '@/lib/scope';

interface RouteData {
  scope: Scope;
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
}

type Prefetch = (queryClient: QueryClient, route: RouteData) => void;

/**
 * What each screen needs from the API, started as soon as the URL is known — before (and while) the
 * screen's code loads — so data and code arrive together. Screens read the same queries.
 */
const prefetchers: { pattern: string; prefetch: Prefetch }[] = [
  { pattern: '/:scope/meetings', prefetch: (client, { scope, searchParams }) => prefetchMeetingList(client, scope, searchParams) },
  { pattern: '/:scope/meetings/:meetingId', prefetch: (client, { scope, params }) => prefetchMeetingDetail(client, scope, params.meetingId) },
  { pattern: '/:scope/tasks', prefetch: (client, { scope, searchParams }) => prefetchTaskBoard(client, scope, searchParams) },
];

/** Screens outside a scope (no `:scope` segment), matched by path alone. */
const unscopedPrefetchers: { pattern: string; prefetch: (queryClient: QueryClient, searchParams: URLSearchParams) => void }[] = [
  { pattern: '/search', prefetch: prefetchSearch },
];

export function prefetchRoute(queryClient: QueryClient, location: { pathname: string; search: string }): void {
  for (const { pattern, prefetch } of prefetchers) {
    const match = matchPath(pattern, location.pathname);
    const scope = parseScope(match?.params.scope);
    if (match && scope) {
      prefetch(queryClient, { scope, params: match.params, searchParams: new URLSearchParams(location.search) });
      return;
    }
  }
  for (const { pattern, prefetch } of unscopedPrefetchers) {
    if (matchPath(pattern, location.pathname)) {
      prefetch(queryClient, new URLSearchParams(location.search));
      return;
    }
  }
}
