import type { SavedRow } from '../storage/library-db';

/** An ISO time as a number to order by; a missing or unreadable one before every other. */
export const timeOf = (iso: string | null) => (iso === null ? -Infinity : Date.parse(iso) || -Infinity);

/** Newest first, as the API lists them; items without a readable time last. */
export const newestFirst =
  <T>(timeOfItem: (item: T) => string | null) =>
  (a: T, b: T) =>
    timeOf(timeOfItem(b)) - timeOf(timeOfItem(a)) || 0;

/** A list's rows in the API's order: newest start first. */
export const byStartNewestFirst = newestFirst((row: SavedRow) => row.summary.startTime);
