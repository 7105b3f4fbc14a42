import { isWideViewport } from '@/lib/browser/wide-viewport-query';
import { ROUTES, type AppRoute } from '../route-table';
import { matchScreen, type ScreenName } from '@/screens/screen-list';

export interface SplitRoutes {
  list: AppRoute;
  pane: AppRoute & { beside: NonNullable<AppRoute['beside']> };
}

const hasBeside = (route: AppRoute): route is SplitRoutes['pane'] => route.beside !== undefined;

/** The split view a route takes part in, as its list or as its pane (from the route table's `beside`). */
export function splitOf(name: ScreenName): SplitRoutes | null {
  const pane = ROUTES.filter(hasBeside).find((route) => route.screen.name === name || route.beside.list === name);
  const list = pane && ROUTES.find((route) => route.screen.name === pane.beside.list);
  return pane && list ? { list, pane } : null;
}

/**
 * Both paths show the same split view in this viewport (the same list, with or without a pane): going
 * from one to the other keeps the list where it is, scroll included.
 */
export function inSameSplitView(from: string, to: string): boolean {
  const [a, b] = [matchScreen(from), matchScreen(to)];
  if (!a || !b || !isWideViewport()) return false;
  const split = splitOf(a.screen.name);
  return split !== null && split.list === splitOf(b.screen.name)?.list && a.scope === b.scope;
}
