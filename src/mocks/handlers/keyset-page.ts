import { MockHttpError } from './mock-route';

/**
 * Keyset pagination over a list sorted by (sortKey desc, id desc). The cursor names the last item
 * served, so deleting records between pages neither skips nor repeats any.
 */
export function keysetPage<T>(
  items: readonly T[],
  { limit, cursor }: { limit: number; cursor: string | null },
  keyOf: (item: T) => { sortKey: string; id: string },
): { page: T[]; nextCursor: string | null } {
  let rest = items;
  if (cursor !== null) {
    const [sortKey, id] = decodeCursor(cursor);
    rest = items.filter((item) => {
      const k = keyOf(item);
      return k.sortKey < sortKey || (k.sortKey === sortKey && k.id < id);
    });
  }
  const page = rest.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rest.length > limit && last ? encodeCursor(keyOf(last)) : null;
  return { page, nextCursor };
}

function encodeCursor({ sortKey, id }: { sortKey: string; id: string }): string {
  return btoa(JSON.stringify([sortKey, id])).replace(/=+$/, '');
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(atob(cursor));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) {
      return [value[0] as string, value[1] as string];
    }
  } catch {
    // fall through to the 400 below
  }
  throw new MockHttpError(400, 'cursor is invalid');
}
