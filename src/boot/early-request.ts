/**
 * A tiny second entry, run before the app bundle has arrived: in live mode it starts the first
 * screen's requests from the URL alone (first-screen-requests.ts: the meeting list, a meeting, the task
 * board's columns, a search), so the data travels while the code does. The fetch layer adopts each
 * response when the screen asks for the same URL; the list's first rows are shown as soon as they are
 * in (first-rows.ts). (Demo mode needs the mock service worker first, so
 * it does not start early: it asks for the mock API's code instead.) It also warms up date formatting
 * for the first render.
 *
 * On a return visit in the same tab it does not wait for `/runtime-config.js` (never cached, so a
 * round trip even when the code comes from the cache): it starts from the config the tab last ran
 * with, and cancels that request if the served config turns out different.
 */
import { buildRequest } from '@/api/build-request';
import { cancelEarlyResponses, rememberEarlyResponse } from '@/api/early-responses';
import { earlyRequestsFor } from './first-screen-requests';
import { showFirstRows } from './first-rows';
import { startApp } from './start-app';
import { apiKeyStore } from '@/lib/session/api-key-store';
import { warmUpFormatters } from '@/lib/dates/format';
import { rememberRuntimeConfig, startRuntimeConfig, type RuntimeConfig } from '@/lib/session/runtime-config';
import { whenIdle } from '@/lib/scheduling/when-idle';
import { yieldToBrowser } from '@/lib/scheduling/yield-to-browser';
import { isWideViewport } from '@/lib/browser/wide-viewport-query';
import { keepEarlyKeys } from '@/lib/keyboard/early-keys';

function startEarlyRequests(config: RuntimeConfig): void {
  const apiKey = apiKeyStore.get();
  if (config.mode !== 'live' || !apiKey) return;
  for (const target of earlyRequestsFor(window.location, isWideViewport())) {
    const { url, init } = buildRequest(target.operation, target, { baseUrl: config.apiBaseUrl, apiKey });
    // Abortable, so that the fetch layer's timeout and abort reach it once it is adopted.
    const controller = new AbortController();
    const answer = rememberEarlyResponse(url, fetch(url, { ...init, signal: controller.signal }), controller);
    // The list's first rows, shown as soon as they are in, whether or not the app's code is.
    void answer.then((read) => read && showFirstRows(target, read, apiKey));
  }
}

function tryEarlyRequests(config: RuntimeConfig): void {
  try {
    startEarlyRequests(config);
  } catch {
    // Anything odd (an invalid filter in the URL): the app makes the request itself and says what is wrong.
  }
}

/**
 * Demo mode's mock API runs in the page, from a chunk the app imports before anything else: asked for
 * now, beside the app's code, rather than once that has arrived and run (the build names it on this
 * entry's tag, src/serving/early-request-plugin.ts).
 */
function preloadDemoApi(config: RuntimeConfig): void {
  const chunk = document.querySelector<HTMLScriptElement>('script[data-demo]')?.dataset.demo;
  if (config.mode !== 'demo' || !chunk || document.querySelector(`link[href="${chunk}"]`)) return;
  const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: chunk, crossOrigin: '' });
  document.head.append(link);
}

/**
 * The app's code failing to load (offline, or a deployment that removed it) would leave the page's
 * inert shell for good: the page says so instead.
 */
function sayTheAppFailed(): void {
  const root = document.getElementById('root');
  if (!root) return;
  root.textContent = 'The dashboard could not load. Check your connection, then reload the page.';
  root.setAttribute('role', 'alert');
}

// Shortcut keys pressed on the first rows, before the app runs, are kept for it.
keepEarlyKeys();
// The request goes out at the end of the task that starts it, so nothing else runs in that task: the
// browser sends it only once the task is over. The rest waits for a task of its own.
const { guess, served } = startRuntimeConfig();
if (guess) {
  tryEarlyRequests(guess);
  preloadDemoApi(guess);
}
const requested = served.then(({ config, corrects }) => {
  if (!corrects) return;
  // No guess, or a wrong one: its request (which nothing will adopt) gives way to the right one.
  cancelEarlyResponses();
  tryEarlyRequests(config);
  preloadDemoApi(config);
  // Writing to storage can take tens of ms on a busy machine: not while the first screen is on its way.
  whenIdle(() => void rememberRuntimeConfig(config));
});
// The first rows format dates, and a page's first Intl formatter loads the locale data (a long task):
// done while the request travels, not when the rows are there to render; after a frame, so that it
// does not hold back the page's first paint (its shell).
void requested.then(() => requestAnimationFrame(() => void yieldToBrowser().then(warmUpFormatters)));
// Asked for once the first data is: it then arrives after the data instead of sharing the link with it.
requested.then(startApp).catch(sayTheAppFailed);
