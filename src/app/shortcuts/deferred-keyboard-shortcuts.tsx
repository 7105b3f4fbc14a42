import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { rememberEarlyKeys, type EarlyKeys } from '@/lib/keyboard/early-keys';
import { lazyWithPreload } from '@/lib/scheduling/lazy-with-preload';
import { useIdle } from '@/lib/scheduling/use-idle';
import { PaletteTrigger } from './palette-trigger';

/**
 * The shortcuts' listener and the palette, requested once the first screen has rendered and the
 * browser is idle: not a byte of them (nor their compile) stands between the user and the first
 * meeting row. The palette's button is here from the start, one element throughout (arriving later
 * it would move the header; replaced, it would lose focus): pressed before the code is in, it asks
 * for it at once and the palette opens when it arrives. A shortcut key pressed before is kept, asks
 * for the code at once, and is played again once the shortcuts listen. Should the download fail, the
 * app works on without them (every shortcut has a control reachable with Tab), and the button
 * (pointed at, focused or pressed) or the next shortcut key asks for them again: a dropped connection
 * does not leave them dead until reload.
 */
const shortcuts = lazyWithPreload(async () => ({ default: (await import('./keyboard-shortcuts')).KeyboardShortcuts }));
const KeyboardShortcuts = shortcuts.Component;

export function DeferredKeyboardShortcuts() {
  const idle = useIdle();
  // Rendered only once their code is in: React.lazy would keep a failed download's rejection for good.
  const [loaded, setLoaded] = useState(false);
  const [paletteRequests, setPaletteRequests] = useState(0);
  const [active, setActive] = useState(false);
  const load = useCallback(() => {
    shortcuts.preload().then(
      () => setLoaded(true),
      () => undefined,
    );
  }, []);
  const early = useRef<EarlyKeys | null>(null);
  useEffect(() => {
    const keys = rememberEarlyKeys(load);
    early.current = keys;
    return () => keys.stop();
  }, [load]);
  useEffect(() => {
    if (idle) load();
  }, [idle, load]);
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
          load();
          setPaletteRequests((count) => count + 1);
        }}
        onWarmUp={() => {
          load();
          // The palette's own code too: the browser keeps the module for when it opens.
          import('../command-palette/command-palette').catch(() => undefined);
        }}
      />
      {loaded ? (
        <ErrorBoundary fallback={() => null}>
          {/* Never shown: their code is in, so they render without suspending (see lazyWithPreload). */}
          <Suspense fallback={null}>
            <KeyboardShortcuts paletteRequests={paletteRequests} onActive={activate} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  );
}
