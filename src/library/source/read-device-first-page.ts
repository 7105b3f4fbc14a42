import { scopedOperation } from '@/api/operations';
import type { Scope } from '@/core/scope';
import type { ScreenRequest } from '@/lib/routing/screen';
import { byStartNewestFirst } from '../model/newest-first';
import type { SavedRow } from '../storage/library-db';
import { libraryName } from '../storage/library-name';
import { unfilteredFirstPage, type DeviceFirstPage } from './device-first-page';

/**
 * Reads the landing list's first page from the key's copy, for the page's inline start: IndexedDB's
 * own interface rather than the library's (`idb`, its schema's upgrades), so that the page carries a
 * few hundred bytes, and the read starts beside the network's request instead of after the app's code.
 * It only reads: a key without a copy opens nothing and leaves nothing behind.
 */
export function readDeviceFirstPageFor(
  requests: readonly ScreenRequest[],
  apiKey: string | null,
): Promise<DeviceFirstPage | null> | undefined {
  if (!apiKey || typeof indexedDB === 'undefined' || !globalThis.crypto?.subtle) return undefined;
  for (const { operation, params } of requests) {
    const scope = (['me', 'workspace'] as const).find((candidate) => scopedOperation(candidate, 'listMeetings') === operation);
    const list = scope && unfilteredFirstPage(scope, params);
    // A copy that cannot be read shows nothing early: the network's rows come as without one.
    if (list) return readFirstPage(apiKey, list).catch(() => null);
  }
  return undefined;
}

async function readFirstPage(apiKey: string, { scope, limit }: { scope: Scope; limit: number }): Promise<DeviceFirstPage | null> {
  const db = await openExisting(await libraryName(apiKey));
  if (!db) return null;
  // Another tab removing the copy is not held up by this read.
  db.onversionchange = () => db.close();
  try {
    // Rows are keyed [scope, id]: the scope's are every key from [scope] up to [scope, []] (arrays after strings).
    const scoped = IDBKeyRange.bound([scope], [scope, []]);
    const rows = await result<SavedRow[]>(db.transaction('rows').objectStore('rows').getAll(scoped));
    if (rows.length === 0) return null;
    const meetings = rows
      .sort(byStartNewestFirst)
      .slice(0, limit)
      .map((row) => row.summary);
    return { scope, limit, page: { meetings, nextCursor: null } };
  } finally {
    db.close();
  }
}

/** The key's database if the device has it; null, creating nothing, if not. */
async function openExisting(name: string): Promise<IDBDatabase | null> {
  // Asked first where the browser can say: then nothing is opened at all for a key without a copy.
  if (typeof indexedDB.databases === 'function' && !(await indexedDB.databases()).some((database) => database.name === name)) return null;
  return new Promise((resolve) => {
    const request = indexedDB.open(name);
    // Elsewhere an upgrade on opening without a version means there was none: undone, the database is not created.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

function result<T>(request: IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
  });
}
