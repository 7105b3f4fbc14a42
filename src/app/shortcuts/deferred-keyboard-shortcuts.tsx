import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { rememberEarlyKeys, type EarlyKeys } from '@/lib/keyboard/early-keys';
import { useIdle } from '@/lib/use-idle';
import { PaletteTrigger } from './palette-trigger';

/**
 * The shortcuts' listener and the palette, requested once the first screen has rendered and the
 * browser is idle: not a byte of them (nor their compile) stands between the user and the first
 * meeting row. The palette's button is here from the start, one element throughout (arriving later
 * it would move the header; replaced, it would lose focus): pressed before the code is in, it asks
 * for it at once and the palette opens when it arrives. A shortcut key pressed before is kept, asks
 * for the code at once, and is played again once the shortcuts listen. Should the download fail, the
 * app works on without them (every shortcut has a control reachable with Tab).
 */
const KeyboardShortcuts = lazy(() => import('./keyboard-shortcuts').then((module) => ({ default: module.KeyboardShortcuts })));

export function DeferredKeyboardShortcuts() {
  const idle = useIdle();
  const [asked, setAsked] = useState(false);
  const [paletteRequests, setPaletteRequests] = useState(0);
  const [active, setActive] = useState(false);
  const early = useRef<EarlyKeys | null>(null);
  useEffect(() => {
    const keys = rememberEarlyKeys(() => setAsked(true));
    early.current = keys;
    return () => keys.stop();
  }, []);
  // The shortcuts listen from now on: the kept keys go to them, and none is kept (nor handled) twice.
  const activate = useCallback(() => {
    early.current?.replay();
    setActive(true);
  }, []);
  return (
    <>
      <PaletteTrigger
        shortcutsActive={active}
        onOpen={() => {
          setAsked(true);
          setPaletteRequests((count) => count + 1);
        }}
        onWarmUp={() => {
          setAsked(true);
          // The palette's own code too: the browser keeps the module for when it opens.
          import('../command-palette/command-palette').catch(() => undefined);
        }}
      />
      {idle || asked ? (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <KeyboardShortcuts paletteRequests={paletteRequests} onActive={activate} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  );
}
