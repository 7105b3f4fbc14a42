import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { appStore } from './app-store';

/**
 * The queries whose data stands in for the network's: a copy kept on this device answered them (the
 * meeting library, when the network is missing), by query hash, with when that copy was last brought
 * up to date (null: never to its end). The library writes it; a screen that reads many lists (series,
 * Insights) asks it, to say where its figures came from. The data itself is read as any other.
 */
export const copyAnswers = appStore<ReadonlyMap<string, number | null>>(() => new Map());

/**
 * The queries a bulk read waited on, offline, that the copy was asked for and does not hold (a meeting
 * listed but whose details were never saved): the library lets their reads go, failed, rather than
 * paused until the network is back. By query hash; the library writes it, the bulk reader reads it.
 */
export const copyMisses = appStore<ReadonlySet<string>>(() => new Set());

/** Why such a read failed, in the words a screen shows after "Could not be read: ". */
const NOT_ON_THIS_DEVICE = 'Not saved on this device, and you are offline.';

/** The error a read the copy could not answer failed for; undefined when the copy was not asked, or held it. */
export function copyMissed(client: QueryClient, queryKey: QueryKey): Error | undefined {
  return copyMisses.get(client).has(hashKey(queryKey)) ? new Error(NOT_ON_THIS_DEVICE) : undefined;
}

/** When the copy that answered the query was saved (null: not known); undefined: the network answered it. */
export function copySavedAt(client: QueryClient, queryKey: QueryKey): number | null | undefined {
  const answers = copyAnswers.get(client);
  const hash = hashKey(queryKey);
  return answers.has(hash) ? (answers.get(hash) ?? null) : undefined;
}

/** The older of two answers' copies: what a screen reading both says it shows. */
export function olderCopy(a: number | null | undefined, b: number | null | undefined): number | null | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return a === null || b === null ? null : Math.min(a, b);
}

/**
 * The oldest copy among the answers of the items read (`read` has their ids): what a screen that read
 * them all, after what it read `from`, says it shows (undefined: the network answered each).
 */
export function oldestCopy(
  client: QueryClient,
  items: readonly { id: string; query: { queryKey: QueryKey } }[],
  read: { has: (id: string) => boolean },
  from?: number | null,
): number | null | undefined {
  return items.reduce<number | null | undefined>(
    (older, { id, query }) => (read.has(id) ? olderCopy(older, copySavedAt(client, query.queryKey)) : older),
    from,
  );
}
