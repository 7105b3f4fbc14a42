import { queryOptions } from '@tanstack/react-query';
import { getHealth } from '@/api/health';
import { queryRoots } from '@/lib/query-roots';

export const healthQueries = {
  all: () => queryRoots.health,
  status: () =>
    queryOptions({
      queryKey: [...healthQueries.all(), 'status'] as const,
      queryFn: ({ signal }) => getHealth({ signal }),
      refetchInterval: 60_000,
      staleTime: 30_000,
      // The indicator should turn red soon, not after the full retry ladder.
      retry: 1,
      // The indicator is the message: an outage must not add a notice every minute.
      meta: { quietRefreshErrors: true },
    }),
};
