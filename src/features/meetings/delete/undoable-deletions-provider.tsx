import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNotifications } from '@/components/notifications';
import { createUndoableDeletions, type UndoableDeletions } from './undoable-deletions';

const UndoableDeletionsContext = createContext<UndoableDeletions | null>(null);

export function useUndoableDeletions(): UndoableDeletions {
  const deletions = useContext(UndoableDeletionsContext);
  if (!deletions) throw new Error('useUndoableDeletions needs an <UndoableDeletionsProvider>');
  return deletions;
}

/** Ids of meetings waiting out their undo window. */
export function usePendingDeletionIds(): ReadonlySet<string> {
  const deletions = useUndoableDeletions();
  return useSyncExternalStore(deletions.subscribe, deletions.getPendingIds);
}

/** Ids lists leave out: waiting out their undo window, or deleted in this session. */
export function useHiddenMeetingIds(): ReadonlySet<string> {
  const deletions = useUndoableDeletions();
  return useSyncExternalStore(deletions.subscribe, deletions.getHiddenIds);
}

/** Keeps pending deletions alive across navigation, and sends them if the page is hidden or closed. */
export function UndoableDeletionsProvider({ children }: { children: ReactNode }) {
  const notifications = useNotifications();
  const [deletions] = useState(() => createUndoableDeletions(notifications));

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') deletions.flush();
    };
    window.addEventListener('pagehide', deletions.flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', deletions.flush);
      document.removeEventListener('visibilitychange', onHide);
      deletions.dispose();
    };
  }, [deletions]);

  return <UndoableDeletionsContext value={deletions}>{children}</UndoableDeletionsContext>;
}
