/**
 * Responses to requests started before the app bundle had loaded (see src/early-request.ts), waiting
 * to be adopted by the fetch layer when the app asks for exactly the same URL.
 */

/** A response read to the end: what the fetch layer needs of it, whichever way it came. */
export interface ReadResponse {
  ok: boolean;
  status: number;
  statusText: string;
  headers: Headers;
  text: string;
}

export async function readResponse(response: Response): Promise<ReadResponse> {
  const { ok, status, statusText, headers } = response;
  return { ok, status, statusText, headers, text: await response.text() };
}

interface EarlyResponse {
  response: Promise<ReadResponse>;
  /** Set once the whole body is in: the app may then adopt it without waiting at all. */
  arrived: ReadResponse | null;
}

const early = new Map<string, EarlyResponse>();

/** Keeps an early response for the app; the promise settles once it has all arrived (or failed). */
export function rememberEarlyResponse(url: string, response: Promise<Response>): Promise<void> {
  const entry: EarlyResponse = { arrived: null, response: response.then(readResponse) };
  early.set(url, entry);
  // Read to the end at once (not when the app asks): the app usually starts after it is all in.
  return entry.response.then(
    (read) => void (entry.arrived = read),
    () => undefined,
  );
}

/**
 * Each early response is used once; later requests for the URL go to the network as usual. It was
 * started without the caller's signal, so the signal (abort, timeout) is applied to the wait instead.
 */
export function takeEarlyResponse(url: string, signal: AbortSignal): Promise<ReadResponse> | undefined {
  const entry = early.get(url);
  if (!entry) return undefined;
  early.delete(url);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    entry.response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The early response for `url` if it has all arrived and `accept` takes it (it is then used up);
 * otherwise undefined, and it stays for `takeEarlyResponse`. Lets the first screen render with its
 * data on the first try instead of a loading state.
 */
export function takeArrivedEarlyResponse<T>(url: string, accept: (response: ReadResponse) => T | undefined): T | undefined {
  const arrived = early.get(url)?.arrived;
  const accepted = arrived ? accept(arrived) : undefined;
  if (accepted !== undefined) early.delete(url);
  return accepted;
}
