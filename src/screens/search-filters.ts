import { isFilterTooLong } from '@/api/filter-limits';
import type { SearchParams } from '@/api/search';
import { dayRangeToInstants } from '@/lib/dates/day-range';
import type { ParamValues } from '@/lib/routing/url-params';

/** Typing pauses this long before a search is sent (the search page, the command palette). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The search page's URL: the query as searched and the calendar days it is limited to. */
export const SEARCH_URL = ['q', 'from', 'to'] as const;
export type SearchUrl = ParamValues<(typeof SEARCH_URL)[number]>;

export type SearchFilters = SearchParams & { startDate?: string; endDate?: string };

/**
 * URL values → what the API is asked, or null when there is nothing to search for (the API needs a
 * non-blank query) or the query is too long to send (the page says so). The page and its route
 * prefetch both ask through here.
 */
export function searchFromUrl({ q, from, to }: SearchUrl): SearchFilters | null {
  const query = q?.trim() ?? '';
  return query && !isFilterTooLong(query) ? { query, ...dayRangeToInstants({ from, to }) } : null;
}
