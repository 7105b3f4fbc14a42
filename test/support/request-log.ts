import { onTestFinished } from 'vitest';
import { server } from '@/mocks/node/test-server';

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  keepalive: boolean;
}

/** Records every request that reaches the (mock) network during the current test. */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    sent.push({ method: request.method, url: new URL(request.url), headers: new Headers(request.headers), keepalive: request.keepalive });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return sent;
}

/** The names of the query parameters of a request, in order. */
export function paramNames(request: SentRequest | undefined): string[] {
  return request ? [...request.url.searchParams.keys()] : [];
}

/** Requests to one path (and method), e.g. `sentTo(sent, '/v1/me/meetings')`. */
export function sentTo(sent: readonly SentRequest[], pathname: string | RegExp, method = 'GET'): SentRequest[] {
  return sent.filter(
    (r) => r.method === method && (typeof pathname === 'string' ? r.url.pathname === pathname : pathname.test(r.url.pathname)),
  );
}
