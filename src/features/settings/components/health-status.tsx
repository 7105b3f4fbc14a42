import { notifyManager, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { isApiError } from '@/api/api-error';
import { queryRoots } from '@/lib/query/query-roots';
import { useOnline } from '@/lib/browser/use-online';
import { HEALTH_CHECK_INTERVAL_MS, healthQueries, isHealthy } from '../api/health-queries';
import { HealthBadge, OfflineBadge, type HealthTone } from './health-badge';

/** A status as the service sent it, short enough for the header. */
const MAX_STATUS_LENGTH = 24;

/**
 * When the API last answered one of the screens' requests (data, or an answer such as a 404), unless
 * one has failed to reach it since: 0 then, or when nothing was asked.
 */
function lastAnsweredAt(queries: readonly Query[]): number {
  let answered = 0;
  let failed = 0;
  for (const { queryKey, state } of queries) {
    if (queryKey[0] === queryRoots.health[0]) continue;
    answered = Math.max(answered, state.dataUpdatedAt);
    if (!state.errorUpdatedAt) continue;
    const { error } = state;
    if (isApiError(error) && error.status !== null && error.status < 500) answered = Math.max(answered, state.errorUpdatedAt);
    else failed = Math.max(failed, state.errorUpdatedAt);
  }
  return answered > failed ? answered : 0;
}

/**
 * Whether the screens' requests show the API answering although its health check failed: answered
 * since, or — when the health check's own answer was a 4xx (its address not served, say), which a
 * server that is down does not send — answered lately.
 */
function useApiAnsweringDespite(healthError: unknown, failedAt: number): boolean {
  const cache = useQueryClient().getQueryCache();
  // Batched as TanStack Query's own hooks do: the cache announces a query as a component's render
  // creates it, and an update then would be one to another component during that render.
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(notifyManager.batchCalls(onChange)), [cache]);
  const answeredAt = useSyncExternalStore(subscribe, () => lastAnsweredAt(cache.getAll()));
  if (!failedAt) return false;
  const healthAnswered = isApiError(healthError) && healthError.status !== null && healthError.status < 500;
  return answeredAt > (healthAnswered ? failedAt - HEALTH_CHECK_INTERVAL_MS : failedAt);
}

/**
 * The header's health, once the browser has been idle (health-indicator.tsx); the health call carries
 * no key. It says what the service reports ("API degraded"), and never "offline" while the screen
 * below shows data that arrived since the check failed.
 */
export function HealthStatus() {
  // Asked for once this code is in (the health call carries no key).
  const { data, isError, error, errorUpdatedAt } = useQuery(healthQueries.status());
  const online = useOnline();
  const answering = useApiAnsweringDespite(error, isError ? errorUpdatedAt : 0);
  if (!online) return <OfflineBadge />;
  const status = data?.status?.trim() ?? '';
  const failure = error instanceof Error ? error.message : '';
  const service = data?.service ?? 'The API';
  const badge: { label: ReactNode; tone: HealthTone; title?: string } = isError
    ? answering
      ? { label: 'API online', tone: 'up', title: `The health check failed (${failure}), but the API answers requests.` }
      : { label: 'API offline', tone: 'down', title: failure || undefined }
    : !data
      ? { label: 'Checking API…', tone: 'unknown' }
      : isHealthy(data)
        ? { label: 'API online', tone: 'up', title: `${service} reports “${status || 'ok'}”.` }
        : {
            label: (
              <>
                API <bdi>{status.length > MAX_STATUS_LENGTH ? `${status.slice(0, MAX_STATUS_LENGTH - 1)}…` : status}</bdi>
              </>
            ),
            tone: 'warn',
            title: `${service} reports “${status}”.`,
          };
  return <HealthBadge {...badge} />;
}
