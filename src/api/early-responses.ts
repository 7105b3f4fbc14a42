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

/** Each early response is used once; later requests for the URL go to the network as usual. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const response = early.get(url);
  early.delete(url);
  return response;
}
