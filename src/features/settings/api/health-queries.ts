import { queryOptions } from '@tanstack/react-query';
import { getHealth } from '@/api/health';
import type { Health } from '@/api/schemas/health';
import { queryRoots } from '@/lib/query/query-roots';

/** How often the header's status is checked again. */
export const HEALTH_CHECK_INTERVAL_MS = 60_000;

export const healthQueries = {
  all: () => queryRoots.health,
  status: () =>
    queryOptions({
      queryKey: [...healthQueries.all(), 'status'] as const,
      queryFn: ({ signal }) => getHealth({ signal }),
      refetchInterval: HEALTH_CHECK_INTERVAL_MS,
      staleTime: 30_000,
      // The indicator should turn red soon, not after the full retry ladder.
      retry: 1,
      // The indicator is the message: an outage must not add a notice every minute.
      meta: { quietRefreshErrors: true },
    }),
};

/** `ok` as the interface has it; an answer without a status is taken as the service being up. */
export function isHealthy(health: Health): boolean {
  return health.status === null || health.status.trim().toLowerCase() === 'ok';
}
