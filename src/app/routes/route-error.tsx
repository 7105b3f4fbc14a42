import { useCallback, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageCodeError } from '../on-demand-page';
import { HOME_PATH } from '@/screens/screen-list';

/**
 * Shown when a screen threw while rendering (or its code failed to load): the header and navigation
 * stay, only the broken screen is replaced. Code that failed to load offline is tried again as soon
 * as the connection is back.
 */
export function RouteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const codeMissing = error instanceof PageCodeError;
  const retryWhenOnline = codeMissing && error.offline;
  const retry = useCallback(() => {
    if (error instanceof PageCodeError) error.retry();
    onRetry();
  }, [error, onRetry]);
  useEffect(() => {
    if (!retryWhenOnline) return;
    window.addEventListener('online', retry, { once: true });
    return () => window.removeEventListener('online', retry);
  }, [retryWhenOnline, retry]);

  const message = error instanceof Error ? error.message : 'An unexpected error occurred.';
  return (
    <div role="alert">
      <EmptyState
        title={codeMissing ? 'This screen could not be loaded' : 'This screen ran into a problem'}
        actions={
          <>
            <Button variant="primary" onClick={retry}>
              Try again
            </Button>
            <Link to={HOME_PATH}>Go to your meetings</Link>
          </>
        }
      >
        <p>{message}</p>
      </EmptyState>
    </div>
  );
}

export function NotFound() {
  return (
    <EmptyState title="Page not found" actions={<Link to={HOME_PATH}>Go to your meetings</Link>}>
      <p>There is nothing at this address. It may have been mistyped, or the page has moved.</p>
    </EmptyState>
  );
}
