/// <reference lib="webworker" />
import { setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { RUNTIME_CONFIG_PATH } from '@/lib/session/runtime-config';
import { APP_FILES_CACHE_PREFIX, RUNTIME_CONFIG_CACHE } from './app-files-caches';

/**
 * The app's service worker (docs/decisions/0015-service-worker.md): the build's files kept on this
 * device so that, with a meeting library, the dashboard opens without a network. It keeps the app's
 * files and nothing else: API answers go to the network untouched (the library is the data's copy),
 * so no answer for one key can ever be served to another.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

setCacheNameDetails({ prefix: APP_FILES_CACHE_PREFIX });

// A new build's worker takes over at once and drops the old build's files: a page still running the
// old build then finds a missing chunk on the server, and reloads onto the new build
// (src/app/reload-onto-new-build.ts). Never a page made of two builds' files.
self.addEventListener('install', (event) => {
  void self.skipWaiting();
  // The page that registered the worker read its config before the worker was there: kept now, for
  // a start without a network. A server that does not answer leaves it to the next page's request.
  event.waitUntil(
    caches
      .open(RUNTIME_CONFIG_CACHE)
      .then((cache) => cache.add(RUNTIME_CONFIG_PATH))
      .catch(() => {}),
  );
});
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([self.clients.claim(), self.registration.navigationPreload?.enable()]));
});
cleanupOutdatedCaches();

// Pages: the server's, while it answers (a new build, its headers, the page for the screen); this
// build's own copy of the app's page when it does not. Navigation preload spares the wait for the
// worker to start before the page's request goes out.
registerRoute(
  new NavigationRoute(async ({ request, event }) => {
    try {
      const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
      return preloaded ?? (await fetch(request));
    } catch (error) {
      const copy = await matchPrecache('index.html');
      if (copy) return copy;
      throw error;
    }
  }),
);

// Where the API is and in which mode: written by whoever serves the app, so always asked of it; the
// last answer is used only when it cannot be asked.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === RUNTIME_CONFIG_PATH,
  new NetworkFirst({ cacheName: RUNTIME_CONFIG_CACHE }),
);

// The build's files, from this device (pages are navigations: the route above answers them first).
precacheAndRoute(self.__WB_MANIFEST);
