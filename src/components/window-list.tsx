import type { WindowListProps, WindowVirtualList } from './window-virtual-list';

/** Up to this many items are all rendered (cheap, and the browser's find-in-page sees them). */
export const VIRTUALIZE_ABOVE = 300;

let VirtualList: typeof WindowVirtualList | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads the window virtualiser (@tanstack/react-virtual, about 10 KB gzip: too much for the initial
 * bundle, and only long lists need it). A list calls this before asking for a page that may take it
 * past VIRTUALIZE_ABOVE items, so a long list is virtualised from its first render. Should it fail to
 * load, long lists are rendered in full: heavier, but complete.
 */
export function loadWindowVirtualizer(): Promise<void> {
  loading ??= import('./window-virtual-list').then(
    (module) => {
      VirtualList = module.WindowVirtualList;
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

/** A list that scrolls with the page; above VIRTUALIZE_ABOVE items only those near the viewport are in the DOM. */
export function WindowList<T>(props: WindowListProps<T>) {
  const { items, itemKey, itemRem, renderItem, className, 'aria-label': ariaLabel } = props;
  if (VirtualList && items.length > VIRTUALIZE_ABOVE) return <VirtualList {...props} />;
  return (
    <ul className={className} aria-label={ariaLabel} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {items.map((item) => (
        <li key={itemKey(item)} style={{ height: `${itemRem(item)}rem` }}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
