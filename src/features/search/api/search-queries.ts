import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SearchResult } from '@/api/schemas/search';
import { searchMyMeetings } from '@/api/search';
import { queryRoots } from '@/lib/query/query-roots';
import { readParams } from '@/lib/routing/url-params';
import { SEARCH_URL, searchFromUrl, type SearchFilters } from '@/screens/search-filters';

/** The results together with the query that produced them (highlighting and links need it). */
export interface SearchHits {
  query: string;
  results: SearchResult[];
}

export const searchQueries = {
  all: () => queryRoots.search,
  results: ({ query, startDate, endDate }: SearchFilters) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'results', { query, startDate, endDate }] as const,
      // The signal aborts a superseded request when the query key changes.
      queryFn: async ({ signal }): Promise<SearchHits> => {
        const { results } = await searchMyMeetings({ query, startDate, endDate }, { signal });
        return { query, results };
      },
      enabled: query.trim().length > 0,
    }),
};

/** A search link (or the header's search box) starts its request while the page's code loads. */
export function prefetchSearch(queryClient: QueryClient, searchParams: URLSearchParams): void {
  const filters = searchFromUrl(readParams(searchParams, SEARCH_URL));
  if (filters) void queryClient.prefetchQuery(searchQueries.results(filters));
}
