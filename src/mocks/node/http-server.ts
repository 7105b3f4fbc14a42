import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { db } from '../data/db';
import { handlers } from '../handlers';

export interface LoggedRequest {
  method: string;
  /** Path and query, as received. */
  url: string;
  /** Whether an `x-api-key` header came with the request (its value is never logged). */
  hadApiKey: boolean;
  status: number;
}

/**
 * The mock API as a real HTTP server, for browser tests and curl. It feeds each request through the
 * same MSW handlers the demo and the unit tests use, plus two control routes for test harnesses:
 * `GET /__mock/requests` (the request log) and `POST /__mock/reset` (fresh data, empty log).
 */
export function createMockHttpServer(): Server {
  const log: LoggedRequest[] = [];
  return createServer((req, res) => {
    void (async () => {
      const url = req.url ?? '/';
      if (url === '/__mock/requests') return send(res, 200, JSON.stringify(log));
      if (url === '/__mock/reset' && req.method === 'POST') {
        db.reset();
        log.length = 0;
        return send(res, 204, '');
      }
      if (req.method === 'OPTIONS') return send(res, 204, '');
      const request = toFetchRequest(req);
      const response = (await getResponse(handlers, request)) ?? Response.json({ error: 'Not found' }, { status: 404 });
      log.push({ method: req.method ?? 'GET', url, hadApiKey: request.headers.has('x-api-key'), status: response.status });
      res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...corsHeaders });
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      send(res, 500, JSON.stringify({ error: error instanceof Error ? error.message : 'Mock server error' }));
    });
  });
}

/** Lets a page on another origin call it directly; the dashboard itself goes through a proxy. */
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'x-api-key, content-type',
  'access-control-allow-methods': 'GET, DELETE, OPTIONS',
};

function send(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'application/json', ...corsHeaders });
  res.end(body);
}

function toFetchRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
  }
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  // None of the API's operations takes a body.
  return new Request(url, { method: req.method ?? 'GET', headers });
}
