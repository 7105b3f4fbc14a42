/**
 * Responses to requests started before the app bundle had loaded (see src/early-request.ts), waiting
 * to be adopted by the fetch layer when the app asks for exactly the same URL.
 */
const early = new Map<string, Promise<Response>>();

export function rememberEarlyResponse(url: string, response: Promise<Response>): void {
  // Nobody may be waiting yet: a failure is handled when (and if) the response is adopted.
  response.catch(() => undefined);
  early.set(url, response);
}

/**
 * Each early response is used once; later requests for the URL go to the network as usual. It was
 * started without the caller's signal, so the signal (abort, timeout) is applied to the wait instead.
 */
export function takeEarlyResponse(url: string, signal: AbortSignal): Promise<Response> | undefined {
  const response = early.get(url);
  if (!response) return undefined;
  early.delete(url);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
