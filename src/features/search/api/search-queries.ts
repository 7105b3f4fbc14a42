import { queryOptions } from '@tanstack/react-query';
import { searchMyMeetings } from '@/api/search';
import { queryRoots } from '@/lib/query-roots';

export interface SearchFilters {
  query: string;
  startDate?: string;
  endDate?: string;
}

export const searchQueries = {
  all: () => queryRoots.search,
  results: ({ query, startDate, endDate }: SearchFilters) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'results', { query, startDate, endDate }] as const,
      // The signal aborts a superseded request when the query key changes.
      queryFn: ({ signal }) => searchMyMeetings({ query, startDate, endDate }, { signal }),
      enabled: query.trim().length > 0,
    }),
};
