import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { ScreenLoading } from './screen-loading';
import { RouteError } from './route-error';

interface ScreenProps {
  children: ReactNode;
  /** What resets its error boundary when it changes: the path, unless the screen stays across paths (a split view's list). */
  resetKey?: string;
}

/** Each screen gets its own error boundary (reset by navigating away) and loading fallback. */
export function Screen({ children, resetKey }: ScreenProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={resetKey ?? pathname} fallback={(error, reset) => <RouteError error={error} onRetry={reset} />}>
      <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
