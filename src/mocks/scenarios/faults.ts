import { http, HttpResponse, type HttpHandler } from 'msw';

/**
 * Faults of a hostile or failing server, as MSW handlers: the unit tests install them with
 * `server.use(...)`, and the HTTP server (npm run mock-api) turns them on with `POST /__mock/scenario`
 * and really stalls or cuts the connection (it streams bodies as they come).
 *
 * - `hang`: no answer at all.
 * - `stall`: status and headers and the first bytes of a JSON body, then silence.
 * - `cut`: status, headers and the first bytes, then the connection breaks.
 * - `trickle`: status and headers, then one byte of a JSON body every `intervalMs`, for ever: a body
 *   that keeps arriving and never ends.
 * - `status`: any status with the given headers (Retry-After, X-RateLimit-Reset, Location, …) and body
 *   (an error message, a web page, a deletion result) — `{key}` in the body or the status text
 *   becomes the API key the request carried, as a server that echoes it would send it.
 */
export type FaultKind = 'hang' | 'stall' | 'cut' | 'trickle' | 'status';

export interface FaultSpec {
  fault: FaultKind;
  /** The request path it applies to: exact, or every path starting with it when it ends in `*`. */
  path: string;
  method?: 'GET' | 'DELETE';
  /** How many matching requests get the fault; the ones after are answered normally. Default: all. */
  times?: number;
  /** For `status`. */
  status?: number;
  /**
   * For `status`: response headers. `{date+N}` in a value becomes the HTTP date N seconds from now
   * (N may be negative), `{epoch+N}` the Unix time in seconds: Retry-After and X-RateLimit-Reset in
   * every form a server may send them.
   */
  headers?: Record<string, string>;
  /**
   * For `status`: the body, JSON unless it is a string (sent as it is, as HTML when it starts with
   * `<`). Default: an error message for the status. `{key}` anywhere in it becomes the request's key.
   */
  body?: unknown;
  /** For `status`: the reason phrase after the status code (`{key}` as in `body`). */
  statusText?: string;
  /** For `trickle`: the time between two bytes (default 20 ms). */
  intervalMs?: number;
}

/** The first bytes a stalled or cut answer sends: the start of a valid JSON body, never its end. */
const FIRST_BYTES = '{"meetings":[';

/** Held hangs and stalls, let go (as broken connections) when the scenario is over. */
const held = new Set<() => void>();

/** Ends every hang and stall still held: the HTTP server calls it on reset. */
export function releaseHeldFaults(): void {
  for (const release of held) release();
  held.clear();
}

function hold(): Promise<void> {
  return new Promise((resolve) => held.add(resolve));
}

export function fillHeaderTemplates(headers: Record<string, string>, now: number = Date.now()): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      value
        .replace(/\{date([+-]\d+)\}/g, (_, seconds: string) => new Date(now + Number(seconds) * 1000).toUTCString())
        .replace(/\{epoch([+-]\d+)\}/g, (_, seconds: string) => String(Math.floor(now / 1000) + Number(seconds))),
    ]),
  );
}

function stream(end: 'never' | 'break'): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(FIRST_BYTES));
      // A cut comes after the first bytes are out, as a connection dropped mid-body.
      if (end === 'break') setTimeout(() => controller.error(new Error('connection cut')), 0);
      else void hold().then(() => controller.error(new Error('stalled answer released')));
    },
  });
}

/** A JSON body that never ends, one byte at a time: `{"meetings":[` and then spaces. */
function trickle(intervalMs: number): ReadableStream<Uint8Array> {
  let timer: ReturnType<typeof setInterval> | undefined;
  let sent = 0;
  const release = () => clearInterval(timer);
  return new ReadableStream({
    start(controller) {
      held.add(release);
      timer = setInterval(() => {
        controller.enqueue(new TextEncoder().encode(FIRST_BYTES[sent] ?? ' '));
        sent += 1;
      }, intervalMs);
    },
    cancel: release,
  });
}

/** The status fault's answer: its body and reason phrase with `{key}` filled in from the request. */
function statusAnswer(spec: FaultSpec, request: Request): Response {
  const status = spec.status ?? 503;
  const fill = (text: string) => text.replaceAll('{key}', request.headers.get('x-api-key') ?? '');
  const headers = fillHeaderTemplates(spec.headers ?? {});
  const statusText = fill(spec.statusText ?? '');
  if (typeof spec.body === 'string') {
    const text = fill(spec.body);
    const type = text.trimStart().startsWith('<') ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
    return new HttpResponse(text, { status, statusText, headers: { 'content-type': type, ...headers } });
  }
  const body = spec.body ?? { error: status === 429 ? 'Too many requests' : 'Service unavailable' };
  const text = fill(JSON.stringify(body));
  return new HttpResponse(text, { status, statusText, headers: { 'content-type': 'application/json', ...headers } });
}

async function answer(spec: FaultSpec, request: Request): Promise<Response> {
  switch (spec.fault) {
    case 'hang':
      await hold();
      return HttpResponse.error();
    case 'stall':
      return new HttpResponse(stream('never'), { headers: { 'content-type': 'application/json' } });
    case 'cut':
      return new HttpResponse(stream('break'), { headers: { 'content-type': 'application/json' } });
    case 'trickle':
      return new HttpResponse(trickle(spec.intervalMs ?? 20), { headers: { 'content-type': 'application/json' } });
    case 'status':
      return statusAnswer(spec, request);
  }
}

function matches(spec: FaultSpec, url: URL): boolean {
  return spec.path.endsWith('*') ? url.pathname.startsWith(spec.path.slice(0, -1)) : url.pathname === spec.path;
}

/** One fault as a handler; requests it does not take (other paths, or after `times`) fall through. */
export function faultHandler(spec: FaultSpec): HttpHandler {
  let left = spec.times ?? Number.POSITIVE_INFINITY;
  const method = spec.method === 'DELETE' ? http.delete : http.get;
  return method('*', ({ request }) => {
    if (!matches(spec, new URL(request.url)) || left <= 0) return undefined;
    left -= 1;
    return answer(spec, request);
  });
}
