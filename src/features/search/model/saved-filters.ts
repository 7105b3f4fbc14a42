import { parseScope } from '@/core/scope';
import { dayRangeToInstants, type DayRange } from '@/lib/dates/day-range';
import type { ParamValues } from '@/lib/routing/url-params';
import { SEARCH_URL } from '@/screens/search-filters';
import type { SavedSearch } from './saved-copy';

/** The filters only a search of the copy has, kept in the URL beside the query and its dates. */
export const SAVED_URL = ['scope', 'speaker', 'attendee', 'tag'] as const;
export type SavedUrl = ParamValues<(typeof SAVED_URL)[number]>;

/** The search page's URL: the query and its dates (what the API is asked too), then the copy's filters. */
export const SEARCH_PAGE_URL = [...SEARCH_URL, ...SAVED_URL] as const;

const given = (value: string | null | undefined) => value?.trim() || null;

/** What the copy is asked: the words as typed, the filters, and the calendar days as instants. */
export function savedSearchFrom(text: string, filters: SavedUrl, range: DayRange): SavedSearch {
  const { startDate, endDate } = dayRangeToInstants(range);
  return {
    text,
    scope: parseScope(filters.scope ?? undefined),
    speaker: given(filters.speaker),
    attendee: given(filters.attendee),
    tag: given(filters.tag),
    from: startDate ? Date.parse(startDate) : null,
    // The range's end is the last millisecond of its day; the search's end is exclusive.
    to: endDate ? Date.parse(endDate) + 1 : null,
  };
}
