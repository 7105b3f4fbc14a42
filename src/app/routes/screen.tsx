import { Suspense, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { parseScope } from '@/lib/scope';
import { ScreenLoading } from './screen-loading';
import { NotFound, RouteError } from './route-error';

interface ScreenProps {
  children: ReactNode;
  /** The route has a `:scope` segment: anything but `me` or `workspace` is a 404. */
  scoped?: boolean;
}

/** Each screen gets its own error boundary (reset by navigating away) and loading fallback. */
export function Screen({ children, scoped = false }: ScreenProps) {
  const { pathname } = useLocation();
  const { scope } = useParams();
  if (scoped && !parseScope(scope)) return <NotFound />;
  return (
    <ErrorBoundary key={pathname} fallback={(error, reset) => <RouteError error={error} onRetry={reset} />}>
      <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
