import { dayRangeToInstants } from '@/lib/day-range';
import type { ParamValues } from '@/lib/url-params';
import type { SearchFilters } from './search-queries';

/** The search page's URL: the query as searched and the calendar days it is limited to. */
export const SEARCH_PARAMS = ['q', 'from', 'to'] as const;
export type SearchParams = ParamValues<(typeof SEARCH_PARAMS)[number]>;

/**
 * URL values → what the API is asked, or null when there is nothing to search for (the API needs a
 * non-blank query). Shared by the page and the route prefetch, so both ask the same.
 */
export function searchRequest({ q, from, to }: SearchParams): SearchFilters | null {
  const query = q?.trim() ?? '';
  return query ? { query, ...dayRangeToInstants({ from, to }) } : null;
}
