import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '@/api/api-error';
import { useNotifications } from '@/components/notifications';

/**
 * A refresh that fails while data is already on screen gets a notice: the screen keeps showing what it
 * has. First-load failures are the screen's own error state, so they are not repeated here.
 */
export function BackgroundErrorNotices() {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { query } = event;
        // Fetching the next page fails into the list's own footer, not here.
        if (query.state.data === undefined || query.state.fetchMeta?.fetchMore || query.meta?.quietRefreshErrors) return;
        const error: unknown = event.action.error;
        if (isApiError(error) && error.kind === 'unauthorized') return;
        // One notice per query: a query failing again replaces its notice instead of stacking another.
        notify({
          key: `refresh:${query.queryHash}`,
          tone: 'error',
          message: `Could not refresh: ${error instanceof Error ? error.message : 'unknown error'}`,
        });
      }),
    [queryClient, notify],
  );
  return null;
}
