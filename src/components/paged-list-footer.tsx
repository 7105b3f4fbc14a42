import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Button } from './button';
import styles from './paged-list-footer.module.css';

interface PagedListFooterProps {
  loadedCount: number;
  /** What is listed, singular and plural, e.g. ["meeting", "meetings"]. */
  noun: readonly [one: string, many: string];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** Resolves once the request has settled, failed or not, with the query's state (as TanStack Query's does). */
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<{ isFetchNextPageError: boolean }>;
  /** Set when loading the next page failed: automatic loading stops and Retry is offered. */
  nextPageError?: Error | null;
  /** Paging stopped because the server repeated itself: the end is not known to be the end. */
  mayBeIncomplete?: boolean;
  /**
   * What is shown is the copy kept on this device, and the API is being asked for the list: whether
   * more follows is not known yet.
   */
  fromCopyAsking?: boolean;
}

/**
 * Scrolling and the button can both ask for the next page at once: join a fetch in flight instead
 * of cancelling it and asking again (React Query's default), which requested pages twice.
 */
const JOIN_IN_FLIGHT = { cancelRefetch: false };

/** "Load more", loading as the end scrolls into view, and a clear end of the list. */
export function PagedListFooter({
  loadedCount,
  noun,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  nextPageError = null,
  mayBeIncomplete = false,
  fromCopyAsking = false,
}: PagedListFooterProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const counted = loadedCount === 1 ? noun[0] : noun[1];
  const canAutoLoad = hasNextPage && !isFetchingNextPage && !nextPageError;
  // A list mounts with its first screenful and renders the rest in a deferred render
  // (useRenderedCount): until then its end is not where it will be, and looking at it loaded a page
  // early. This flag turns true in that same render.
  const listRendered = useDeferredValue(true, false);
  const autoLoad = canAutoLoad && listRendered;

  // Counts requests that did not fail to load a page: each one looks at the end again. A request can
  // join a fetch already in flight that loads no page (a refetch); with the end still in view, nothing
  // else would ask again.
  // Not after a page that failed: its promise settles before the error reaches the props, and looking
  // again then would retry by itself, again and again.
  const [settled, setSettled] = useState(0);

  useEffect(() => {
    const element = sentinel.current;
    if (!autoLoad || !element || typeof IntersectionObserver === 'undefined') return;
    // An observer reports once when it starts observing: a fresh look at where the end is now.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        void fetchNextPage(JOIN_IN_FLIGHT).then(({ isFetchNextPageError }) => {
          if (!isFetchNextPageError) setSettled((count) => count + 1);
        });
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoLoad, fetchNextPage, settled]);

  return (
    <div className={styles.footer}>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <p role="status" aria-live="polite">
        {hasNextPage
          ? `Showing ${loadedCount} ${counted}${isFetchingNextPage ? ' — loading more…' : ''}`
          : fromCopyAsking
            ? `Showing ${loadedCount} ${counted} saved on this device — asking the API for the list…`
            : mayBeIncomplete
              ? `Showing ${loadedCount} ${counted}. The list may be incomplete: the server sent pages it had already sent, so loading stopped.`
              : loadedCount === 1
                ? `End of list: the only ${noun[0]} is shown.`
                : `End of list: all ${loadedCount} ${counted} shown.`}
      </p>
      {nextPageError ? (
        <p className={styles.error} role="alert">
          Could not load more {noun[1]}: {nextPageError.message}
        </p>
      ) : null}
      {hasNextPage ? (
        // aria-disabled, not disabled: a disabled button drops keyboard focus to the page while loading.
        <Button
          aria-disabled={isFetchingNextPage || undefined}
          onClick={() => {
            if (!isFetchingNextPage) void fetchNextPage(JOIN_IN_FLIGHT);
          }}
        >
          {isFetchingNextPage ? 'Loading…' : nextPageError ? 'Retry' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
