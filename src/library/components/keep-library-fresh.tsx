import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/scheduling/when-idle';
import { keepAppFilesOffline } from '../offline/app-files-offline';
import { closeSharedSearcher, sharedSearcher } from '../search/library-searcher';
import { answerQueriesFromLibrary, type LibrarySource } from '../source/answer-queries';
import { OfflineLine } from './offline-line';
import { useLibrary } from './use-library';

/**
 * The key's copy on every screen, not only while the Connect screen is open. Finding the copy starts
 * its sync (each visit), and the window's focus and the network's return start it again; the sync
 * itself skips a copy that is paused, being written by another tab, or synced within `FRESH_FOR_MS`,
 * so a focus soon after a sync costs nothing. Meanwhile the copy answers the screens' queries it can
 * (source/answer-queries.ts), and the offline line says when they show it for want of a network.
 * With a copy, the app's own files are kept on this device too, for a start without a network
 * (../offline). Its search worker starts when idle and reads the index kept on the device, so that
 * Search finds it read (decision 0017). Loaded by the app after the first screen, when idle.
 */
export default function KeepLibraryFresh() {
  const client = useQueryClient();
  const { state, view } = useLibrary();
  const sync = state.kind === 'present' ? state.sync : null;
  const [source, setSource] = useState<LibrarySource | null>(null);
  const [name, setName] = useState<string | null>(null);

  useEffect(() => {
    if (!sync) return;
    // A worker that fails to register leaves the app as it was: online only.
    keepAppFilesOffline().catch(() => {});
    const onFocus = () => sync.start();
    window.addEventListener('focus', onFocus);
    const unsubscribe = onlineManager.subscribe((online) => online && sync.start());
    return () => {
      window.removeEventListener('focus', onFocus);
      unsubscribe();
    };
  }, [sync]);

  useEffect(() => {
    if (!sync) return;
    let current = true;
    let opened: LibrarySource | null = null;
    sync.library().then(
      (library) => {
        if (!current) return;
        opened = answerQueriesFromLibrary(client, library, { isSyncing: () => sync.getView().role === 'writing' });
        setSource(opened);
        setName(library.name);
      },
      // A copy that cannot be opened answers nothing: the screens read the network as without one.
      () => undefined,
    );
    return () => {
      current = false;
      opened?.dispose();
      setSource(null);
      setName(null);
      // Another key's, or none: the search worker goes (the next one reads its own library).
      closeSharedSearcher();
    };
  }, [client, sync]);

  // Started once idle, and told of each sync's changes. Only where workers run: elsewhere (the tests'
  // jsdom) the index would be read on the page, and Search reads it when it opens.
  const lastSyncAt = view.lastSyncAt;
  useEffect(() => {
    if (!name || typeof Worker === 'undefined') return;
    return whenIdle(() => void sharedSearcher(name, lastSyncAt));
  }, [name, lastSyncAt]);

  return source ? <OfflineLine source={source} lastSyncAt={view.lastSyncAt} progress={view.progress} /> : null;
}
