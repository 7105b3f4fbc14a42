import type { Scope } from '@/lib/scope';

/**
 * Every screen's URL in one place, so features link to each other without importing each other.
 * Filters live in the query string; absent or empty values are left out.
 */
type SearchValues = Record<string, string | undefined | null>;

function withSearch(pathname: string, values: SearchValues = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

export interface MeetingListSearch {
  from?: string | null;
  to?: string | null;
  tag?: string | null;
  member?: string | null;
}

export interface TaskBoardSearch {
  from?: string | null;
  to?: string | null;
  member?: string | null;
  meeting?: string | null;
  group?: string | null;
}

export interface SearchPageSearch {
  q?: string | null;
  from?: string | null;
  to?: string | null;
}

export const paths = {
  home: () => '/',
  meetings: (scope: Scope, search?: MeetingListSearch) => withSearch(`/${scope}/meetings`, { ...search }),
  /** `find` pre-fills the transcript search (used when opening a search hit). */
  meeting: (scope: Scope, meetingId: string, search?: { find?: string | null }) =>
    withSearch(`/${scope}/meetings/${encodeURIComponent(meetingId)}`, { ...search }),
  tasks: (scope: Scope, search?: TaskBoardSearch) => withSearch(`/${scope}/tasks`, { ...search }),
  search: (search?: SearchPageSearch) => withSearch('/search', { ...search }),
  /** `next`: where to go once connected; `reason`: why the user was sent here. */
  settings: (search?: { next?: string | null; reason?: 'rejected' | 'missing' | null }) =>
    withSearch('/settings', { ...search }),
};
