import type { QueryClient } from '@tanstack/react-query';
import { readSearchParams, searchRequest } from './search-request';
import { searchQueries } from './search-queries';

/** A search link (or the header's search box) starts its request while the page's code loads. */
export function prefetchSearch(queryClient: QueryClient, searchParams: URLSearchParams): void {
  const filters = searchRequest(readSearchParams(searchParams));
  if (filters) void queryClient.prefetchQuery(searchQueries.results(filters));
}
