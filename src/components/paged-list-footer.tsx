import { useEffect, useRef } from 'react';
import { Button } from './button';
import styles from './paged-list-footer.module.css';

interface PagedListFooterProps {
  loadedCount: number;
  /** Plural noun for what is listed, e.g. "meetings". */
  noun: string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** Set when loading the next page failed: automatic loading stops and Retry is offered. */
  nextPageError?: Error | null;
  /** Load the next page on its own when the end of the list scrolls into view. */
  autoLoad?: boolean;
}

/** "Load more", loading as the end scrolls into view, and a clear end of the list. */
export function PagedListFooter({
  loadedCount,
  noun,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  nextPageError = null,
  autoLoad = true,
}: PagedListFooterProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const canAutoLoad = autoLoad && hasNextPage && !isFetchingNextPage && !nextPageError;

  useEffect(() => {
    const element = sentinel.current;
    if (!canAutoLoad || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [canAutoLoad, fetchNextPage]);

  return (
    <div className={styles.footer}>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <p role="status" aria-live="polite">
        {hasNextPage
          ? `Showing ${loadedCount} ${noun}${isFetchingNextPage ? ' — loading more…' : ''}`
          : `End of list: all ${loadedCount} ${noun} shown.`}
      </p>
      {nextPageError ? (
        <p className={styles.error} role="alert">
          Could not load more {noun}: {nextPageError.message}
        </p>
      ) : null}
      {hasNextPage ? (
        <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? 'Loading…' : nextPageError ? 'Retry' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
