import { useEffect, useMemo, useRef, useState } from 'react';
import type { SavedCopy } from '@/features/search/model/saved-copy';
import { sharedSearcher, type LibrarySearcher } from '../search/library-searcher';
import { useLibrary } from './use-library';

/**
 * The search page's copy (`UseSavedCopy`): whether the key in use has a library, and the tab's
 * searcher of it (kept after the page, for the next visit), read again each time a sync finishes (a
 * new version, so the page asks again).
 */
export function useLibrarySearch(): SavedCopy {
  const { state, view } = useLibrary();
  const sync = state.kind === 'present' ? state.sync : null;
  const [open, setOpen] = useState<{ name: string; searcher: LibrarySearcher } | 'failed' | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!sync) return;
    let current = true;
    sync.library().then(
      ({ name }) => current && setOpen({ name, searcher: sharedSearcher(name, sync.getView().lastSyncAt) }),
      // No storage: the page searches through the API.
      () => current && setOpen('failed'),
    );
    return () => {
      current = false;
      setOpen(null);
    };
  }, [sync]);

  // A sync that finished saved more (or dropped some): the index is read again (once, whoever asks
  // first), and the page asks again.
  const synced = useRef(view.lastSyncAt);
  useEffect(() => {
    if (!open || open === 'failed' || synced.current === view.lastSyncAt) return;
    synced.current = view.lastSyncAt;
    sharedSearcher(open.name, view.lastSyncAt);
    setVersion((v) => v + 1);
  }, [open, view.lastSyncAt]);

  return useMemo((): SavedCopy => {
    if (state.kind === 'checking' || (sync && !open)) return { kind: 'checking' };
    if (!open || open === 'failed') return { kind: 'none' };
    return { kind: 'present', name: open.name, version, updatedAt: view.lastSyncAt, search: open.searcher.search };
  }, [state.kind, sync, open, version, view.lastSyncAt]);
}
