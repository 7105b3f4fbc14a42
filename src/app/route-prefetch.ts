import type { QueryClient } from '@tanstack/react-query';
import { isWideViewport } from '@/lib/browser/wide-viewport-query';
import { yieldToBrowser } from '@/lib/scheduling/yield-to-browser';
import { ROUTES, type AppRoute, type RouteData } from './route-table';
import { matchScreen, resolveHome } from '@/screens/screen-list';

function resolve(location: { pathname: string; search: string }): { route: AppRoute; data: RouteData } | null {
  // Home leads to the landing screen: its data can start at once.
  const url = resolveHome(location);
  const match = matchScreen(url.pathname);
  const route = match && ROUTES.find((candidate) => candidate.screen === match.screen);
  if (!match || !route) return null;
  return { route, data: { scope: match.scope, params: match.params, searchParams: new URLSearchParams(url.search) } };
}

/** A route's data from the API and its page's code, started together (the code a task later): neither waits for the other. */
function startRoute(queryClient: QueryClient, { route, data }: { route: AppRoute; data: RouteData }): void {
  // The data first: its request is not queued behind the code's (six connections at a time on HTTP/1.1).
  route.data?.(queryClient, data);
  // The code in a task of its own: with the data's request (its parameters checked, the query set up)
  // and the code's preload links, a cold URL's start made one long task.
  // A failed download is retried (and reported) when the screen is shown.
  void yieldToBrowser()
    .then(() => route.code.preload())
    .catch(() => undefined);
}

/**
 * Starts what a screen needs as soon as its URL is known: its code, and its data from the API, so
 * that they arrive together. Without it a cold URL's screen code would wait for React's first render
 * of the layout to reach the lazy screen. The screens read the same queries.
 */
export function prefetchRoute(queryClient: QueryClient, location: { pathname: string; search: string }): void {
  const target = resolve(location);
  if (!target) return;
  startRoute(queryClient, target);
  // A wide viewport shows the list beside it (the URL carries the list's filters).
  const list = target.route.beside && isWideViewport() ? ROUTES.find((route) => route.screen.name === target.route.beside?.list) : null;
  list?.data?.(queryClient, target.data);
}

/** A link about to be followed: its screen's code and data start now. */
export function warmUpRoute(queryClient: QueryClient, href: string): void {
  const target = resolve(new URL(href, window.location.href));
  if (target) startRoute(queryClient, target);
}
