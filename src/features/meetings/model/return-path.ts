/** What a meeting row puts in the history entry it opens: the list it was on (with its filters). */
export interface FromListState {
  from?: string;
}

/** The list the user came from, else `fallback`; never anything but a path of this app. */
export function returnPathFrom(state: unknown, fallback: string): string {
  const from = (state as FromListState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}
