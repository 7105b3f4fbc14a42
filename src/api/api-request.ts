import { loadOnce } from '@/core/load-once';
import { z } from './zod';
import { getApiConfig } from './api-config';
import { ApiError, kindForStatus } from './api-error';
import { callDeadline, callLimits, maxBodyBytes } from './call-limits';
import { earlyRequestSentAt, takeArrivedEarlyResponse, takeEarlyResponse } from './early-responses';
import { prepareRequest, type OperationInput } from './endpoints';
import type * as ErrorReader from './error-response';
import { keyHider, parseJsonHidingKey, type HideKey } from './hide-key';
import type { OperationName } from './operations';
import { BODY_TOO_LARGE, readBodyText } from './read-body';

export interface RequestOptions {
  /**
   * Aborting rejects with the signal's reason; the request is cancelled on the wire. It also stands
   * for one call: requests made with the same signal (retries) share the call's time budget.
   */
  signal?: AbortSignal;
  /** Lets a DELETE outlive the page (sent while it is being hidden or closed). */
  keepalive?: boolean;
  /** A key to use instead of the saved one: checking a key before it is saved. */
  apiKey?: string;
}

type RequestSpec<O extends OperationName, S extends z.ZodMiniType> = OperationInput<O> & {
  operation: O;
  schema: S;
};

/** The decoded answer to a request. */
export async function apiRequest<O extends OperationName, S extends z.ZodMiniType>(
  spec: RequestSpec<O, S>,
  options?: RequestOptions,
): Promise<z.output<S>> {
  return (await apiResponse(spec, options)).body;
}

/**
 * The one place that talks HTTP: it adds the key, enforces the timeouts (for the answer, for each
 * piece of its body, and for the whole call) and a size limit on the body, refuses redirects, hides
 * the key wherever the server echoed it, maps failures to `ApiError`, and decodes the body with the
 * operation's schema. With the answer's status, for the one call whose 2xx statuses differ in meaning
 * (a DELETE answered 202 is accepted, not done).
 */
export async function apiResponse<O extends OperationName, S extends z.ZodMiniType>(
  spec: RequestSpec<O, S>,
  options: RequestOptions = {},
): Promise<{ status: number; body: z.output<S> }> {
  const { baseUrl, getApiKey } = getApiConfig();
  const { operation } = spec;
  const { url, init, path, apiKey } = prepareRequest(operation, spec, { baseUrl, apiKey: options.apiKey ?? getApiKey() });
  // Every key this page knows, whichever was sent: a server may echo one it saw before.
  const hide = keyHider([apiKey, options.apiKey, getApiKey()]);
  const { attemptMs, budgetMs } = callLimits(operation);
  // A request the page sent before the app had loaded, adopted now, started when it was sent.
  const startedAt = earlyRequestSentAt(url) ?? Date.now();
  const deadline = callDeadline(operation, options.signal, startedAt);
  // Every attempt gets its full time; the retry policy starts another only if it can end within budget.
  const retryUntil = deadline - attemptMs;
  const attempt = startAttempt(options.signal, attemptMs, deadline, startedAt);

  let response: Response;
  let text: string;
  try {
    response = await (takeEarlyResponse(url, attempt.signal) ??
      fetch(url, { ...init, signal: attempt.signal, keepalive: options.keepalive ?? false }));
    attempt.answered();
    // The body is part of the attempt: one that stops arriving times out like a missing answer.
    text = await readBodyText(response, attempt.signal, attempt.answered, maxBodyBytes(operation));
  } catch (cause) {
    if (options.signal?.aborted) throw options.signal.reason ?? cause;
    if (cause === BODY_TOO_LARGE) {
      throw await fromErrorReader(
        (reader) => reader.tooLargeError(operation),
        () => new ApiError({ kind: 'too-large', operation, message: 'The API sent an answer the dashboard cannot read.' }),
        attemptMs,
      );
    }
    const failure = attempt.timedOut();
    if (failure) {
      const seconds = Math.round(attemptMs / 1000);
      const message =
        failure === 'answer'
          ? `The API did not answer within ${seconds} s.`
          : failure === 'body'
            ? `The API stopped sending its answer: nothing arrived for ${seconds} s.`
            : `The API is sending its answer too slowly: it had not all arrived after ${Math.round(budgetMs / 1000)} s.`;
      throw new ApiError({ kind: 'timeout', operation, message, retryUntil });
    }
    throw new ApiError({
      kind: 'network',
      operation,
      message: 'Could not reach the API. Check your connection and try again.',
      retryUntil,
    });
  } finally {
    attempt.end();
  }

  // Hidden before anything is read out of it (a message cut to length could keep part of the key).
  const body = parseJsonHidingKey(text, hide);
  // A redirect is never followed (`redirect: 'manual'`): it is not ok, and says so below.
  if (!response.ok) {
    const answer = {
      operation,
      status: response.status,
      redirected: response.type === 'opaqueredirect',
      statusText: hide(response.statusText),
      headers: response.headers,
      body: body ?? hide(text),
      path,
      retryUntil,
      hide,
    };
    const error = await fromErrorReader(
      (reader) => reader.errorFromResponse(answer),
      () => statusError(answer),
      attemptMs,
    );
    error.message = hide(error.message);
    throw error;
  }
  const decoded = decode(spec.schema, text, body, init.method === 'DELETE');
  if ('data' in decoded) return { status: response.status, body: decoded.data };
  const { problem } = decoded;
  throw await fromErrorReader(
    (reader) => reader.dataError(operation, problem),
    () =>
      new ApiError({
        kind: 'webPage' in problem ? 'web-page' : 'bad-response',
        operation,
        message: 'The API sent an answer the dashboard cannot read.',
      }),
    attemptMs,
  );
}

/** Loaded once; a load that failed is tried again with the next error answer. */
const loadErrorReader = loadOnce(() => import('./error-response'));

/**
 * Error responses are rare: what reads them (a message for each status, Retry-After, an answer too
 * large) is a chunk of its own, fetched with the first one. Should it fail to load, or not within
 * `waitMs` (the attempt's time), `fallback` still makes a clear error.
 */
async function fromErrorReader(
  build: (reader: typeof ErrorReader) => ApiError,
  fallback: () => ApiError,
  waitMs: number,
): Promise<ApiError> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, waitMs, null);
  });
  const reader = await Promise.race([loadErrorReader().catch(() => null), late]);
  clearTimeout(timer);
  return reader ? build(reader) : fallback();
}

/** An error answer's status alone, in words: when the error reader cannot be had. */
function statusError({ operation, status, retryUntil, redirected }: ErrorReader.ErrorResponse): ApiError {
  return new ApiError({
    kind: redirected ? 'redirected' : kindForStatus(status),
    operation,
    status,
    retryUntil,
    message: redirected ? 'The API redirected the request.' : `The API answered ${status}.`,
  });
}

/**
 * The decoded answer to a request whose early response (src/boot/early-request.ts) has already arrived in
 * full and succeeded, right now; otherwise undefined, and `apiRequest` makes (or adopts) the request
 * as usual, with its errors. The landing screen renders with its data on the first render this way.
 */
export function takeArrivedEarlyAnswer<O extends OperationName, S extends z.ZodMiniType>(spec: RequestSpec<O, S>): z.output<S> | undefined {
  const { baseUrl, getApiKey } = getApiConfig();
  let url: string;
  let hide: HideKey;
  try {
    const prepared = prepareRequest(spec.operation, spec, { baseUrl, apiKey: getApiKey() });
    url = prepared.url;
    hide = keyHider([prepared.apiKey, getApiKey()]);
  } catch {
    return undefined;
  }
  return takeArrivedEarlyResponse(url, (response) => {
    if (!response.ok) return undefined;
    const decoded = decode(spec.schema, response.text, parseJsonHidingKey(response.text, hide), false);
    return 'data' in decoded ? decoded.data : undefined;
  });
}

/** `parsed`: the text parsed, the key hidden; undefined when it is not JSON. The data, or what is wrong with it. */
function decode<S extends z.ZodMiniType>(
  schema: S,
  text: string,
  parsed: unknown,
  emptyAllowed: boolean,
): { data: z.output<S> } | { problem: ErrorReader.DataProblem } {
  const body = text.trim() === '' && emptyAllowed ? {} : parsed;
  // A captive portal's sign-in page, or an address that serves the app rather than the API.
  if (body === undefined) return { problem: { webPage: text.trimStart().startsWith('<') } };
  const result = z.safeParse(schema, body);
  if (result.success) return { data: result.data };
  const issue = result.error.issues[0];
  return { problem: { field: issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(response)', issue: issue?.message } };
}

/**
 * One attempt's signal: aborted by the caller, or by a watchdog that fires when nothing has arrived
 * for `ms` — first the answer (status and headers), then each next piece of the body — or at the
 * call's `deadline` however much is arriving (a body that trickles in byte by byte). The wait for the
 * answer counts from `startedAt`, when the request was sent.
 */
function startAttempt(outer: AbortSignal | undefined, ms: number, deadline: number, startedAt: number) {
  const controller = new AbortController();
  let waitingFor: 'answer' | 'body' = 'answer';
  let timedOut: 'answer' | 'body' | 'deadline' | null = null;
  const fire = (reason: 'answer' | 'body' | 'deadline') => {
    timedOut = reason;
    controller.abort(new DOMException('The API took too long', 'TimeoutError'));
  };
  // (A delay already past fires at once.)
  let timer = setTimeout(() => fire(waitingFor), startedAt + ms - Date.now());
  const overall = setTimeout(() => fire('deadline'), deadline - Date.now());
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onAbort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    /** Something arrived: the wait starts over, now for the (rest of the) body. */
    answered: () => {
      waitingFor = 'body';
      clearTimeout(timer);
      timer = setTimeout(() => fire(waitingFor), ms);
    },
    timedOut: () => timedOut,
    end: () => {
      clearTimeout(timer);
      clearTimeout(overall);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}
