/**
 * What lists do with meetings being deleted: leave out those waiting out their undo window
 * (pending) or deleted in this session, and mark those the service accepted to delete later (a
 * DELETE answered 202): still listed, since they are, until a list fetched later no longer has them
 * (accepted-deletions.ts keeps them for the tab). The first screen needs only this; the deleting
 * itself (undoable-deletions.ts) loads with the meeting page.
 */
export function createHiddenMeetings() {
  const listeners = new Set<() => void>();
  let pendingIds: ReadonlySet<string> = new Set();
  let hiddenIds: ReadonlySet<string> = new Set();
  let acceptedIds: ReadonlySet<string> = new Set();
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
    getAcceptedIds: () => acceptedIds,
    set(pending: Iterable<string>, deleted: Iterable<string>): void {
      pendingIds = new Set(pending);
      hiddenIds = new Set([...pendingIds, ...deleted]);
      changed();
    },
    /** The service accepted these meetings' DELETEs (202): they are never sent again by themselves. */
    accept(meetingIds: Iterable<string>): void {
      acceptedIds = new Set([...acceptedIds, ...meetingIds]);
      changed();
    },
  };
}

export type HiddenMeetings = ReturnType<typeof createHiddenMeetings>;
