import { isApiError } from './api-error';

export const MAX_RETRIES = 3;
/** A server asking us to wait longer than this gets an error with "try again at …" instead of a silent wait. */
export const MAX_AUTOMATIC_WAIT_MS = 10_000;

/**
 * Retries 429, 5xx, network failures and timeouts; never other 4xx, never a failed parameter check;
 * never past the call's time budget, nor into a wait longer than the server may ask of us unasked.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error) || !error.retryable || failureCount >= MAX_RETRIES) return false;
  const wait = retryDelay(failureCount, error);
  if (error.retryAt !== null && wait > MAX_AUTOMATIC_WAIT_MS) return false;
  return error.retryUntil === null || Date.now() + wait <= error.retryUntil;
}

/**
 * Exactly as long as the server asked (Retry-After, X-RateLimit-Reset: on every attempt, each answer
 * read anew), else exponential backoff: 0.5 s, 1 s, 2 s … `now` is the caller's clock (a bulk read's pacer).
 */
export function retryDelay(attempt: number, error: unknown, now = Date.now()): number {
  const asked = isApiError(error) && error.retryAt ? error.retryAt.getTime() - now : 0;
  // A time already past (a server clock behind ours, a window that just ended) is no reason to hurry.
  return asked > 0 ? asked : Math.min(500 * 2 ** attempt, 8_000);
}
