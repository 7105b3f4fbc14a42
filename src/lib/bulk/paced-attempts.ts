import { isApiError } from '@/api/api-error';
import { MAX_RETRIES, retryDelay } from '@/api/retry-policy';
import type { Pacer } from './token-bucket';

/**
 * A bulk read may wait longer for the API than a screen's own call (10 s): the user sees its
 * progress and can stop it. A server asking for more than this is not waited for: the item fails
 * with the error, which says when to try again.
 */
export const MAX_BULK_WAIT_MS = 60_000;

/**
 * One request of a bulk read, within the pacer's rate, retried by the queries' policy (429, 5xx,
 * network failures and timeouts, up to three times). Every attempt takes a token, so retries count
 * towards the rate; a 429 holds every bulk read until the server's time (or the backoff), not only
 * this one.
 */
export async function pacedAttempts<T>(attempt: () => Promise<T>, pacer: Pacer, signal: AbortSignal): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    await pacer.take(signal);
    try {
      return await attempt();
    } catch (error) {
      if (signal.aborted || !isApiError(error) || !error.retryable || failures >= MAX_RETRIES) throw error;
      const now = pacer.clock.now();
      const wait = retryDelay(failures, error, now);
      if (wait > MAX_BULK_WAIT_MS) throw error;
      if (error.kind === 'rate-limited') pacer.holdUntil(now + wait);
      else await pacer.clock.wait(wait, signal);
    }
  }
}
