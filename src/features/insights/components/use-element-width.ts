import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width an element is given by the layout, kept up to date: charts draw to it. Null until it has
 * been read, which happens before the first paint: a chart drawn first at a guess would be drawn
 * twice, and on a phone one wider than the screen widens the whole page for a moment. `fallback` where
 * the element has no layout (jsdom).
 */
export function useElementWidth<E extends HTMLElement>(fallback: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measured = Math.floor(element.getBoundingClientRect().width);
    setWidth(measured > 0 ? measured : fallback);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}
