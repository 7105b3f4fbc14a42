import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { useNotifications } from '@/components/notifications';
import { paths } from '@/lib/paths';

/**
 * A refresh that fails while data is already on screen: the screen keeps showing what it has, and
 * this says so in a notice. Except when the key was rejected (revoked meanwhile): then, as after a
 * failed first load, the user is asked for a key and brought back here. First-load failures are the
 * screen's own error state, so they are not repeated here.
 */
export function BackgroundRefreshErrors() {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { query } = event;
        // Fetching the next page fails into the list's own footer, not here.
        if (query.state.data === undefined || query.state.fetchMeta?.fetchMore || query.meta?.quietRefreshErrors) return;
        const error: unknown = event.action.error;
        if (isApiError(error) && error.kind === 'unauthorized') {
          void navigate(paths.settings({ next: `${pathname}${search}`, reason: 'rejected' }), { replace: true });
          return;
        }
        // Gone: the screen shows that itself (a meeting deleted elsewhere).
        if (isApiError(error) && error.kind === 'not-found') return;
        // One notice per query: a query failing again replaces its notice instead of stacking another.
        notify({
          key: `refresh:${query.queryHash}`,
          tone: 'error',
          message: `Could not refresh: ${error instanceof Error ? error.message : 'unknown error'}`,
        });
      }),
    [queryClient, notify, navigate, pathname, search],
  );
  return null;
}
