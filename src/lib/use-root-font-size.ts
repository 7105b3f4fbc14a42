import { useSyncExternalStore } from 'react';

let rootFontPx = 16;

/**
 * Measured after the first paint, never during render (reading computed style in the first render
 * forces every style to be computed early, on the critical path), and again on resize, which is also
 * what zooming or changing the text size triggers.
 */
function subscribe(onChange: () => void): () => void {
  const measure = () => {
    const px = parseFloat(getComputedStyle(document.documentElement).fontSize);
    if (px && px !== rootFontPx) {
      rootFontPx = px;
      onChange();
    }
  };
  const frame = requestAnimationFrame(measure);
  window.addEventListener('resize', measure);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('resize', measure);
  };
}

/** The size of 1rem in px: 16 until measured, so people with larger text get one extra render. */
export function useRootFontSize(): number {
  return useSyncExternalStore(subscribe, () => rootFontPx);
}
