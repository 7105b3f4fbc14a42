import { useEffect, useMemo, useRef, useState } from 'react';
import type { SavedCopy } from '@/features/search/model/saved-copy';
import { librarySearcher, type LibrarySearcher } from '../search/library-searcher';
import { useLibrary } from './use-library';

/**
 * The search page's copy (`UseSavedCopy`): whether the key in use has a library, and a searcher of
 * it, read again each time a sync finishes (a new version, so the page asks again).
 */
export function useLibrarySearch(): SavedCopy {
  const { state, view } = useLibrary();
  const sync = state.kind === 'present' ? state.sync : null;
  const [open, setOpen] = useState<{ name: string; searcher: LibrarySearcher } | 'failed' | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!sync) return;
    let current = true;
    let made: LibrarySearcher | null = null;
    sync.library().then(
      ({ name }) => {
        if (!current) return;
        made = librarySearcher(name);
        setOpen({ name, searcher: made });
      },
      // No storage: the page searches through the API.
      () => current && setOpen('failed'),
    );
    return () => {
      current = false;
      made?.close();
      setOpen(null);
    };
  }, [sync]);

  // A sync that finished saved more (or dropped some): the index is read again.
  const synced = useRef(view.lastSyncAt);
  useEffect(() => {
    if (!open || open === 'failed' || synced.current === view.lastSyncAt) return;
    synced.current = view.lastSyncAt;
    open.searcher.reload();
    setVersion((v) => v + 1);
  }, [open, view.lastSyncAt]);

  return useMemo((): SavedCopy => {
    if (state.kind === 'checking' || (sync && !open)) return { kind: 'checking' };
    if (!open || open === 'failed') return { kind: 'none' };
    return { kind: 'present', name: open.name, version, updatedAt: view.lastSyncAt, search: open.searcher.search };
  }, [state.kind, sync, open, version, view.lastSyncAt]);
}
