import { lazy, type ComponentType } from 'react';
import { loadOnce } from '@/core/load-once';
import { reloadFailedStylesheets } from './failed-stylesheets';
import { reloadOntoNewBuild } from './reload-onto-new-build';

export interface PageCode {
  Component: ComponentType;
  /** Starts loading the page's code (a no-op for a page in the main chunk). */
  preload: () => Promise<unknown>;
}

/** A page's code could not be loaded: RouteError explains it in the page's place and offers to try again. */
export class PageCodeError extends Error {
  override readonly name = 'PageCodeError';
  /** `retry` lets the next render load the code again (call it before remounting the page). */
  constructor(
    readonly offline: boolean,
    readonly retry: () => void,
  ) {
    super(
      offline
        ? 'You are offline, and this screen has not been loaded yet. It will load when the connection is back.'
        : 'This screen could not be loaded. Check your connection and try again.',
    );
  }
}

/** In the main chunk: the landing screen renders without waiting for another download. */
export function eager(Component: ComponentType): PageCode {
  return { Component, preload: () => Promise.resolve() };
}

/**
 * Its own chunk, loaded when first shown or warmed up; one download however often it is asked for.
 * A failed download is not kept: React.lazy would keep its rejection for good, so "Try again" (or
 * coming back online) gets a fresh lazy component that downloads again. Code missing from a server
 * that answers means a new deployment: the page reloads once onto it.
 */
export function onDemand(load: () => Promise<{ default: ComponentType }>): PageCode {
  // A failed download may be tried again.
  const preload = loadOnce(() => reloadFailedStylesheets()?.then(load) ?? load());
  const show = () =>
    preload().catch(async () => {
      // Stays loading until the reload replaces the page.
      if (await reloadOntoNewBuild()) return new Promise<never>(() => undefined);
      // Not replaced here: React renders a failed page again at once to recover, and a fresh lazy
      // component then would start another download instead of showing the error.
      throw new PageCodeError(!navigator.onLine, () => {
        Lazy = lazy(show);
      });
    });
  let Lazy = lazy(show);
  // Reads the current lazy component on each render, so a remount after a failure loads again.
  const OnDemandPage = () => <Lazy />;
  return { Component: OnDemandPage, preload };
}
