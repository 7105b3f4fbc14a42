import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';

interface PageBoundaryProps {
  children: ReactNode;
  /** What resets its error boundary when it changes: the path, unless the page stays across paths (a split view's list). */
  resetKey?: string;
}

/** Each page gets its own error boundary (reset by navigating away) and loading fallback while its code arrives. */
export function PageBoundary({ children, resetKey }: PageBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={resetKey ?? pathname} fallback={(error, reset) => <RouteError error={error} onRetry={reset} />}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
