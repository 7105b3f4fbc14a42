import { matchRoute } from '@/lib/paths';
import { isWideScreen } from '@/lib/wide-screen-query';
import { ROUTES, type AppRoute } from '../route-table';

export interface SplitRoutes {
  list: AppRoute;
  pane: AppRoute & { beside: NonNullable<AppRoute['beside']> };
}

const hasBeside = (route: AppRoute): route is SplitRoutes['pane'] => route.beside !== undefined;

/** The split view a route takes part in, as its list or as its pane (from the route table's `beside`). */
export function splitOf(name: AppRoute['name']): SplitRoutes | null {
  const pane = ROUTES.filter(hasBeside).find((route) => route.name === name || route.beside.list === name);
  const list = pane && ROUTES.find((route) => route.name === pane.beside.list);
  return pane && list ? { list, pane } : null;
}

/**
 * Both paths show the same split view on this screen (the same list, with or without a pane): going
 * from one to the other keeps the list where it is, scroll included.
 */
export function inSameSplitView(from: string, to: string): boolean {
  const [a, b] = [matchRoute(from), matchRoute(to)];
  if (!a || !b || a.name === 'home' || b.name === 'home' || !isWideScreen()) return false;
  const split = splitOf(a.name);
  return split !== null && split.list === splitOf(b.name)?.list && a.params.scope === b.params.scope;
}
