import { queryOptions } from '@tanstack/react-query';
import { listMyTags } from '@/api/tags';
import { queryRoots } from '@/lib/query/query-roots';

/** The personal tags: one cache entry for every screen that lists them (the tag filter, Insights). */
export const tagQueries = {
  all: () => queryRoots.tags,
  list: () =>
    queryOptions({
      queryKey: [...tagQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => listMyTags({ signal }),
      // Tags change rarely; the filter picker should not refetch them on every visit.
      staleTime: 5 * 60_000,
    }),
};
