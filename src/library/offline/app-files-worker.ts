/// <reference lib="webworker" />
import { setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { parseRuntimeConfig } from '@/lib/session/runtime-config';
import { runtimeConfigOfPage, withRuntimeConfig } from '@/lib/session/runtime-config-in-page';
import { APP_FILES_CACHE_PREFIX, KEPT_CONFIG, RUNTIME_CONFIG_CACHE } from './app-files-caches';

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
  // The page that registered the worker came before the worker was there: its config is asked for
  // now, for a start without a network. A server that does not answer leaves it to the next page.
  event.waitUntil(
    fetch('/')
      .then(keepServedConfig)
      .catch(() => {}),
  );
});
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([self.clients.claim(), self.registration.navigationPreload?.enable()]));
});
cleanupOutdatedCaches();

/**
 * Whoever serves the app writes its config (the mode, where the API is) into its pages: kept from
 * each page the server sends, and written into this build's copy of the app's page when it does not
 * answer, so that a start without a network is in the mode the server last said.
 */
async function keepServedConfig(page: Response): Promise<void> {
  const config = page.ok ? runtimeConfigOfPage(await page.text()) : null;
  if (config) await (await caches.open(RUNTIME_CONFIG_CACHE)).put(KEPT_CONFIG, Response.json(config));
}
async function withKeptConfig(page: Response): Promise<Response> {
  const kept = await (await caches.open(RUNTIME_CONFIG_CACHE)).match(KEPT_CONFIG);
  if (!kept) return page;
  const html = withRuntimeConfig(await page.text(), parseRuntimeConfig(await kept.json()));
  // Its own length and no validator: the body is no longer the copy's.
  const headers = new Headers(page.headers);
  ['Content-Length', 'ETag', 'Last-Modified'].forEach((name) => headers.delete(name));
  return new Response(html, { status: page.status, headers });
}

// Pages: the server's, while it answers (a new build, its headers, the page for the screen); this
// build's own copy of the app's page when it does not. Navigation preload spares the wait for the
// worker to start before the page's request goes out.
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      try {
        const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
        const page = preloaded ?? (await fetch(request));
        (event as FetchEvent).waitUntil(keepServedConfig(page.clone()).catch(() => {}));
        return page;
      } catch (error) {
        const copy = await matchPrecache('index.html');
        if (copy) return withKeptConfig(copy);
        throw error;
      }
    },
    // The API's paths are never the app's pages: not kept from, not answered with the app.
    { denylist: [/^\/v1\//, /^\/api\//] },
  ),
);

// The build's files, from this device (pages are navigations: the route above answers them first).
precacheAndRoute(self.__WB_MANIFEST);
