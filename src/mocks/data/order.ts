/** Newest first, ties by id: the one order every mock list is served in (and its cursors rely on). */
export function newestFirst(a: { sortKey: string; id: string }, b: { sortKey: string; id: string }): number {
  if (a.sortKey !== b.sortKey) return a.sortKey < b.sortKey ? 1 : -1;
  if (a.id !== b.id) return a.id < b.id ? 1 : -1;
  return 0;
}
