import { perKeyName } from '@/lib/session/per-key-storage';

/** Where this tab keeps the deletions the service accepted but may not have done yet. */
const ACCEPTED = 'meetings.acceptedDeletions';

function readAccepted(): ReadonlySet<string> {
  try {
    const ids: unknown = JSON.parse(sessionStorage.getItem(perKeyName(ACCEPTED)) ?? '[]');
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * What lists do with meetings being deleted: leave out those waiting out their undo window
 * (pending) or deleted in this session, and mark those the service accepted to delete later (a
 * DELETE answered 202): still listed, since they are, until a list fetched later no longer has them.
 * The accepted ones are kept for this tab (sessionStorage), so a reload still marks them. The first
 * screen needs only this; the deleting itself (undoable-deletions.ts) loads with the meeting page.
 */
export function createHiddenMeetings() {
  const listeners = new Set<() => void>();
  let pendingIds: ReadonlySet<string> = new Set();
  let hiddenIds: ReadonlySet<string> = new Set();
  let acceptedIds: ReadonlySet<string> | null = null;
  const changed = () => listeners.forEach((listener) => listener());
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Waiting out their undo window. */
    getPendingIds: () => pendingIds,
    /** What lists leave out: pending, or deleted in this session. */
    getHiddenIds: () => hiddenIds,
    /** Accepted by the service, not known to be done: lists mark them. */
    getAcceptedIds: () => (acceptedIds ??= readAccepted()),
    set(pending: Iterable<string>, deleted: Iterable<string>): void {
      pendingIds = new Set(pending);
      hiddenIds = new Set([...pendingIds, ...deleted]);
      changed();
    },
    /** The service accepted this meeting's DELETE (202): it is never sent again by itself. */
    accept(meetingId: string): void {
      acceptedIds = new Set([...(acceptedIds ?? readAccepted()), meetingId]);
      try {
        sessionStorage.setItem(perKeyName(ACCEPTED), JSON.stringify([...acceptedIds]));
      } catch {
        // Kept for this page only.
      }
      changed();
    },
  };
}

export type HiddenMeetings = ReturnType<typeof createHiddenMeetings>;
