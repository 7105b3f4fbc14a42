import { z } from './zod';
import { getApiConfig } from './api-config';
import { ApiError } from './api-error';
import { readResponse, takeArrivedEarlyResponse, takeEarlyResponse, type ReadResponse } from './early-responses';
import { prepareRequest, type OperationInput } from './endpoints';
import { errorFromResponse } from './error-response';
import type { OperationName } from './operations';

export interface RequestOptions {
  /** Aborting rejects with the signal's reason; the request is cancelled on the wire. */
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
 * The one place that talks HTTP: it adds the key, enforces the timeout, maps failures to
 * `ApiError`, and decodes the body with the operation's schema.
 */
export async function apiRequest<O extends OperationName, S extends z.ZodMiniType>(
  spec: RequestSpec<O, S>,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const { baseUrl, getApiKey, timeoutMs } = getApiConfig();
  const { operation } = spec;
  const { url, init, path, apiKey } = prepareRequest(operation, spec, { baseUrl, apiKey: options.apiKey ?? getApiKey() });
  const { signal, cleanup, timedOut } = withTimeout(options.signal, timeoutMs);

  let response: ReadResponse;
  try {
    response = await (takeEarlyResponse(url, signal) ??
      fetch(url, { ...init, signal, keepalive: options.keepalive ?? false }).then(readResponse));
  } catch (cause) {
    if (options.signal?.aborted) throw options.signal.reason ?? cause;
    if (timedOut()) {
      throw new ApiError({ kind: 'timeout', operation, message: `The API did not answer within ${Math.round(timeoutMs / 1000)} s.` });
    }
    throw new ApiError({ kind: 'network', operation, message: 'Could not reach the API. Check your connection and try again.' });
  } finally {
    cleanup();
  }

  if (!response.ok) {
    const { status, statusText, headers, text } = response;
    throw scrubKey(errorFromResponse({ operation, status, statusText, headers, body: parseJson(text) ?? text, path }), apiKey);
  }
  return decode(spec, response.text, init.method === 'DELETE');
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

/** A server that echoes the key back must not get it into our error messages. */
function scrubKey(error: ApiError, apiKey: string | null): ApiError {
  if (!apiKey || !error.message.includes(apiKey)) return error;
  return new ApiError({
    kind: error.kind,
    operation: error.operation,
    status: error.status,
    retryAt: error.retryAt,
    field: error.field,
    message: error.message.split(apiKey).join('[key hidden]'),
  });
}

function withTimeout(outer: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onAbort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    cleanup: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}
