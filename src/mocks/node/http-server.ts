import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type HttpHandler } from 'msw';
import { db } from '../data/db';
import { handlers } from '../handlers';
import { DATA_SCENARIOS, isDataScenarioName } from '../scenarios/data-scenarios';
import { faultHandler, releaseHeldFaults, type FaultSpec } from '../scenarios/faults';

export interface LoggedRequest {
  method: string;
  /** Path and query, as received. */
  url: string;
  /** Whether an `x-api-key` header came with the request (its value is never logged). */
  hadApiKey: boolean;
  /** The status sent; 0 while nothing has been (a hang, or an answer still being worked out). */
  status: number;
}

/**
 * The mock API as a real HTTP server, for browser tests and curl. It feeds each request through the
 * same MSW handlers the demo and the unit tests use, plus control routes for test harnesses:
 * `GET /__mock/requests` (the request log, each request logged as it arrives), `POST /__mock/scenario`
 * (turns on a fault or a data scenario, see docs/testing.md) and `POST /__mock/reset` (fresh data, empty log,
 * no scenario, and every held connection closed).
 * Bodies are streamed as the handlers produce them, so a stalled or cut answer is one on the wire too.
 */
export function createMockHttpServer(): Server {
  const log: LoggedRequest[] = [];
  let scenarioHandlers: HttpHandler[] = [];
  const open = new Set<ServerResponse>();

  const reset = () => {
    scenarioHandlers = [];
    releaseHeldFaults();
    for (const res of open) res.destroy();
    open.clear();
    db.reset();
    log.length = 0;
  };

  return createServer((req, res) => {
    void (async () => {
      const url = req.url ?? '/';
      if (url === '/__mock/requests') return send(res, 200, JSON.stringify(log));
      if (url === '/__mock/reset' && req.method === 'POST') {
        reset();
        return send(res, 204, '');
      }
      if (url === '/__mock/scenario' && req.method === 'POST') {
        const result = scenarioFrom(await readBody(req));
        if (typeof result === 'string') return send(res, 400, JSON.stringify({ error: result }));
        result.setUp?.();
        scenarioHandlers = [...result.handlers, ...scenarioHandlers];
        return send(res, 204, '');
      }
      if (req.method === 'OPTIONS') return send(res, 204, '');
      const request = toFetchRequest(req);
      const entry: LoggedRequest = { method: req.method ?? 'GET', url, hadApiKey: request.headers.has('x-api-key'), status: 0 };
      log.push(entry);
      open.add(res);
      res.once('close', () => open.delete(res));
      const response =
        (await getResponse([...scenarioHandlers, ...handlers], request)) ?? Response.json({ error: 'Not found' }, { status: 404 });
      // A network error (a released hang): the connection just closes.
      if (response.type === 'error') return void res.destroy();
      entry.status = response.status;
      res.writeHead(response.status, response.statusText || undefined, { ...Object.fromEntries(response.headers), ...corsHeaders });
      await streamBody(response, res);
    })().catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      send(res, 500, JSON.stringify({ error: error instanceof Error ? error.message : 'Mock server error' }));
    });
  });
}

/** Writes chunks as they come; a body that errors breaks the connection mid-body, as a cut one does. */
async function streamBody(response: Response, res: ServerResponse): Promise<void> {
  if (!response.body) return void res.end();
  const reader = response.body.getReader();
  res.once('close', () => void reader.cancel().catch(() => undefined));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) return;
      res.write(value);
    }
    res.end();
  } catch {
    res.destroy();
  }
}

type Scenario = { handlers: HttpHandler[]; setUp?: () => void };

const FAULTS = new Set(['hang', 'stall', 'cut', 'trickle', 'status']);

/** `{"data": name}` or a fault (see scenarios/faults.ts); a string is what is wrong with it. */
function scenarioFrom(body: unknown): Scenario | string {
  if (typeof body !== 'object' || body === null) return 'Send a JSON object.';
  const spec = body as Partial<FaultSpec> & { data?: unknown };
  if ('data' in spec) {
    return isDataScenarioName(spec.data)
      ? DATA_SCENARIOS[spec.data]()
      : `Unknown data scenario; use one of ${Object.keys(DATA_SCENARIOS).join(', ')}.`;
  }
  if (!FAULTS.has(String(spec.fault))) return 'fault must be hang, stall, cut, trickle or status (or send {"data": name}).';
  if (typeof spec.path !== 'string' || !spec.path.startsWith('/')) return 'path must be a request path, like /v1/me/meetings.';
  return { handlers: [faultHandler(spec as FaultSpec)] };
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      try {
        resolve(JSON.parse(text) as unknown);
      } catch {
        resolve(null);
      }
    });
  });
}

/** Lets a page on another origin call it directly; the dashboard itself goes through a proxy. */
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'x-api-key, content-type',
  'access-control-allow-methods': 'GET, DELETE, OPTIONS',
  // Rate limits are only worth sending if a page on another origin can read them.
  'access-control-expose-headers': 'retry-after, x-ratelimit-reset, x-ratelimit-remaining, date',
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
