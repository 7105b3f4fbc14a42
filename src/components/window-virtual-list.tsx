import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';

interface WindowVirtualListProps<T> {
  items: readonly T[];
  /** Fixed height of each item in px (items of different kinds may differ). */
  itemHeight: (item: T) => number;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Up to this many items are all rendered (cheap, and the browser's find-in-page sees them). */
  virtualizeAbove?: number;
  /** Extra px rendered above and below the viewport. */
  overscan?: number;
  className?: string;
  'aria-label'?: string;
}

/** First index whose item ends below `y` (offsets are the items' cumulative tops, length n + 1). */
function indexAt(offsets: number[], y: number): number {
  let low = 0;
  let high = offsets.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((offsets[mid + 1] ?? Infinity) <= y) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * A list that scrolls with the page and keeps the DOM bounded: items have known fixed heights, so
 * the visible range is plain arithmetic (a virtualisation library would cost ~10 KB of the initial
 * bundle). The list's full height is known up front, which keeps scroll restoration exact.
 */
export function WindowVirtualList<T>({
  items,
  itemHeight,
  itemKey,
  renderItem,
  virtualizeAbove = 300,
  overscan = 800,
  className,
  'aria-label': ariaLabel,
}: WindowVirtualListProps<T>) {
  const ref = useRef<HTMLUListElement>(null);
  const offsets = useMemo(() => {
    const tops = [0];
    for (const item of items) tops.push((tops.at(-1) ?? 0) + itemHeight(item));
    return tops;
  }, [items, itemHeight]);
  const virtual = items.length > virtualizeAbove;
  const [range, setRange] = useState({ start: 0, end: 0 });

  useLayoutEffect(() => {
    if (!virtual) return;
    let frame = 0;
    const update = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      const start = indexAt(offsets, -top - overscan);
      const end = Math.min(items.length, indexAt(offsets, -top + window.innerHeight + overscan) + 1);
      setRange((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [virtual, offsets, overscan, items.length]);

  const start = virtual ? range.start : 0;
  const end = virtual ? range.end : items.length;
  return (
    <ul ref={ref} className={className} aria-label={ariaLabel} style={{ position: 'relative', height: offsets.at(-1), margin: 0, padding: 0, listStyle: 'none' }}>
      {items.slice(start, end).map((item, i) => (
        <li
          key={itemKey(item)}
          style={{ position: 'absolute', top: offsets[start + i], left: 0, right: 0, height: itemHeight(item) }}
        >
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
