import {
  InfiniteQueryObserver,
  type InfiniteData,
  type InfiniteQueryObserverOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { pacedAttempts } from './paced-attempts';
import type { BulkReadOptions } from './read-items';

export interface PagesProgress<P> {
  data: InfiniteData<P, unknown> | undefined;
  /** Whether the list has been read to its end (or to where its server started repeating itself). */
  complete: boolean;
}

export interface PagesOutcome<P> extends PagesProgress<P> {
  /** Why the list is not complete, when a page could not be read; null otherwise. */
  error: unknown;
  stopped: boolean;
}

export interface PagesReadOptions<P> extends BulkReadOptions {
  onProgress?: (progress: PagesProgress<P>) => void;
}

/**
 * Reads a cursor-paged list to its end, page after page at the pacer's rate, into the list's own
 * cache entry (an existing `infiniteQueryOptions` factory's): pages already cached are not asked
 * again, and the list's screen shows what was read. A page that cannot be read ends the read with
 * the pages before it and the error.
 */
export async function readPages<P, K extends QueryKey, C>(
  client: QueryClient,
  options: InfiniteQueryObserverOptions<P, Error, InfiniteData<P, unknown>, K, C>,
  { pacer, signal, onProgress }: PagesReadOptions<P>,
): Promise<PagesOutcome<P>> {
  // Retries are the pacer's, so that each counts towards the rate.
  const observer = new InfiniteQueryObserver(client, { ...options, retry: false });
  let result = observer.getCurrentResult();
  const progress = (): PagesProgress<P> => ({ data: result.data, complete: result.data !== undefined && !result.hasNextPage });
  async function nextPage() {
    const next = await observer.fetchNextPage();
    if (next.error && (next.isFetchNextPageError || next.data === undefined)) throw next.error;
    return next;
  }
  try {
    while (!signal.aborted && (result.data === undefined || result.hasNextPage)) {
      result = await pacedAttempts(nextPage, pacer, signal);
      onProgress?.(progress());
    }
    return { ...progress(), error: null, stopped: signal.aborted && !progress().complete };
  } catch (error) {
    result = observer.getCurrentResult();
    if (signal.aborted) return { ...progress(), error: null, stopped: true };
    return { ...progress(), error, stopped: false };
  }
}
