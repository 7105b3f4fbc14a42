/**
 * Responses to requests started before the app bundle had loaded (see src/early-request.ts), waiting
 * to be adopted by the fetch layer when the app asks for exactly the same URL.
 *
 * An adopted response is an attempt like any other: the fetch layer's timeout and the caller's abort
 * reach it (they abort the early request itself, body included), and it is used once, so a retry
 * always sends a new request.
 */
interface EarlyResponse {
  response: Promise<Response>;
  controller: AbortController;
  expiry: ReturnType<typeof setTimeout>;
}

const early = new Map<string, EarlyResponse>();

/**
 * Not adopted by then, the app asked for something else (the key or the URL changed): the request is
 * cancelled rather than left holding a connection. Generous, for a slow bundle download.
 */
const UNCLAIMED_AFTER_MS = 30_000;

/** `controller` aborts the early request: its signal must be the one the request was started with. */
export function rememberEarlyResponse(url: string, response: Promise<Response>, controller: AbortController): void {
  // Nobody may be waiting yet: a failure is handled when (and if) the response is adopted.
  response.catch(() => undefined);
  const expiry = setTimeout(() => {
    if (early.get(url)?.controller !== controller) return;
    early.delete(url);
    controller.abort();
  }, UNCLAIMED_AFTER_MS);
  early.set(url, { response, controller, expiry });
}

/**
 * Each early response is used once; later requests for the URL go to the network as usual. The
 * caller's signal (abort, timeout) aborts the early request from now on, its body included.
 */
export function takeEarlyResponse(url: string, signal: AbortSignal): Promise<Response> | undefined {
  const entry = early.get(url);
  if (!entry) return undefined;
  early.delete(url);
  clearTimeout(entry.expiry);
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
