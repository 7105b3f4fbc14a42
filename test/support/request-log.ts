import { onTestFinished } from 'vitest';
import { server } from '@/mocks/node/test-server';

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
}

/** Records every request that reaches the (mock) network during the current test. */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    sent.push({ method: request.method, url: new URL(request.url), headers: new Headers(request.headers) });
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
