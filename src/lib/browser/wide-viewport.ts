import { useSyncExternalStore } from 'react';
import { isWideViewport, wideViewportQuery } from './wide-viewport-query';

function subscribe(onChange: () => void): () => void {
  const list = wideViewportQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the viewport is wide (WIDE_VIEWPORT), following resizes. */
export function useWideViewport(): boolean {
  return useSyncExternalStore(subscribe, isWideViewport, () => false);
}
