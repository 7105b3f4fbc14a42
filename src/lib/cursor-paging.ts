/**
 * Paging by opaque cursor for `infiniteQueryOptions`: start without one, then follow `nextCursor`
 * until it is absent. A server that hands back the cursor it was given would otherwise page forever.
 */
export const cursorPaging = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage: { nextCursor: string | null }, _pages: unknown, lastPageParam: string | undefined): string | undefined =>
    lastPage.nextCursor && lastPage.nextCursor !== lastPageParam ? lastPage.nextCursor : undefined,
};
