import { z } from './zod';
import { getApiConfig } from './api-config';
import { ApiError, kindForStatus } from './api-error';
import { callDeadline, callLimits } from './call-limits';
import { takeArrivedEarlyResponse, takeEarlyResponse } from './early-responses';
import { prepareRequest, type OperationInput } from './endpoints';
import type * as ErrorReader from './error-response';
import type { OperationName } from './operations';
import { readBodyText } from './read-body';

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

/**
 * The one place that talks HTTP: it adds the key, enforces the timeouts (for the answer and for each
 * piece of its body), maps failures to `ApiError`, and decodes the body with the operation's schema.
 */
export async function apiRequest<O extends OperationName, S extends z.ZodMiniType>(
  spec: RequestSpec<O, S>,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const { baseUrl, getApiKey } = getApiConfig();
  const { operation } = spec;
  const { url, init, path, apiKey } = prepareRequest(operation, spec, { baseUrl, apiKey: options.apiKey ?? getApiKey() });
  const { attemptMs } = callLimits(operation);
  // Every attempt gets its full time; the retry policy starts another only if it can end within budget.
  const retryUntil = callDeadline(operation, options.signal) - attemptMs;
  const attempt = startAttempt(options.signal, attemptMs);

  let response: Response;
  let text: string;
  try {
    response = await (takeEarlyResponse(url, attempt.signal) ??
      fetch(url, { ...init, signal: attempt.signal, keepalive: options.keepalive ?? false }));
    attempt.answered();
    // The body is part of the attempt: one that stops arriving times out like a missing answer.
    text = await readBodyText(response, attempt.signal, attempt.answered);
  } catch (cause) {
    if (options.signal?.aborted) throw options.signal.reason ?? cause;
    const failure = attempt.timedOut();
    if (failure) {
      const seconds = Math.round(attemptMs / 1000);
      const message =
        failure === 'answer'
          ? `The API did not answer within ${seconds} s.`
          : `The API stopped sending its answer: nothing arrived for ${seconds} s.`;
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

  if (!response.ok) {
    // A server may echo the key back: hidden before the message is read out of the body (and cut to
    // length, which could leave part of it), and after (JSON could spell it with escapes).
    const body = hideKey(text, apiKey);
    const error = await errorFor(
      {
        operation,
        status: response.status,
        statusText: hideKey(response.statusText, apiKey),
        headers: response.headers,
        body: parseJson(body) ?? body,
        path,
        retryUntil,
      },
      attemptMs,
    );
    error.message = hideKey(error.message, apiKey);
    throw error;
  }
  return decode(spec, text, init.method === 'DELETE');
}

let errorReader: Promise<typeof ErrorReader | null> | null = null;

/** Loaded once; a load that failed is tried again with the next error answer. */
function loadErrorReader(): Promise<typeof ErrorReader | null> {
  errorReader ??= import('./error-response').catch(() => {
    errorReader = null;
    return null;
  });
  return errorReader;
}

/**
 * Error responses are rare: what reads them (a message for each status, Retry-After) is a chunk of its
 * own, fetched with the first one. Should it fail to load, or not within `waitMs` (the attempt's
 * time), the status alone still makes a clear error.
 */
async function errorFor(response: ErrorReader.ErrorResponse, waitMs: number): Promise<ApiError> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, waitMs, null);
  });
  const reader = await Promise.race([loadErrorReader(), late]);
  clearTimeout(timer);
  if (reader) return reader.errorFromResponse(response);
  const { operation, status, retryUntil } = response;
  return new ApiError({ kind: kindForStatus(status), operation, status, retryUntil, message: `The API answered ${status}.` });
}

/**
 * The decoded answer to a request whose early response (src/early-request.ts) has already arrived in
 * full and succeeded, right now; otherwise undefined, and `apiRequest` makes (or adopts) the request
 * as usual, with its errors. The landing screen renders with its data on the first render this way.
 */
export function takeArrivedEarlyAnswer<O extends OperationName, S extends z.ZodMiniType>(spec: RequestSpec<O, S>): z.output<S> | undefined {
  const { baseUrl, getApiKey } = getApiConfig();
  let url: string;
  try {
    ({ url } = prepareRequest(spec.operation, spec, { baseUrl, apiKey: getApiKey() }));
  } catch {
    return undefined;
  }
  return takeArrivedEarlyResponse(url, (response) => {
    if (!response.ok) return undefined;
    try {
      return decode(spec, response.text, false);
    } catch {
      return undefined;
    }
  });
}

function decode<S extends z.ZodMiniType>(spec: { operation: OperationName; schema: S }, text: string, emptyAllowed: boolean): z.output<S> {
  const { operation, schema } = spec;
  const body = text.trim() === '' && emptyAllowed ? {} : parseJson(text);
  if (body === undefined) {
    throw new ApiError({ kind: 'bad-response', operation, message: `The API sent a response that is not JSON (${operation}).` });
  }
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(response)';
  throw new ApiError({
    kind: 'bad-response',
    operation,
    field,
    message: `The API sent data the dashboard cannot read (${operation}: ${field}: ${issue?.message ?? 'unexpected shape'}).`,
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const hideKey = (text: string, apiKey: string | null) => (apiKey ? text.split(apiKey).join('[key hidden]') : text);

/**
 * One attempt's signal: aborted by the caller, or by a watchdog that fires when nothing has arrived
 * for `ms` — first the answer (status and headers), then each next piece of the body.
 */
function startAttempt(outer: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  let waitingFor: 'answer' | 'body' = 'answer';
  let timedOut: 'answer' | 'body' | null = null;
  const fire = () => {
    timedOut = waitingFor;
    controller.abort(new DOMException('The API took too long', 'TimeoutError'));
  };
  let timer = setTimeout(fire, ms);
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onAbort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    /** Something arrived: the wait starts over, now for the (rest of the) body. */
    answered: () => {
      waitingFor = 'body';
      clearTimeout(timer);
      timer = setTimeout(fire, ms);
    },
    timedOut: () => timedOut,
    end: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}
