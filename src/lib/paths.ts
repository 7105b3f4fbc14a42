import type { Scope } from './scope';

/**
 * Every screen's URL pattern, written once. The route table (app/route-table.tsx) gives each its
 * screen, data and navigation entry; `paths` builds links from them; `matchRoute` tells which screen
 * a URL shows. src/boot reaches it too (lint keeps it free of React and zod).
 */
export const ROUTE_PATTERNS = {
  home: '/',
  meetings: '/:scope/meetings',
  meeting: '/:scope/meetings/:meetingId',
  tasks: '/:scope/tasks',
  search: '/search',
  settings: '/settings',
} as const;

export type RouteName = keyof typeof ROUTE_PATTERNS;

export interface RouteMatch {
  name: RouteName;
  /** The `:name` segments, decoded. */
  params: Record<string, string>;
}

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Which screen a pathname shows, as React Router matches it (case-insensitive, trailing slash ignored). */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = segmentsOf(pathname);
  for (const [name, pattern] of Object.entries(ROUTE_PATTERNS) as [RouteName, string][]) {
    const expected = segmentsOf(pattern);
    if (expected.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = expected.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) params[part.slice(1)] = decode(segment);
      return part.startsWith(':') || part.toLowerCase() === segment.toLowerCase();
    });
    if (matches) return { name, params };
  }
  return null;
}

/** Filters live in the query string; absent or empty values are left out. */
type SearchValues = Record<string, string | undefined | null>;

function withSearch(pathname: string, values: SearchValues = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

function fill(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/**
 * URLs resolve `.` and `..` path segments (also when written `%2E`) before anyone sees them, so no
 * path, the app's or the API's, can carry such an id: the meeting cannot be asked for or opened.
 */
export function isOpenableMeetingId(meetingId: string): boolean {
  return meetingId !== '' && meetingId !== '.' && meetingId !== '..';
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
  /** Only the tasks assigned to this address, among those loaded (the API cannot ask for them). */
  assignee?: string | null;
  /** `people`: open items by person instead of the columns. */
  view?: string | null;
}

export interface SearchPageSearch {
  q?: string | null;
  from?: string | null;
  to?: string | null;
}

/** Every screen's URL, so features link to each other without importing each other. */
export const paths = {
  home: () => ROUTE_PATTERNS.home,
  /** Where home leads: the landing screen. */
  landing: () => paths.meetings('me'),
  meetings: (scope: Scope, search?: MeetingListSearch) => withSearch(fill(ROUTE_PATTERNS.meetings, { scope }), { ...search }),
  /**
   * `find` pre-fills the transcript search (used when opening a search hit). The list's filters, when
   * given, say which list the meeting was opened from: a wide screen shows that list beside it.
   * Null for an id no URL can carry (`isOpenableMeetingId`).
   */
  meeting: (scope: Scope, meetingId: string, search?: MeetingListSearch & { find?: string | null }): string | null =>
    isOpenableMeetingId(meetingId) ? withSearch(fill(ROUTE_PATTERNS.meeting, { scope, meetingId }), { ...search }) : null,
  tasks: (scope: Scope, search?: TaskBoardSearch) => withSearch(fill(ROUTE_PATTERNS.tasks, { scope }), { ...search }),
  search: (search?: SearchPageSearch) => withSearch(ROUTE_PATTERNS.search, { ...search }),
  /** `next`: where to go once connected; `reason`: why the user was sent here. */
  settings: (search?: { next?: string | null; reason?: 'rejected' | 'missing' | null }) =>
    withSearch(ROUTE_PATTERNS.settings, { ...search }),
};
