import { Suspense, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { parseScope } from '@/core/scope';
import { ScreenLoading } from './screen-loading';
import { NotFound, RouteError } from './route-error';

interface ScreenProps {
  children: ReactNode;
  /** The route has a `:scope` segment: anything but `me` or `workspace` is a 404. */
  scoped?: boolean;
  /** What resets its error boundary when it changes: the path, unless the screen stays across paths (a split view's list). */
  resetKey?: string;
}

/** Each screen gets its own error boundary (reset by navigating away) and loading fallback. */
export function Screen({ children, scoped = false, resetKey }: ScreenProps) {
  const { pathname } = useLocation();
  const { scope } = useParams();
  if (scoped && !parseScope(scope)) return <NotFound />;
  return (
    <ErrorBoundary key={resetKey ?? pathname} fallback={(error, reset) => <RouteError error={error} onRetry={reset} />}>
      <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
