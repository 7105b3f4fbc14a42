import type { QueryClient } from '@tanstack/react-query';
import { matchRoute, paths } from '@/lib/paths';
import { parseScope } from '@/lib/scope';
import { isWideScreen } from '@/lib/wide-screen-query';
import { ROUTES, type AppRoute, type RouteData } from './route-table';

function resolve(location: { pathname: string; search: string }): { route: AppRoute; data: RouteData } | null {
  // Home leads to the landing screen: its data can start at once.
  const url = location.pathname === paths.home() ? new URL(paths.landing(), 'http://app') : location;
  const match = matchRoute(url.pathname);
  const route = match && ROUTES.find((candidate) => candidate.name === match.name);
  if (!match || !route) return null;
  const scope = route.scoped ? parseScope(match.params.scope) : 'me';
  if (!scope) return null;
  return { route, data: { scope, params: match.params, searchParams: new URLSearchParams(location.search) } };
}

/**
 * Starts what a screen needs from the API as soon as its URL is known, before (and while) its code
 * loads, so data and code arrive together. The screens read the same queries.
 */
export function prefetchRoute(queryClient: QueryClient, location: { pathname: string; search: string }): void {
  const target = resolve(location);
  if (!target) return;
  target.route.data?.(queryClient, target.data);
  // A wide screen shows the list beside it (the URL carries the list's filters).
  const list = target.route.beside && isWideScreen() ? ROUTES.find((route) => route.name === target.route.beside?.list) : null;
  list?.data?.(queryClient, target.data);
}

/** A link about to be followed: its screen's code and data start now. */
export function warmUpRoute(queryClient: QueryClient, href: string): void {
  const url = new URL(href, window.location.href);
  const target = resolve(url);
  if (!target) return;
  // A failed download is retried (and reported) when the screen is shown.
  target.route.screen.preload().catch(() => undefined);
  target.route.data?.(queryClient, target.data);
}
