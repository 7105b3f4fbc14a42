import type { InfiniteData } from '@tanstack/react-query';

/** A page of a cursor-paged list, and how to find its items. */
interface Page {
  nextCursor: string | null;
}
type ItemsOf<P> = (page: P) => readonly { id: string | null }[];

/**
 * Whether the server has started repeating itself after `page`: it hands back a cursor already
 * followed (which leads to pages already shown, maybe in a loop), or the page brought no row that
 * earlier pages had not. Paging stops there, and the list says it may be incomplete.
 */
function repeats<P extends Page>(page: P, earlier: readonly P[], cursorsFollowed: readonly unknown[], itemsOf: ItemsOf<P>): boolean {
  if (page.nextCursor !== null && cursorsFollowed.includes(page.nextCursor)) return true;
  const items = itemsOf(page);
  if (earlier.length === 0 || items.length === 0 || items.some((item) => item.id === null)) return false;
  const seen = new Set(earlier.flatMap((p) => itemsOf(p).map((item) => item.id)));
  return items.every((item) => seen.has(item.id));
}

/**
 * Paging by opaque cursor for `infiniteQueryOptions`: start without one, then follow `nextCursor`
 * until it is absent, or until the server repeats itself (a server that does would otherwise page,
 * and grow the list, forever).
 */
export function cursorPaging<P extends Page>(itemsOf: ItemsOf<P>) {
  return {
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage: P, pages: P[], _lastPageParam: string | undefined, pageParams: (string | undefined)[]) =>
      lastPage.nextCursor && !repeats(lastPage, pages.slice(0, -1), pageParams, itemsOf) ? lastPage.nextCursor : undefined,
  };
}

export interface DistinctRows<T> {
  /** The rows of every page, each id once (where it first came); rows without an id are all kept. */
  rows: T[];
  /** Paging stopped because the server repeated itself: there may be more it did not send. */
  mayBeIncomplete: boolean;
}

/** What a cursor-paged list shows: distinct rows, and whether the server's paging broke down. */
export function distinctRows<P extends Page, T extends { id: string | null }>(
  data: InfiniteData<P, unknown> | undefined,
  itemsOf: (page: P) => readonly T[],
): DistinctRows<T> {
  if (!data) return { rows: [], mayBeIncomplete: false };
  const seen = new Set<string>();
  const rows = data.pages.flatMap(itemsOf).filter((row) => {
    if (row.id === null) return true;
    if (seen.has(row.id)) return false;
    seen.add(row.id);
    return true;
  });
  const last = data.pages.at(-1);
  const mayBeIncomplete = last !== undefined && repeats(last, data.pages.slice(0, -1), data.pageParams, itemsOf);
  return { rows, mayBeIncomplete };
}
