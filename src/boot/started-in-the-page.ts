/**
 * The page's own inline script (html-start.ts) sends the first screen's requests before any file has
 * arrived, and hands them over here, on `window`: the early entry (early-request.ts) adopts the one
 * for each URL it would have asked for instead of sending it again.
 */
import type { SentRequest } from '@/api/early-responses';

declare global {
  interface Window {
    __MEETINGS_SENT__?: Map<string, SentRequest>;
  }
}

export function send(url: string, init: RequestInit): SentRequest {
  const controller = new AbortController();
  return [fetch(url, { ...init, signal: controller.signal }), controller];
}

/** Sends a request and leaves it for the early entry to adopt. */
export function sendForTheEarlyEntry(url: string, init: RequestInit): void {
  (window.__MEETINGS_SENT__ ??= new Map()).set(url, send(url, init));
}

/** The request the page sent for `url`, adopted once (a corrected config's asks again), or a new one. */
export function adoptOrSend(url: string, init: RequestInit): SentRequest {
  const adopted = window.__MEETINGS_SENT__?.get(url);
  window.__MEETINGS_SENT__?.delete(url);
  return adopted ?? send(url, init);
}
