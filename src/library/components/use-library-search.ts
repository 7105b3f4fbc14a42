import { useEffect, useMemo, useState } from 'react';
import type { SavedCopy } from '@/features/search/model/saved-copy';
import { sharedSearcher, type LibrarySearcher } from '../search/library-searcher';
import { useLibrary } from './use-library';

/**
 * The search page's copy (`UseSavedCopy`): whether the key in use has a library, and the tab's
 * searcher of it (kept after the page, for the next visit), whose version changes each time a sync's
 * changes are in its index (so the page asks again).
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

  // Told of each sync (once, whoever tells it first), the searcher reads its changes when the user
  // pauses, and says when they are in: the page asks again.
  useEffect(() => {
    if (!open || open === 'failed') return;
    sharedSearcher(open.name, view.lastSyncAt);
  }, [open, view.lastSyncAt]);
  useEffect(() => {
    if (!open || open === 'failed') return;
    return open.searcher.onChange(() => setVersion((v) => v + 1));
  }, [open]);

  return useMemo((): SavedCopy => {
    if (state.kind === 'checking' || (sync && !open)) return { kind: 'checking' };
    if (!open || open === 'failed') return { kind: 'none' };
    return { kind: 'present', name: open.name, version, updatedAt: view.lastSyncAt, search: open.searcher.search };
  }, [state.kind, sync, open, version, view.lastSyncAt]);
}
