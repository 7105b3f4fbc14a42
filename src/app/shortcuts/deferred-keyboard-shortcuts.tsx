import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';

/**
 * The shortcuts' listener and the palette's button, loaded as the first screen renders rather than
 * with it: not a byte of them stands between the user and the first meeting row. Should the download
 * fail, the app works on without them (every shortcut has a control reachable with Tab).
 */
const KeyboardShortcuts = lazy(() => import('./keyboard-shortcuts').then((module) => ({ default: module.KeyboardShortcuts })));

export function DeferredKeyboardShortcuts() {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <KeyboardShortcuts />
      </Suspense>
    </ErrorBoundary>
  );
}
