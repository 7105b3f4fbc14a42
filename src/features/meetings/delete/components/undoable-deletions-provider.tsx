import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { NotificationsApi } from '@/components/notification';
import { useNotifications } from '@/components/notifications';
import { createHiddenMeetings, type HiddenMeetings } from '../state/hidden-meetings';
import type { UndoableDeletions } from '../state/undoable-deletions';

/**
 * Above the routes, because the user is back on a list while a deletion waits out its undo window.
 * The deleting itself is attached by the first screen that deletes (use-undoable-deletions.ts), so
 * its code is not in the first screen's JavaScript.
 */
export interface DeletionsSlot {
  hidden: HiddenMeetings;
  notifications: NotificationsApi;
  deletions: UndoableDeletions | null;
}

export const DeletionsContext = createContext<DeletionsSlot | null>(null);

export function useDeletionsSlot(): DeletionsSlot {
  const slot = useContext(DeletionsContext);
  if (!slot) throw new Error('Deletions need an <UndoableDeletionsProvider>');
  return slot;
}

/** Ids of meetings waiting out their undo window. */
export function usePendingDeletionIds(): ReadonlySet<string> {
  const { hidden } = useDeletionsSlot();
  return useSyncExternalStore(hidden.subscribe, hidden.getPendingIds);
}

/** Ids lists leave out: waiting out their undo window, or deleted in this session. */
export function useHiddenMeetingIds(): ReadonlySet<string> {
  const { hidden } = useDeletionsSlot();
  return useSyncExternalStore(hidden.subscribe, hidden.getHiddenIds);
}

/** Ids of meetings the service accepted to delete (202) and may still list: their rows say so. */
export function useAcceptedDeletionIds(): ReadonlySet<string> {
  const { hidden } = useDeletionsSlot();
  return useSyncExternalStore(hidden.subscribe, hidden.getAcceptedIds);
}

/** Keeps pending deletions alive across navigation, and sends them if the page is hidden or closed. */
export function UndoableDeletionsProvider({ children }: { children: ReactNode }) {
  const notifications = useNotifications();
  const [slot] = useState<DeletionsSlot>(() => ({ hidden: createHiddenMeetings(), notifications, deletions: null }));

  useEffect(() => {
    const flush = () => slot.deletions?.flush();
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      slot.deletions?.dispose();
    };
  }, [slot]);

  return <DeletionsContext value={slot}>{children}</DeletionsContext>;
}
