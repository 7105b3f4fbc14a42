import { isolateBidi } from '@/core/bidi-text';
import { ApiError, kindForStatus } from './api-error';
import { callKind, maxBodyBytes, type CallKind } from './call-limits';
import type { OperationName } from './operations';

/**
 * Real deployments differ in their error bodies (`{"error":"…"}`, `{"error":{"json":{"message":…}}}`,
 * `{"detail":…}`), so the message is looked for in each known place.
 */
const MAX_MESSAGE_LENGTH = 300;

/** A proxy's HTML error page is not a message; very long text is cut. */
function textMessage(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.startsWith('<')) return null;
  return trimmed.length > MAX_MESSAGE_LENGTH ? `${trimmed.slice(0, MAX_MESSAGE_LENGTH)}…` : trimmed;
}

export function readServerMessage(body: unknown): string | null {
  if (typeof body === 'string') return textMessage(body);
  if (!isRecord(body)) return null;
  const { message, error, detail } = body;
  const candidates = [
    message,
    error,
    isRecord(error) ? error.message : null,
    isRecord(error) && isRecord(error.json) ? error.json.message : null,
    detail,
    Array.isArray(detail)
      ? detail
          .map((d) => (isRecord(d) && typeof d.msg === 'string' ? d.msg : ''))
          .filter(Boolean)
          .join('; ')
      : null,
  ];
  for (const candidate of candidates) {
    const text = typeof candidate === 'string' ? textMessage(candidate) : null;
    if (text) return text;
  }
  return null;
}

const SECONDS = /^[+-]?\d+(\.\d+)?$/;

/**
 * When the server asks us to come back: Retry-After (delay-seconds or an HTTP date), else
 * X-RateLimit-Reset (Unix time in seconds or milliseconds, or seconds from now). A wait of zero or
 * less, or a time already past, asks for nothing: the normal backoff applies. An HTTP date or a Unix
 * time is measured against the response's own Date header when it has one, so a server clock that
 * differs from this machine's does not stretch or cancel the wait.
 */
export function readRetryAt(headers: Headers, now: Date = new Date()): Date | null {
  const serverNow = Date.parse(headers.get('date') ?? '');
  const fromServerTime = (time: number) => time - (Number.isNaN(serverNow) ? now.getTime() : serverNow);
  const after = (ms: number) => (ms > 0 && Number.isFinite(ms) ? new Date(now.getTime() + ms) : null);

  const retryAfter = headers.get('retry-after')?.trim();
  if (retryAfter) {
    const wait = SECONDS.test(retryAfter)
      ? after(Number(retryAfter) * 1000)
      : // An HTTP date has a weekday and a month name: a bare number or garbage is not one.
        /[a-z]/i.test(retryAfter)
        ? after(fromServerTime(Date.parse(retryAfter)))
        : null;
    if (wait) return wait;
  }
  const reset = headers.get('x-ratelimit-reset')?.trim();
  if (reset && SECONDS.test(reset)) {
    const value = Number(reset);
    // Values this large are absolute Unix times (seconds, or milliseconds); small ones are a delay.
    if (value > 1e12) return after(fromServerTime(value));
    if (value > 1e9) return after(fromServerTime(value * 1000));
    return after(value * 1000);
  }
  return null;
}

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** "in 12 s"; later today "at 8:29 AM"; another day "on Tue, Nov 24 at 8:29 AM". */
export function describeWait(retryAt: Date, now: Date = new Date()): string {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  if (seconds < 90) return `in ${seconds} s`;
  const time = retryAt.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
  if (sameDay(retryAt, now)) return `at ${time}`;
  const day = retryAt.toLocaleDateString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(retryAt.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return `on ${day} at ${time}`;
}

export interface ErrorResponse {
  operation: OperationName;
  status: number;
  /** A redirect the browser did not follow: opaque, so its status is 0 and its Location unreadable. */
  redirected?: boolean;
  statusText: string;
  headers: Headers;
  body: unknown;
  /** The request path, so a 403 can say whether workspace data was asked for. */
  path: string;
  /** For the retry policy: see ApiError. */
  retryUntil?: number | null;
  /** Hides the key in header values read here (a Location may carry it). */
  hide?: (text: string) => string;
}

export function errorFromResponse({
  operation,
  status,
  redirected = false,
  statusText,
  headers,
  body,
  path,
  retryUntil = null,
  hide = (text) => text,
}: ErrorResponse): ApiError {
  if (redirected || (status >= 300 && status < 400)) {
    return new ApiError({ kind: 'redirected', operation, status: redirected ? null : status, message: redirectMessage(headers, hide) });
  }
  const kind = kindForStatus(status);
  const serverMessage = readServerMessage(body);
  const retryAt = kind === 'rate-limited' || kind === 'server' ? readRetryAt(headers) : null;
  // Isolated within our sentence: one with right-to-left text or an override cannot reorder our words.
  const quoted = serverMessage ?? (statusText.trim() || null);
  const message = messageFor(kind, status, quoted && isolateBidi(quoted), path, retryAt);
  return new ApiError({ kind, operation, status, message, retryAt, retryUntil });
}

function messageFor(
  kind: ReturnType<typeof kindForStatus>,
  status: number,
  serverMessage: string | null,
  path: string,
  retryAt: Date | null,
): string {
  switch (kind) {
    case 'unauthorized':
      return 'The API key was rejected: it may be wrong or revoked.';
    case 'forbidden':
      return path.startsWith('/v1/workspace/')
        ? 'This API key may not read workspace data. Use a workspace key, or switch to your own meetings.'
        : `This API key is not allowed to do that${serverMessage ? `: ${serverMessage}` : '.'}`;
    case 'not-found':
      return serverMessage ? `Not found: ${serverMessage}` : 'Not found.';
    case 'bad-request':
      return serverMessage ? `The API rejected the request: ${serverMessage}` : `The API rejected the request (${status}).`;
    case 'rate-limited':
      return `Too many requests. Try again ${retryAt ? describeWait(retryAt) : 'in a minute'}.`;
    case 'server':
      return `The API had a problem (${status}${serverMessage ? `: ${serverMessage}` : ''}). Try again.`;
    default:
      return `The API answered ${status}${serverMessage ? `: ${serverMessage}` : '.'}`;
  }
}

/**
 * Where to, when it can be read (a browser hides the Location of a redirect it did not follow): the
 * origin and path only, as a query string may carry anything.
 */
function redirectMessage(headers: Headers, hide: (text: string) => string): string {
  let target: string | null = null;
  try {
    const location = headers.get('location');
    if (location) {
      const url = new URL(location, window.location.href);
      target = hide(`${url.origin}${url.pathname}`);
    }
  } catch {
    // Not a URL: said without it.
  }
  return `The API redirected the request${target ? ` to ${target}` : ' elsewhere'} — check the API address. The redirect was not followed, so the API key was not sent there.`;
}

/** What is wrong with a 2xx answer's body: not JSON (a web page, or not), or a field of the wrong shape. */
export type DataProblem = { webPage: boolean } | { field: string; issue: string | undefined };

export function dataError(operation: OperationName, problem: DataProblem): ApiError {
  if ('webPage' in problem) {
    return problem.webPage
      ? new ApiError({
          kind: 'web-page',
          operation,
          message:
            'The API address answered with a web page instead of data. If this network asks you to sign in first (as hotel or office Wi-Fi may), sign in and try again; otherwise check the API address.',
        })
      : new ApiError({ kind: 'bad-response', operation, message: `The API sent a response that is not JSON (${operation}).` });
  }
  const { field, issue = 'unexpected shape' } = problem;
  return new ApiError({
    kind: 'bad-response',
    operation,
    field,
    message: `The API sent data the dashboard cannot read (${operation}: ${field}: ${issue}).`,
  });
}

/** One answer of each kind of call, as an error about its size names it. */
const ONE_ANSWER: Record<CallKind, string> = {
  list: 'one page of a list',
  detail: 'one meeting',
  search: 'one search',
  health: 'the health check',
  delete: 'one deletion',
};

/** "The API sent more than 64 MB for one meeting; it was not shown." */
export function tooLargeError(operation: OperationName): ApiError {
  const maxBytes = maxBodyBytes(operation);
  const size = maxBytes >= 1024 * 1024 ? `${maxBytes / 1024 / 1024} MB` : `${maxBytes / 1024} KB`;
  const what = operation === 'listMyTags' ? 'the tag list' : ONE_ANSWER[callKind(operation)];
  return new ApiError({ kind: 'too-large', operation, message: `The API sent more than ${size} for ${what}; it was not shown.` });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
