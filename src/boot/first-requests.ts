import { buildRequest } from '@/api/build-request';
import type { ScreenRequest } from '@/lib/routing/screen';
import { savedApiKey } from '@/lib/session/api-key-store';
import type { RuntimeConfig } from '@/lib/session/runtime-config';
import { isWideViewport } from '@/lib/browser/wide-viewport-query';
import { earlyRequestsFor } from './first-screen-requests';

/** A first-screen request on its way, started before any of the app's code had loaded. */
export interface SentRequest {
  target: ScreenRequest;
  url: string;
  response: Promise<Response>;
  /** Aborts it: the fetch layer's timeout and abort reach it once it is adopted (src/api/early-responses.ts). */
  controller: AbortController;
  /** When it was sent (`Date.now()`): the call's time limits count from then, not from its adoption. */
  sentAt: number;
}

declare global {
  interface Window {
    /** What the page's inline start (page-start.ts) sent, for the early entry to adopt; unset where it did not run. */
    __MEETINGS_FIRST_REQUESTS__?: SentRequest[];
  }
}

/**
 * Sends the requests the URL's screen starts with (first-screen-requests.ts), in live mode with a key;
 * none otherwise (demo mode needs its mock API running first). Every request is built before any is
 * sent: a URL whose filters must not be sent (buildRequest throws) sends nothing, and the app then
 * makes the request itself and says what is wrong.
 */
function sendFirstRequests(config: RuntimeConfig): SentRequest[] {
  const apiKey = savedApiKey();
  if (config.mode !== 'live' || !apiKey) return [];
  const built = earlyRequestsFor(window.location, isWideViewport()).map((target) => ({
    target,
    ...buildRequest(target.operation, target, { baseUrl: config.apiBaseUrl, apiKey }),
  }));
  return built.map(({ target, url, init }) => {
    const controller = new AbortController();
    const sentAt = Date.now();
    const response = fetch(url, { ...init, signal: controller.signal });
    // A failure (offline) is the adopter's to handle, once the early entry's code is in: not an
    // unhandled rejection meanwhile.
    response.catch(() => undefined);
    return { target, url, response, controller, sentAt };
  });
}

/** Sends the first requests, or none where the URL asks for something that must not be sent. */
export function trySendFirstRequests(config: RuntimeConfig): SentRequest[] {
  try {
    return sendFirstRequests(config);
  } catch {
    return [];
  }
}

/**
 * The requests the page's inline start sent, handed over once; or, where it did not run (the dev
 * server's page, or a page whose policy refused it), these are sent now.
 */
export function takeFirstRequests(config: RuntimeConfig): SentRequest[] {
  const sent = window.__MEETINGS_FIRST_REQUESTS__;
  delete window.__MEETINGS_FIRST_REQUESTS__;
  return sent ?? trySendFirstRequests(config);
}
