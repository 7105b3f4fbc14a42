import { isApiError } from './api-error';

export const MAX_RETRIES = 3;
/** A server asking us to wait longer than this gets an error with "try again at …" instead of a silent wait. */
export const MAX_AUTOMATIC_WAIT_MS = 10_000;

/** Retries 429, 5xx, network failures and timeouts; never other 4xx, never a failed parameter check. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error) || !error.retryable || failureCount >= MAX_RETRIES) return false;
  return error.retryAt === null || error.retryAt.getTime() - Date.now() <= MAX_AUTOMATIC_WAIT_MS;
}

/** Exponential backoff (0.5 s, 1 s, 2 s …), or exactly as long as the server asked. */
export function retryDelay(attempt: number, error: unknown): number {
  if (isApiError(error) && error.retryAt) return Math.max(0, error.retryAt.getTime() - Date.now());
  return Math.min(500 * 2 ** attempt, 8_000);
}
