import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '@/api/api-error';
import { isKeyRejected, useAskForKey } from '@/components/ask-for-key';
import { useNotifications } from '@/components/notifications';
import { sentence } from '@/components/sentence';

/**
 * A refresh that fails while data is already on screen: the screen keeps showing what it has, and
 * this says so in a notice. Except when the key was rejected (revoked meanwhile): then, as after a
 * failed first load, the user is asked for a key and brought back here. First-load failures are the
 * screen's own error state, so they are not repeated here.
 */
export function BackgroundRefreshErrors() {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const askForKey = useAskForKey();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { query } = event;
        // Fetching the next page fails into the list's own footer, not here.
        if (query.state.data === undefined || query.state.fetchMeta?.fetchMore || query.meta?.quietRefreshErrors) return;
        const error: unknown = event.action.error;
        if (isKeyRejected(error)) {
          askForKey('rejected');
          return;
        }
        // Gone: the screen shows that itself (a meeting deleted elsewhere).
        if (isApiError(error) && error.kind === 'not-found') return;
        // One notice per query: a query failing again replaces its notice instead of stacking another.
        notify({
          key: `refresh:${query.queryHash}`,
          tone: 'error',
          message: sentence`Could not refresh: ${error instanceof Error ? error.message : 'unknown error'}`,
        });
      }),
    [queryClient, notify, askForKey],
  );
  return null;
}
