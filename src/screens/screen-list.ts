import { meetingListScreen, meetingLinks, meetingScreen, peopleScreen, seriesScreen } from '@/screens/meetings';
import { insightsScreen } from '@/screens/insights';
import { searchScreen } from '@/screens/search';
import { settingsScreen } from '@/screens/settings';
import { taskBoardScreen } from '@/screens/tasks';
import type { Scope } from '@/core/scope';

/**
 * Every screen's URL contract, declared beside it: the route table, route prefetch,
 * src/boot and the build's preload pages read this list. Pure (src/boot reaches it).
 */
export const SCREENS = [
  meetingListScreen,
  meetingScreen,
  seriesScreen,
  taskBoardScreen,
  insightsScreen,
  peopleScreen,
  searchScreen,
  settingsScreen,
] as const;

export type AnyScreen = (typeof SCREENS)[number];
export type ScreenName = AnyScreen['name'];

export const HOME_PATH = '/';

/** Where home leads: the landing screen. */
export const landingPath = () => meetingLinks.list('me');

/** Home stands for the landing screen it leads to; any other URL for itself. */
export function resolveHome(url: { pathname: string; search: string }): { pathname: string; search: string } {
  return url.pathname === HOME_PATH ? { pathname: landingPath(), search: url.search } : url;
}

export interface ScreenMatch {
  screen: AnyScreen;
  scope: Scope;
  /** The pattern's `:name` segments, decoded. */
  params: Readonly<Record<string, string>>;
}

/** The screen a pathname shows (home: none), as React Router matches it, or null for a 404. */
export function matchScreen(pathname: string): ScreenMatch | null {
  for (const screen of SCREENS) {
    const location = screen.match(pathname);
    if (location) return { screen, scope: location.scope, params: location.params };
  }
  return null;
}
