import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { copyMissed } from '@/lib/query/copy-answers';
import { pacedAttempts } from './paced-attempts';
import type { Pacer } from './token-bucket';

/** One of the many reads: an id the caller knows it by, and the query (an existing factory's) that reads it. */
export interface BulkItem<T, K extends QueryKey = QueryKey> {
  id: string;
  query: FetchQueryOptions<T, Error, T, K>;
}

/** An item's outcome. An item not in the results was not read (the read was stopped first). */
export type ItemResult<T> = { status: 'read'; data: T } | { status: 'failed'; error: unknown };

export interface ItemsProgress<T> {
  total: number;
  /** Read, and failed: an item that could not be read is never counted as read, nor as empty. */
  read: number;
  failed: number;
  results: ReadonlyMap<string, ItemResult<T>>;
}

export interface BulkReadOptions {
  pacer: Pacer;
  /** Stop: no request is sent after it aborts (one in flight lands in the cache). */
  signal: AbortSignal;
}

export interface ItemsReadOptions<T> extends BulkReadOptions {
  /** Called after each item with everything known so far, for a screen to show as it arrives. */
  onProgress?: (progress: ItemsProgress<T>) => void;
  /** Requests in flight at once; the pacer sets the rate whatever this is. */
  concurrency?: number;
}

export interface ItemsOutcome<T> extends ItemsProgress<T> {
  stopped: boolean;
}

/** Whether the cache already holds a fresh answer, which costs no request (and no token). */
function cachedFresh<T, K extends QueryKey>(client: QueryClient, query: FetchQueryOptions<T, Error, T, K>): boolean {
  // By its hash, as the client itself looks a query up: `find` hashes the key again for every query
  // cached, for each item read, which over 5,000 meetings made reading one a long task.
  const cached = client.getQueryCache().get(client.defaultQueryOptions(query).queryHash);
  const staleTime = typeof query.staleTime === 'number' ? query.staleTime : 0;
  return cached?.state.data !== undefined && !cached.isStaleByTime(staleTime);
}

/**
 * Reads many items (a meeting each, say) through TanStack Query's cache, at the pacer's rate: what
 * is cached and fresh is not asked again, and what is read is cached for the screens. Each item ends
 * read or failed (with its error); stopping leaves the rest unread, and the results keep what was read.
 */
export async function readItems<T, K extends QueryKey>(
  client: QueryClient,
  items: readonly BulkItem<T, K>[],
  { pacer, signal, onProgress, concurrency = 2 }: ItemsReadOptions<T>,
): Promise<ItemsOutcome<T>> {
  const results = new Map<string, ItemResult<T>>();
  let read = 0;
  let failed = 0;
  const snapshot = (): ItemsProgress<T> => ({ total: items.length, read, failed, results: new Map(results) });
  let next = 0;

  async function worker() {
    while (next < items.length && !signal.aborted) {
      const item = items[next++];
      if (!item) return;
      const query = { ...item.query, retry: false };
      try {
        const data = cachedFresh(client, query)
          ? await client.fetchQuery(query)
          : await pacedAttempts(() => client.fetchQuery(query), pacer, signal);
        results.set(item.id, { status: 'read', data });
        read += 1;
      } catch (error) {
        if (signal.aborted) return;
        // Offline, the copy on this device let the read go (cancelled it) for want of the item: that is why.
        results.set(item.id, { status: 'failed', error: copyMissed(client, query.queryKey) ?? error });
        failed += 1;
      }
      onProgress?.(snapshot());
    }
  }

  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return { ...snapshot(), stopped: signal.aborted && read + failed < items.length };
}
