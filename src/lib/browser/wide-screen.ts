import { useSyncExternalStore } from 'react';
import { isWideScreen, wideScreenQuery } from './wide-screen-query';

function subscribe(onChange: () => void): () => void {
  const list = wideScreenQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is wide, following resizes. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWideScreen, () => false);
}
