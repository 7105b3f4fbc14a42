import { useEffect, useSyncExternalStore } from 'react';
import { loadOnce } from '@/core/load-once';
import type { WindowListProps, WindowVirtualList } from './window-virtual-list';

/** Up to this many items are all rendered (cheap, and the browser's find-in-page sees them). */
export const VIRTUALIZE_ABOVE = 300;

type VirtualiserState = { list: typeof WindowVirtualList | null; failed: boolean };

let state: VirtualiserState = { list: null, failed: false };
const listeners = new Set<() => void>();

function settle(next: VirtualiserState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

/** Each attempt tells the lists how it went; a failed one is tried again by the next list that asks. */
const loadVirtualList = loadOnce(() =>
  import('./window-virtual-list').then(
    (module) => settle({ list: module.WindowVirtualList, failed: false }),
    (error: unknown) => {
      settle({ list: null, failed: true });
      throw error;
    },
  ),
);

/**
 * Loads the window virtualiser (@tanstack/react-virtual, about 10 KB gzip: too much for the initial
 * bundle, and only long lists need it). A list may call this before asking for a page that takes it
 * past VIRTUALIZE_ABOVE items, so the long list is virtualised from its first render; a list that is
 * long without that (a server that sends thousands of rows in one page) loads it itself. Should it fail
 * to load, long lists are rendered in full: heavier, but complete.
 */
export function loadWindowVirtualizer(): Promise<void> {
  return loadVirtualList().catch(() => undefined);
}

/** A list that scrolls with the page; above VIRTUALIZE_ABOVE items only those near the viewport are in the DOM. */
export function WindowList<T>(props: WindowListProps<T>) {
  const { items, itemKey, itemRem, renderItem, className, 'aria-label': ariaLabel } = props;
  const { list: VirtualList, failed } = useSyncExternalStore(subscribe, getState, getState);
  const long = items.length > VIRTUALIZE_ABOVE;
  useEffect(() => {
    if (long && !VirtualList) void loadWindowVirtualizer();
  }, [long, VirtualList]);

  if (VirtualList && long) return <VirtualList {...props} />;
  // Until the virtualiser arrives (one small chunk), the first VIRTUALIZE_ABOVE items: more than a
  // screenful, and not thousands of rows rendered only to be replaced a moment later.
  const shown = long && !failed ? items.slice(0, VIRTUALIZE_ABOVE) : items;
  return (
    <ul className={className} aria-label={ariaLabel} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {shown.map((item) => (
        <li key={itemKey(item)} style={{ height: `${itemRem(item)}rem` }}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
