import { useSyncExternalStore } from 'react';

/** From about 1200 px (in em, so it follows the user's text size): the meetings list and a meeting side by side. */
const WIDE_SCREEN = '(min-width: 75em)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN) : null;
}

export function isWideScreen(): boolean {
  return query()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is wide, following resizes. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWideScreen, () => false);
}
