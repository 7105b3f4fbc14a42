import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { whenIdle } from '@/lib/when-idle';

/**
 * The shortcuts' listener and the palette's button, requested once the first screen has rendered and
 * the browser is idle: not a byte of them (nor their compile) stands between the user and the first
 * meeting row. Should the download fail, the app works on without them (every shortcut has a control
 * reachable with Tab).
 */
const KeyboardShortcuts = lazy(() => import('./keyboard-shortcuts').then((module) => ({ default: module.KeyboardShortcuts })));

export function DeferredKeyboardShortcuts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <KeyboardShortcuts />
      </Suspense>
    </ErrorBoundary>
  );
}
