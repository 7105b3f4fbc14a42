/**
 * The second thing a built page runs, as soon as its code is in (the first is the page's inline
 * start, page-start.ts, which sends the first screen's requests from the URL alone: the meeting list,
 * a meeting, the task board's columns, a search; and shows the list's first rows when they are in).
 * It hands those requests to the fetch layer, which adopts each response when the screen asks for the
 * same URL; shows the list's first rows where the page's start did not (the dev server's page), and
 * the copy's kept on this device before any answer (first-rows.ts); and starts the app.
 * (Demo mode needs the mock service worker first, so it sends nothing early: this asks for the mock
 * API's code instead.)
 */
import { rememberEarlyResponse } from '@/api/early-responses';
import { scopedOperation, type OperationName } from '@/api/operations';
import { takeFirstRequests } from './first-requests';
import { showDeviceFirstRows, showFirstRows } from './first-rows';
import { adoptDeviceFirstPage } from '@/library/source/device-first-page';
import { startApp } from './start-app';
import { apiKeyStore } from '@/lib/session/api-key-store';
import { readRuntimeConfig, type RuntimeConfig } from '@/lib/session/runtime-config';
import { keepEarlyKeys } from '@/lib/keyboard/early-keys';

/** Adopts the first requests, and the first page the inline start read from the copy on this device. */
function adoptFirstRequests(config: RuntimeConfig): void {
  const apiKey = apiKeyStore.get();
  const requests = takeFirstRequests(config);
  // Once the network has answered a list (whatever it said), the copy's rows are not shown for it.
  const answered = new Set<OperationName>();
  for (const { target, url, response, controller, sentAt } of requests) {
    const answer = rememberEarlyResponse(url, response, controller, sentAt);
    // The list's first rows, shown as soon as they are in, whether or not the app's code is (and once:
    // the page's start usually has).
    if (apiKey)
      void answer.then((read) => {
        if (read) answered.add(target.operation);
        return read && showFirstRows(target, read, apiKey);
      });
  }
  // (What the device holds is read as the app reads it; a shape it does not expect shows nothing.)
  void adoptDeviceFirstPage()
    .then((copy) => copy && !answered.has(scopedOperation(copy.scope, 'listMeetings')) && showDeviceFirstRows(copy))
    .catch(() => false);
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
const config = readRuntimeConfig();
adoptFirstRequests(config);
preloadDemoApi(config);
startApp().catch(sayTheAppFailed);
