import { isTypingTarget } from './typing-target';

/** Shortcut keys the browser does nothing with (j, k, o, g m/t/s, / and ?): safe to act on late. */
const KEPT = /^[jkogmts/?]$/;

export interface EarlyKeys {
  /** Sends the kept presses again, in order, to where they were pressed, and keeps no more. */
  replay(): void;
  stop(): void;
}

/**
 * Keeps the shortcut keys pressed before the shortcuts' code has arrived: on a busy machine `j`
 * right after the first row appeared did nothing. `onKept` is told of each (to fetch that code now).
 */
export function rememberEarlyKeys(onKept: () => void): EarlyKeys {
  const kept: { key: string; shiftKey: boolean; target: EventTarget | null }[] = [];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing || event.defaultPrevented) return;
    if (isTypingTarget(event.target) || !KEPT.test(event.key)) return;
    kept.push({ key: event.key, shiftKey: event.shiftKey, target: event.target });
    onKept();
  };
  document.addEventListener('keydown', onKeyDown);
  const stop = () => document.removeEventListener('keydown', onKeyDown);
  return {
    stop,
    replay() {
      stop();
      for (const { key, shiftKey, target } of kept.splice(0)) {
        const at = target instanceof Node && target.isConnected ? target : document.body;
        at.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
      }
    },
  };
}
