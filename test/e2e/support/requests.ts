import type { LoggedRequest, MockApi, PageRequest } from './fixtures';

/**
 * "What the API received", the same way in both modes: in live mode the mock server's own log, in
 * demo mode the requests the page sent to the API (its service worker answered them).
 */
export interface ApiCall {
  method: string;
  path: string;
  params: URLSearchParams;
}

function toCall(method: string, url: string, base = 'http://x'): ApiCall {
  const parsed = new URL(url, base);
  return { method, path: parsed.pathname, params: parsed.searchParams };
}

const isApi = (path: string) => path.startsWith('/v1/') || path === '/api/v1/health';

export async function apiCalls(mode: 'demo' | 'live', mockApi: MockApi, pageRequests: readonly PageRequest[]): Promise<ApiCall[]> {
  const calls =
    mode === 'live'
      ? (await mockApi.requests()).map((r: LoggedRequest) => toCall(r.method, r.url))
      : pageRequests.map((r) => toCall(r.method, r.url));
  return calls.filter((call) => isApi(call.path));
}

export function callsTo(calls: readonly ApiCall[], path: string | RegExp, method = 'GET'): ApiCall[] {
  return calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)));
}

/** The app bundle's URL in the production build (its hashed name starts with `app-`). */
export const APP_BUNDLE = /\/assets\/app-[^/]+\.js$/;
