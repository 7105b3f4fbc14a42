/**
 * Which meetings the lists leave out while deletions are under way: waiting out their undo window
 * (pending), or deleted in this session. The first screen needs only this; the deleting itself
 * (undoable-deletions.ts) loads with the meeting page, the one place a deletion starts.
 */
export function createHiddenMeetings() {
  const listeners = new Set<() => void>();
  let pendingIds: ReadonlySet<string> = new Set();
  let hiddenIds: ReadonlySet<string> = new Set();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Waiting out their undo window. */
    getPendingIds: () => pendingIds,
    /** What lists leave out: pending, or deleted in this session. */
    getHiddenIds: () => hiddenIds,
    set(pending: Iterable<string>, deleted: Iterable<string>): void {
      pendingIds = new Set(pending);
      hiddenIds = new Set([...pendingIds, ...deleted]);
      listeners.forEach((listener) => listener());
    },
  };
}

export type HiddenMeetings = ReturnType<typeof createHiddenMeetings>;
