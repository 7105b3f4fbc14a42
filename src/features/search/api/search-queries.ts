import { queryOptions } from '@tanstack/react-query';
import { searchMyMeetings } from '@/api/search';
import type { SearchResult } from '@/api/schemas/search';
import { queryRoots } from '@/lib/query-roots';

export interface SearchFilters {
  query: string;
  startDate?: string;
  endDate?: string;
}

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
