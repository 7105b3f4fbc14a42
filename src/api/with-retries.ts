import { retryDelay, shouldRetry } from './retry-policy';

/**
 * The queries' retry policy (429, 5xx, network failures and timeouts; Retry-After honoured; within
 * the call's time budget) for a call made outside TanStack Query, such as checking a key. Every
 * attempt gets `signal`, so they share one budget: pass one signal to several calls to give them a
 * budget together.
 */
export async function withRetries<T>(attempt: (signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await attempt(signal);
    } catch (error) {
      if (signal.aborted || !shouldRetry(failures, error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(failures, error)));
    }
  }
}
