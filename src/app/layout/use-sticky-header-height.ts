import { useEffect, type RefObject } from 'react';

/**
 * Publishes the sticky header's height as `--header-height` on `target`, for what sticks below it
 * (the split view's pane). Observed after layout rather than read while the first screen commits:
 * a read then would force a layout before the first rows are on screen.
 */
export function useStickyHeaderHeight(header: RefObject<HTMLElement | null>, target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const observed = header.current;
    const style = target.current?.style;
    if (!observed || !style || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? observed.offsetHeight;
      style.setProperty('--header-height', `${height}px`);
    });
    observer.observe(observed);
    return () => observer.disconnect();
  }, [header, target]);
}
