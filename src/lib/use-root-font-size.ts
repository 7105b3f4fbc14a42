import { useSyncExternalStore } from 'react';

let rootFontPx = 16;
const listeners = new Set<() => void>();
let frame = 0;

function measure(): void {
  const px = parseFloat(getComputedStyle(document.documentElement).fontSize);
  if (px && px !== rootFontPx) {
    rootFontPx = px;
    listeners.forEach((listener) => listener());
  }
}

/**
 * Measured after the first paint, never during render (reading computed style in the first render
 * forces every style to be computed early, on the critical path), and again on resize, which is also
 * what zooming or changing the text size triggers. One measurement serves every subscriber.
 */
function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (listeners.size === 1) {
    frame = requestAnimationFrame(measure);
    window.addEventListener('resize', measure);
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    cancelAnimationFrame(frame);
    window.removeEventListener('resize', measure);
  };
}

/** The size of 1rem in px: 16 until measured, so people with larger text get one extra render. */
export function useRootFontSize(): number {
  return useSyncExternalStore(subscribe, () => rootFontPx);
}
