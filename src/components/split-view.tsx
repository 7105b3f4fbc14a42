import { useLayoutEffect, useRef, type MouseEventHandler, type ReactNode } from 'react';
import styles from './split-view.module.css';

interface SplitViewProps {
  list: ReactNode;
  pane: ReactNode;
  /** The pane's region name. */
  paneLabel: string;
  /** Changes when the pane shows something else: it starts again at its top. */
  paneKey: string;
  onListClick?: MouseEventHandler<HTMLDivElement>;
}

/**
 * A list and, beside it, a pane that stays in view while the list scrolls with the page (the list's
 * scroll is the page's: its virtualiser, paging and scroll restoration work as on a page of its own).
 * Focus moved inside it stays where it is on navigation (data-keeps-focus): the list is still there.
 * The pane sticks below the app's header, whose height (it wraps with the text size and the width)
 * the layout publishes as `--header-height`.
 */
export function SplitView({ list, pane, paneLabel, paneKey, onListClick }: SplitViewProps) {
  const paneElement = useRef<HTMLElement>(null);

  const shownKey = useRef(paneKey);
  useLayoutEffect(() => {
    // Not on mount (it starts at its top): scrolling forces a layout before the first screen shows.
    if (shownKey.current === paneKey) return;
    shownKey.current = paneKey;
    paneElement.current?.scrollTo?.(0, 0);
  }, [paneKey]);

  return (
    <div className={styles.split} data-keeps-focus>
      {/* Clicks are only listened to for what they open (links handle them): not a control of its own. */}
      <div className={styles.list} onClick={onListClick}>
        {list}
      </div>
      <section ref={paneElement} className={styles.pane} aria-label={paneLabel}>
        {pane}
      </section>
    </div>
  );
}

/** What the pane says while nothing is selected. */
export function SplitViewPlaceholder({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
