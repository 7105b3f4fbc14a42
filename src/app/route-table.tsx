import type { QueryClient } from '@tanstack/react-query';
import { prefetchMeetingDetail, prefetchMeetingList } from '@/features/meetings/api/meeting-queries';
import { MeetingListPage } from '@/features/meetings/list/meeting-list-page';
import { prefetchSearch } from '@/features/search/api/search-queries';
import { prefetchTaskBoard } from '@/features/tasks/api/task-queries';
import { paths, type RouteName } from '@/lib/paths';
import { eager, onDemand, type ScreenCode } from './on-demand-screen';
import type { Scope } from '@/lib/scope';

export interface RouteData {
  /** The `:scope` segment (`me` for screens outside a scope). */
  scope: Scope;
  params: Record<string, string>;
  searchParams: URLSearchParams;
}

export interface AppRoute {
  /** Its URL pattern is `ROUTE_PATTERNS[name]` (lib/paths.ts), the one place patterns are written. */
  name: Exclude<RouteName, 'home'>;
  screen: ScreenCode;
  /** The pattern has a `:scope` segment: anything but `me` or `workspace` is a 404. */
  scoped: boolean;
  /** What the screen needs from the API, started from the URL before (and while) its code loads. */
  data?: (queryClient: QueryClient, route: RouteData) => void;
  /** The main navigation's entry for this screen, or the route whose entry it is shown under. */
  nav: { label: string; href: string } | { under: AppRoute['name'] };
  /**
   * On a wide screen this screen is shown in a pane beside the `list` route's screen, which stays as
   * it is (scroll, filters, pages) while the pane changes; `empty` fills the pane while nothing is
   * selected. On a narrow screen it is a page of its own.
   */
  beside?: { list: AppRoute['name']; label: string; empty: string };
}

/** Every screen: the routes, the prefetch, the early request's landing, the nav and the warm-ups derive from it. */
export const ROUTES: readonly AppRoute[] = [
  {
    name: 'meetings',
    screen: eager(MeetingListPage),
    scoped: true,
    data: (client, { scope, searchParams }) => prefetchMeetingList(client, scope, searchParams),
    nav: { label: 'Meetings', href: paths.meetings('me') },
  },
  {
    name: 'meeting',
    screen: onDemand(() => import('@/features/meetings/detail/meeting-detail-page').then((m) => m.MeetingDetailPage)),
    scoped: true,
    data: (client, { scope, params }) => prefetchMeetingDetail(client, scope, params.meetingId),
    nav: { under: 'meetings' },
    beside: {
      list: 'meetings',
      label: 'Selected meeting',
      empty: 'Select a meeting to read it here: j and k move through the list, Enter opens, ? lists every shortcut.',
    },
  },
  {
    name: 'tasks',
    screen: onDemand(() => import('@/features/tasks/components/task-board-page').then((m) => m.TaskBoardPage)),
    scoped: true,
    data: (client, { scope, searchParams }) => prefetchTaskBoard(client, scope, searchParams),
    nav: { label: 'Tasks', href: paths.tasks('me') },
  },
  {
    name: 'search',
    screen: onDemand(() => import('@/features/search/components/search-page').then((m) => m.SearchPage)),
    scoped: false,
    data: (client, { searchParams }) => prefetchSearch(client, searchParams),
    nav: { label: 'Search', href: paths.search() },
  },
  {
    name: 'settings',
    screen: onDemand(() => import('@/features/settings/components/settings-page').then((m) => m.SettingsPage)),
    scoped: false,
    nav: { label: 'Connect to your meetings', href: paths.settings() },
  },
];
