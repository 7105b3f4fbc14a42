import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { STILL_WAITING_AFTER_MS } from '@/api/call-limits';
import { lazyWithPreload } from '@/lib/scheduling/lazy-with-preload';
import type { FirstLoad } from './slow-answer-notice';
import styles from './still-waiting.module.css';

// What a slow first load says and offers: needed seconds into a wait, so not in the first screen's bundle.
const { Component: SlowAnswerNotice, preload: preloadSlowAnswerNotice } = lazyWithPreload(() => import('./slow-answer-notice'));

interface StillWaitingProps {
  load: FirstLoad;
  /** What is loading, e.g. "your meetings". */
  what: string;
  /** The queries loading (exactly these keys): Retry drops their requests in flight and sends new ones. */
  queryKeys: readonly QueryKey[];
  /** The placeholder (skeleton) shown meanwhile. */
  children: ReactNode;
}

/**
 * A first load that explains itself: offline, it says so at once (the request waits for the network
 * and goes out when it is back); a few seconds into a slow answer it says the API is still being
 * waited for, what went wrong so far, and offers Retry. The placeholder stays below. The query's own
 * timeouts end the wait with an error (and Retry) within about 30 s.
 */
export function StillWaiting({ load, what, queryKeys, children }: StillWaitingProps) {
  const client = useQueryClient();
  const [retries, setRetries] = useState(0);
  // refetch({ cancelRefetch: true }) would not do: a query without data yet waits for the request in
  // flight instead of sending another. Cancelling first (back to pending, idle) makes the new one.
  const retry = () => {
    setRetries((count) => count + 1);
    for (const queryKey of queryKeys) {
      void client.cancelQueries({ queryKey, exact: true }).then(() => client.refetchQueries({ queryKey, exact: true }));
    }
  };
  return (
    <>
      {/* Always in the page, so that what appears in it is announced. */}
      <div role="status" aria-live="polite">
        {load.isPending ? <WaitNotice key={`${retries}:${load.fetchStatus}`} load={load} what={what} onRetry={retry} /> : null}
      </div>
      {children}
    </>
  );
}

/** Keyed by the retry count and the fetch status: a new wait (after Retry, or back online) starts over. */
function WaitNotice({ load, what, onRetry }: Pick<StillWaitingProps, 'load' | 'what'> & { onRetry: () => void }) {
  const [slow, setSlow] = useState(false);
  const fetching = load.fetchStatus === 'fetching';
  useEffect(() => {
    if (!fetching) return;
    // Its words load while the seconds pass (offline, the words below say why nothing comes).
    void preloadSlowAnswerNotice().catch(() => undefined);
    const timer = setTimeout(() => setSlow(true), STILL_WAITING_AFTER_MS);
    return () => clearTimeout(timer);
  }, [fetching]);

  if (load.fetchStatus === 'paused') {
    return (
      <div className={styles.notice}>
        <p className={styles.text}>You are offline. {capitalised(what)} will load when the connection is back.</p>
      </div>
    );
  }
  return slow ? (
    <Suspense fallback={null}>
      <SlowAnswerNotice load={load} what={what} onRetry={onRetry} />
    </Suspense>
  ) : null;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
