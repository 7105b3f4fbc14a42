import type { QueryClient } from '@tanstack/react-query';
import { readParams } from '@/lib/url-params';
import { SEARCH_PARAMS, searchRequest } from './search-request';
import { searchQueries } from './search-queries';

/** A search link (or the header's search box) starts its request while the page's code loads. */
export function prefetchSearch(queryClient: QueryClient, searchParams: URLSearchParams): void {
  const filters = searchRequest(readParams(searchParams, SEARCH_PARAMS));
  if (filters) void queryClient.prefetchQuery(searchQueries.results(filters));
}
