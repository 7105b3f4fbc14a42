import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface WindowListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** Each item's height in rem: rows grow with the user's text size, so they never overlap. */
  itemRem: (item: T) => number;
  renderItem: (item: T) => ReactNode;
  'aria-label': string;
  className?: string;
}

/** Read when a long list first appears, well after the first screen; later changes are measured on the rows. */
function rootFontPx(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/** Loaded on demand by window-list.tsx: only lists longer than VIRTUALIZE_ABOVE items use it. */
export function WindowVirtualList<T>({ items, itemKey, itemRem, renderItem, className, 'aria-label': ariaLabel }: WindowListProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  const [remPx] = useState(rootFontPx);
  // Where the list starts on the page, which moves when what is above it does (a notice, wrapped filters).
  const [scrollMargin, setScrollMargin] = useState(0);
  const estimate = (index: number) => {
    const item = items[index];
    return item ? itemRem(item) * remPx : 0;
  };
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: estimate,
    getItemKey: (index) => {
      const item = items[index];
      return item ? itemKey(item) : index;
    },
    overscan: 12,
    scrollMargin,
    // Rendered rows are measured, so text made larger later moves them apart. An element without
    // layout (0 px: not rendered by a browser) keeps its estimate.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimate(instance.indexFromElement(element)),
  });
  // Measured again as the page scrolls (each scroll re-renders the list) and as the list grows.
  const { scrollOffset } = virtualizer;
  useLayoutEffect(() => {
    const top = (list.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) >= 1) setScrollMargin(top);
  }, [scrollOffset, items.length, scrollMargin]);

  return (
    <ul
      ref={list}
      className={className}
      aria-label={ariaLabel}
      style={{ position: 'relative', height: virtualizer.getTotalSize(), margin: 0, padding: 0, listStyle: 'none' }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (!item) return null;
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{ position: 'absolute', top: row.start - scrollMargin, left: 0, right: 0, height: `${itemRem(item)}rem` }}
          >
            {renderItem(item)}
          </li>
        );
      })}
    </ul>
  );
}
