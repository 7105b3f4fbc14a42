import { isTypingTarget } from './typing-target';

/** Shortcut keys the browser does nothing with (j, k, o, g m/t/s, / and ?): safe to act on late. */
const KEPT = /^[jkogmts/?]$/;

export interface EarlyKeys {
  /** Sends the kept presses again, in order, to where they were pressed, and keeps no more. */
  replay(): void;
  stop(): void;
}

interface Kept {
  presses: { key: string; shiftKey: boolean; target: EventTarget | null }[];
  /** The listener keeping them, while one is. */
  listener: ((event: KeyboardEvent) => void) | null;
  onKept: (() => void) | null;
}

declare global {
  interface Window {
    /**
     * Kept on the page: the page's inline start (src/boot/page-start.ts) starts keeping them with its
     * own copy of this module, the app's copy takes them over.
     */
    __MEETINGS_EARLY_KEYS__?: Kept;
  }
}

const kept = (window.__MEETINGS_EARLY_KEYS__ ??= { presses: [], listener: null, onKept: null });

function onKeyDown(event: KeyboardEvent): void {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing || event.defaultPrevented) return;
  if (isTypingTarget(event.target) || !KEPT.test(event.key)) return;
  kept.presses.push({ key: event.key, shiftKey: event.shiftKey, target: event.target });
  kept.onKept?.();
}

/**
 * Starts keeping the shortcut keys pressed before the shortcuts' code has arrived: src/boot calls it
 * as the page loads (the first rows can be on screen before the app runs), the app when it starts.
 */
export function keepEarlyKeys(): void {
  if (kept.listener) return;
  kept.listener = onKeyDown;
  document.addEventListener('keydown', onKeyDown);
}

/**
 * The shortcut keys pressed before the shortcuts' code has arrived: on a busy machine `j` right after
 * the first row appeared did nothing. `whenKept` is told of each (to fetch that code now), and at
 * once if some were pressed before this was called.
 */
export function rememberEarlyKeys(whenKept: () => void): EarlyKeys {
  keepEarlyKeys();
  kept.onKept = whenKept;
  if (kept.presses.length > 0) whenKept();
  const stop = () => {
    if (kept.listener) document.removeEventListener('keydown', kept.listener);
    kept.listener = null;
    kept.onKept = null;
  };
  return {
    stop,
    replay() {
      stop();
      for (const { key, shiftKey, target } of kept.presses.splice(0)) {
        const at = target instanceof Node && target.isConnected ? target : document.body;
        at.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
      }
    },
  };
}
