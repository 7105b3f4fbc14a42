import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/lib/paths';

/**
 * Shown when a screen threw while rendering (or its code failed to load): the header and navigation
 * stay, only the broken screen is replaced.
 */
export function RouteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof Error ? error.message : 'An unexpected error occurred.';
  return (
    <div role="alert">
      <EmptyState
        title="This screen ran into a problem"
        actions={
          <>
            <Button variant="primary" onClick={onRetry}>
              Try again
            </Button>
            <Link to={paths.home()}>Go to your meetings</Link>
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
    <EmptyState title="Page not found" actions={<Link to={paths.home()}>Go to your meetings</Link>}>
      <p>There is nothing at this address. It may have been mistyped, or the page has moved.</p>
    </EmptyState>
  );
}
