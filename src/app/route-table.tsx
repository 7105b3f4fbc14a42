import type { QueryClient } from '@tanstack/react-query';
import { prefetchMeetingDetail, prefetchMeetingList } from '@/features/meetings/api/meeting-queries';
import { MeetingListPage } from '@/features/meetings/list/components/meeting-list-page';
import { prefetchSearch } from '@/features/search/api/search-queries';
import { prefetchTaskBoard } from '@/features/tasks/api/task-queries';
import { takeDeviceFirstPage } from '@/library/source/device-first-page';
import type { Scope } from '@/core/scope';
import { eager, onDemand, type PageCode } from './on-demand-page';
import { SCREENS, type AnyScreen, type ScreenName } from '@/screens/screen-list';

export interface RouteData {
  /** The `:scope` segment (`me` for screens outside a scope). */
  scope: Scope;
  params: Record<string, string>;
  searchParams: URLSearchParams;
}

export interface AppRoute {
  /** Its URL contract (pattern, query keys, first requests), declared in `src/screens`. */
  screen: AnyScreen;
  /** Its code: in the app's bundle, or loaded on demand. */
  code: PageCode;
  /** What the screen needs from the API, started from the URL before (and while) its code loads. */
  data?: (queryClient: QueryClient, route: RouteData) => void;
  /**
   * The words of this screen's own entry in the main navigation (it leads to the screen's personal
   * scope, or to the screen itself outside scopes; its icon is the declaration's)…
   */
  nav?: string;
  /** …or the screen whose entry it is shown under. */
  under?: ScreenName;
  /**
   * On a wide viewport this screen is shown in a pane beside the `list` route's screen, which stays as
   * it is (scroll, filters, pages) while the pane changes; `empty` fills the pane while nothing is
   * selected. On a narrow viewport it is a page of its own.
   */
  beside?: { list: ScreenName; label: string; empty: string };
}

/** A screen whose declaration names an icon has an entry of its own in the nav; any other is shown under one. */
type NavOf<S extends AnyScreen> = [NonNullable<S['icon']>] extends [never]
  ? { under: ScreenName; nav?: never }
  : { nav: string; under?: never };

/**
 * Each screen's route, by the screen's name: a screen declared in src/screens without a route here, or
 * a route for no screen, is a type error; so is a nav entry without an icon, or an icon without one.
 */
const ROUTE_OF: { readonly [Name in ScreenName]: Omit<AppRoute, 'screen' | 'nav' | 'under'> & NavOf<Extract<AnyScreen, { name: Name }>> } =
  {
    meetings: {
      code: eager(MeetingListPage),
      // A returning visit's copy on the device stands in for the first page until the network's comes.
      data: (client, { scope, searchParams }) => prefetchMeetingList(client, scope, searchParams, takeDeviceFirstPage),
      nav: 'Meetings',
    },
    meeting: {
      code: onDemand(() => import('@/features/meetings/detail/components/meeting-detail-page')),
      data: (client, { scope, params }) => prefetchMeetingDetail(client, scope, params.meetingId),
      under: 'meetings',
      beside: {
        list: 'meetings',
        label: 'Selected meeting',
        empty: 'Select a meeting to read it here: j and k move through the list, Enter opens, ? lists every shortcut.',
      },
    },
    series: {
      // Its data is read by the page itself, paced and stoppable (lib/bulk): nothing to prefetch.
      code: onDemand(() => import('@/features/meetings/series/components/series-page')),
      under: 'meetings',
    },
    tasks: {
      code: onDemand(() => import('@/features/tasks/components/task-board-page')),
      data: (client, { scope, searchParams }) => prefetchTaskBoard(client, scope, searchParams),
      nav: 'Tasks',
    },
    insights: {
      // Like the series page: it reads its data itself, paced and stoppable.
      code: onDemand(() => import('@/features/insights/components/insights-page')),
      nav: 'Insights',
    },
    people: {
      code: onDemand(() => import('@/features/meetings/people/components/people-pages')),
      nav: 'People',
    },
    search: {
      code: onDemand(() => import('./routes/search-page')),
      data: (client, { searchParams }) => prefetchSearch(client, searchParams),
      nav: 'Search',
    },
    settings: {
      code: onDemand(() => import('./routes/settings-page')),
      nav: 'Connect to your meetings',
    },
  };

/**
 * Every screen with its route, in SCREENS' order (the nav's): the routes, the prefetch, the early
 * request's landing, the nav and the warm-ups derive from it.
 */
export const ROUTES: readonly AppRoute[] = SCREENS.map((screen) => ({ screen, ...ROUTE_OF[screen.name] }));
