import type { OperationName } from './operations';

/**
 * What went wrong, in terms a screen can act on:
 * - `invalid-params`: rejected before sending; nothing went over the network.
 * - `unauthorized`: no key, or the server rejected it (401) — ask for the key again.
 * - `forbidden`: 403, typically a key without workspace access.
 * - `not-found`, `bad-request` (400/422), `rate-limited` (429), `server` (5xx), `http` (any other status).
 * - `network`, `timeout`: the request did not complete.
 * - `redirected`: the API answered with a redirect, which is never followed (it would take the key along).
 * - `web-page`: a 2xx with a web page for a body (a captive portal's sign-in page, a wrong address).
 * - `bad-response`: a 2xx whose body is not JSON or not of the expected shape.
 * - `too-large`: an answer larger than any real one of its kind; reading it stopped at the limit.
 */
export type ApiErrorKind =
  | 'invalid-params'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'bad-request'
  | 'rate-limited'
  | 'server'
  | 'http'
  | 'network'
  | 'timeout'
  | 'redirected'
  | 'web-page'
  | 'bad-response'
  | 'too-large';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  operation: OperationName;
  message: string;
  status?: number | null;
  /** For `invalid-params` and `bad-response`: the parameter or response field at fault. */
  field?: string | null;
  /** When the server said when to come back (Retry-After or X-RateLimit-Reset). */
  retryAt?: Date | null;
  /** The latest time another attempt may start and still end within the call's budget (call-limits.ts). */
  retryUntil?: number | null;
}

const RETRYABLE_KINDS: ReadonlySet<ApiErrorKind> = new Set(['rate-limited', 'server', 'network', 'timeout']);
/** Not retried by themselves, but they can go away (a sign-in page passed, a deployment fixed): a Retry button helps. */
const WORTH_A_TRY_KINDS: ReadonlySet<ApiErrorKind> = new Set([...RETRYABLE_KINDS, 'redirected', 'web-page', 'bad-response']);

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly operation: OperationName;
  readonly status: number | null;
  readonly field: string | null;
  readonly retryAt: Date | null;
  readonly retryUntil: number | null;
  /** 429, 5xx and transport failures may succeed later; other 4xx never will. */
  readonly retryable: boolean;
  /** Whether to offer the user a Retry: for these and for answers that were not the API's data. */
  readonly worthRetrying: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.operation = init.operation;
    this.status = init.status ?? null;
    this.field = init.field ?? null;
    this.retryAt = init.retryAt ?? null;
    this.retryUntil = init.retryUntil ?? null;
    this.retryable = RETRYABLE_KINDS.has(init.kind);
    this.worthRetrying = WORTH_A_TRY_KINDS.has(init.kind);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function kindForStatus(status: number): ApiErrorKind {
  if (status === 400 || status === 422) return 'bad-request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'http';
}
