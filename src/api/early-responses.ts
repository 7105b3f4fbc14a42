/**
 * Responses to requests started before the app bundle had loaded (see src/boot/early-request.ts), waiting
 * to be adopted by the fetch layer when the app asks for exactly the same URL.
 *
 * An adopted response is an attempt like any other: the fetch layer's timeout and the caller's abort
 * reach it (they abort the early request itself, body included), and it is used once, so a retry
 * always sends a new request.
 */
/** A response read to the end: what adopting it on the first render needs. */
export interface ReadResponse {
  ok: boolean;
  text: string;
}

interface EarlyResponse {
  response: Promise<Response>;
  controller: AbortController;
  sentAt: number;
  expiry: ReturnType<typeof setTimeout>;
  /** A copy of the answer, set once it has all arrived: the app may then adopt it without waiting. */
  arrived: ReadResponse | null;
}

const early = new Map<string, EarlyResponse>();

/**
 * Not adopted this long after its sending, the app asked for something else (the key or the URL
 * changed) or is very slow to load: the request is cancelled rather than left holding a connection.
 * A call that adopted it would be out of time by then (its time counts from the sending), so one
 * asking later sends a new request, with its full time.
 */
const UNCLAIMED_AFTER_MS = 30_000;

function forget(url: string, entry: EarlyResponse): void {
  early.delete(url);
  clearTimeout(entry.expiry);
}

/**
 * `controller` aborts the early request: its signal must be the one the request was started with;
 * `sentAt` (`Date.now()`) is when it was sent. Resolves with a copy of the answer once it has all
 * arrived, or null if the request failed.
 */
export function rememberEarlyResponse(
  url: string,
  response: Promise<Response>,
  controller: AbortController,
  sentAt: number,
): Promise<ReadResponse | null> {
  const expiry = setTimeout(
    () => {
      const entry = early.get(url);
      if (entry?.controller !== controller) return;
      forget(url, entry);
      controller.abort();
    },
    sentAt + UNCLAIMED_AFTER_MS - Date.now(),
  );
  const entry: EarlyResponse = { response, controller, sentAt, expiry, arrived: null };
  early.set(url, entry);
  // A copy is read to the end at once, not when the app asks: the app usually starts after it is all
  // in, and then shows it on its first render. (Registered before any adopter's, so it clones first.)
  // Nobody may be waiting yet: a failure is handled when (and if) the response is adopted.
  return response
    .then((answer) =>
      answer
        .clone()
        .text()
        .then((text) => (entry.arrived = { ok: answer.ok, text })),
    )
    .catch(() => null);
}

/**
 * When the early request for `url` was sent, if one is waiting to be adopted: a call that adopts it
 * began then (its time limits count from the moment the user's page asked, not from when the app's
 * code had loaded).
 */
export function earlyRequestSentAt(url: string): number | undefined {
  return early.get(url)?.sentAt;
}

/**
 * Each early response is used once; later requests for the URL go to the network as usual. The
 * caller's signal (abort, timeout) aborts the early request from now on, its body included.
 */
export function takeEarlyResponse(url: string, signal: AbortSignal): Promise<Response> | undefined {
  const entry = early.get(url);
  if (!entry) return undefined;
  forget(url, entry);
  const { response, controller } = entry;
  const abort = () => controller.abort(signal.reason);
  if (signal.aborted) abort();
  else signal.addEventListener('abort', abort, { once: true });
  return new Promise((resolve, reject) => {
    // The abort settles the wait at once, whether or not the early fetch notices it.
    const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The early response for `url` if it has all arrived and `accept` takes it (it is then used up);
 * otherwise undefined, and it stays for `takeEarlyResponse`. Lets the first screen render with its
 * data on the first try instead of a loading state.
 */
export function takeArrivedEarlyResponse<T>(url: string, accept: (response: ReadResponse) => T | undefined): T | undefined {
  const entry = early.get(url);
  const accepted = entry?.arrived ? accept(entry.arrived) : undefined;
  if (entry && accepted !== undefined) forget(url, entry);
  return accepted;
}
