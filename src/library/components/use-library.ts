import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useKeyInUse } from '@/lib/session/use-api-key';
import { dropAppFilesUnlessALibraryIsLeft, keepAppFilesOffline } from '../offline/app-files-offline';
import { closeSharedSearcher } from '../search/library-searcher';
import { hasLibrary, removeLibrary } from '../storage/library-db';
import { isLibraryStorageError } from '../storage/storage-problem';
import { createLibrarySync, type LibrarySync, type LibrarySyncView } from '../sync/library-sync';

/** One sync per key and query client (one per tab): every screen showing the library shares it. */
const syncs = new WeakMap<QueryClient, Map<string, LibrarySync>>();
/** Every `useLibrary` in the tab hears that a copy was kept or dropped by another (the Connect screen's opt-in). */
const syncsChanged = new Set<() => void>();
const announce = () => syncsChanged.forEach((listener) => listener());

function syncFor(client: QueryClient, key: string): LibrarySync {
  let byKey = syncs.get(client);
  if (!byKey) syncs.set(client, (byKey = new Map<string, LibrarySync>()));
  let sync = byKey.get(key);
  if (!sync) {
    sync = createLibrarySync({ client, key });
    byKey.set(key, sync);
  }
  return sync;
}

function dropSync(client: QueryClient, key: string): void {
  syncs.get(client)?.get(key)?.dispose();
  syncs.get(client)?.delete(key);
}

/** Deletes a key's copy whole (the key being forgotten): this tab's sync first, then the database (and the app's files, the last copy gone). */
export async function removeLibraryOf(client: QueryClient, key: string): Promise<void> {
  dropSync(client, key);
  // Its search worker would write its index again.
  closeSharedSearcher();
  await removeLibrary(key);
  await dropAppFilesUnlessALibraryIsLeft();
}

const NO_SYNC: LibrarySyncView = { role: 'idle', paused: false, progress: null, lastSyncAt: null };
const noSubscription = () => () => {};

export type LibraryState =
  | { kind: 'checking' }
  | { kind: 'none' }
  | { kind: 'present'; sync: LibrarySync }
  /** The device gave no storage (`LibraryStorageError`'s words). */
  | { kind: 'refused'; message: string };

/** The key in use's library in this tab: whether there is one, its sync's view, and opting in or out. */
export function useLibrary() {
  const client = useQueryClient();
  const key = useKeyInUse();
  // What was found for which key: another key in use is being checked until its answer comes.
  const [found, setFound] = useState<{ key: string; state: LibraryState } | null>(null);
  const setState = useCallback((state: LibraryState) => key && setFound({ key, state }), [key]);
  // Counts the tab's copies kept or dropped elsewhere: each one checks again.
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    const listener = () => setChanges((count) => count + 1);
    syncsChanged.add(listener);
    return () => void syncsChanged.delete(listener);
  }, []);

  useEffect(() => {
    if (!key) return;
    let current = true;
    hasLibrary(key).then(
      (present) => {
        if (!current) return;
        if (!present) return setFound({ key, state: { kind: 'none' } });
        const sync = syncFor(client, key);
        setFound({ key, state: { kind: 'present', sync } });
        sync.start();
      },
      () => current && setFound({ key, state: { kind: 'none' } }),
    );
    return () => {
      current = false;
    };
  }, [client, key, changes]);

  const kept: LibraryState = !key ? { kind: 'none' } : found?.key === key ? found.state : { kind: 'checking' };
  const sync = kept.kind === 'present' ? kept.sync : null;
  const view = useSyncExternalStore(sync?.subscribe ?? noSubscription, sync?.getView ?? (() => NO_SYNC));
  // Removed in another tab: nothing of it is left here either.
  const state: LibraryState = view.role === 'removed' ? { kind: 'none' } : kept;
  useEffect(() => {
    if (view.role === 'removed' && key) dropSync(client, key);
  }, [view.role, client, key]);

  const keepCopy = useCallback(async () => {
    if (!key) return;
    const created = syncFor(client, key);
    try {
      await created.library();
    } catch (error) {
      dropSync(client, key);
      setState({ kind: 'refused', message: isLibraryStorageError(error) ? error.message : 'The copy could not be created.' });
      return;
    }
    setState({ kind: 'present', sync: created });
    created.start();
    keepAppFilesOffline().catch(() => {});
    announce();
  }, [client, key, setState]);

  const removeCopy = useCallback(async () => {
    if (!key) return;
    await syncs.get(client)?.get(key)?.remove();
    syncs.get(client)?.delete(key);
    closeSharedSearcher();
    await removeLibrary(key);
    await dropAppFilesUnlessALibraryIsLeft();
    setState({ kind: 'none' });
    announce();
  }, [client, key, setState]);

  return { state, view, keepCopy, removeCopy };
}
