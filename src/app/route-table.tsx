import type { QueryClient } from '@tanstack/react-query';
import { prefetchMeetingDetail, prefetchMeetingList } from '@/features/meetings/api/meeting-queries';
import { MeetingListPage } from '@/features/meetings/list/meeting-list-page';
import { prefetchSearch } from '@/features/search/api/search-queries';
import { prefetchTaskBoard } from '@/features/tasks/api/task-queries';
import { meetingListScreen, meetingScreen, peopleScreen, seriesScreen } from '@/features/meetings/screens';
import { insightsScreen } from '@/features/insights/screens';
import { searchScreen } from '@/features/search/screens';
import { settingsScreen } from '@/features/settings/screens';
import { taskBoardScreen } from '@/features/tasks/screens';
import type { Scope } from '@/core/scope';
import { eager, onDemand, type ScreenCode } from './on-demand-screen';
import type { AnyScreen, ScreenName } from './screens';

export interface RouteData {
  /** The `:scope` segment (`me` for screens outside a scope). */
  scope: Scope;
  params: Record<string, string>;
  searchParams: URLSearchParams;
}

export interface AppRoute {
  /** Its URL contract (pattern, query keys, first requests), declared by its feature's `screens.ts`. */
  screen: AnyScreen;
  /** Its code: in the app's bundle, or loaded on demand. */
  code: ScreenCode;
  /** What the screen needs from the API, started from the URL before (and while) its code loads. */
  data?: (queryClient: QueryClient, route: RouteData) => void;
  /**
   * The main navigation's entry for this screen (it leads to the screen's personal scope, or to the
   * screen itself outside scopes), or the route whose entry it is shown under.
   */
  nav: { label: string } | { under: ScreenName };
  /**
   * On a wide screen this screen is shown in a pane beside the `list` route's screen, which stays as
   * it is (scroll, filters, pages) while the pane changes; `empty` fills the pane while nothing is
   * selected. On a narrow screen it is a page of its own.
   */
  beside?: { list: ScreenName; label: string; empty: string };
}

/** Every screen: the routes, the prefetch, the early request's landing, the nav and the warm-ups derive from it. */
export const ROUTES: readonly AppRoute[] = [
  {
    screen: meetingListScreen,
    code: eager(MeetingListPage),
    data: (client, { scope, searchParams }) => prefetchMeetingList(client, scope, searchParams),
    nav: { label: 'Meetings' },
  },
  {
    screen: meetingScreen,
    code: onDemand(() => import('@/features/meetings/detail/meeting-detail-page')),
    data: (client, { scope, params }) => prefetchMeetingDetail(client, scope, params.meetingId),
    nav: { under: 'meetings' },
    beside: {
      list: 'meetings',
      label: 'Selected meeting',
      empty: 'Select a meeting to read it here: j and k move through the list, Enter opens, ? lists every shortcut.',
    },
  },
  {
    screen: seriesScreen,
    // Its data is read by the page itself, paced and stoppable (lib/bulk): nothing to prefetch.
    code: onDemand(() => import('@/features/meetings/series/series-page')),
    nav: { under: 'meetings' },
  },
  {
    screen: taskBoardScreen,
    code: onDemand(() => import('@/features/tasks/components/task-board-page')),
    data: (client, { scope, searchParams }) => prefetchTaskBoard(client, scope, searchParams),
    nav: { label: 'Tasks' },
  },
  {
    screen: insightsScreen,
    // Like the series page: it reads its data itself, paced and stoppable.
    code: onDemand(() => import('@/features/insights/components/insights-page')),
    nav: { label: 'Insights' },
  },
  {
    screen: peopleScreen,
    code: onDemand(() => import('@/features/meetings/people/people-screen')),
    nav: { label: 'People' },
  },
  {
    screen: searchScreen,
    code: onDemand(() => import('./routes/search-page')),
    data: (client, { searchParams }) => prefetchSearch(client, searchParams),
    nav: { label: 'Search' },
  },
  {
    screen: settingsScreen,
    code: onDemand(() => import('@/features/settings/components/settings-page')),
    nav: { label: 'Connect to your meetings' },
  },
];
