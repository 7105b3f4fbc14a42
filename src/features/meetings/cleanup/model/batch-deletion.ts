import { isApiError } from '@/api/api-error';
import { MAX_RETRIES, retryDelay } from '@/api/retry-policy';
import { MAX_BULK_WAIT_MS } from '@/lib/bulk/paced-attempts';
import type { Pacer } from '@/lib/bulk/token-bucket';

/**
 * Where each meeting of a confirmed batch stands. `waiting`: not sent (yet, or ever: stopped);
 * `sending`: its DELETE is on its way; `deleted`; `accepted`: the service accepted the DELETE (202)
 * and will delete it later; `gone`: the server had no such meeting (404); `failed`: any other answer,
 * with its reason. Nothing is ever sent again by itself.
 */
export type BatchItemStatus = 'waiting' | 'sending' | 'deleted' | 'accepted' | 'gone' | 'failed';

export interface BatchItem {
  id: string;
  title: string;
  status: BatchItemStatus;
  /** Why it failed. */
  reason?: string;
}

export interface BatchProgress {
  items: readonly BatchItem[];
  /** `waiting-for-api`: a 429 asked to wait; the same DELETE goes again after it. */
  phase: 'deleting' | 'waiting-for-api' | 'stopped' | 'done';
}

export interface BatchOptions {
  /** Sends one DELETE; resolves when it is done: deleted, accepted, or gone already (a 404 may also reject). */
  send: (id: string) => Promise<'deleted' | 'accepted' | 'gone'>;
  pacer: Pacer;
  /** Stop: nothing more is sent (a DELETE on its way finishes, and is reported). */
  signal: AbortSignal;
  onProgress: (progress: BatchProgress) => void;
}

export const countOf = (items: readonly BatchItem[], status: BatchItemStatus) => items.filter((item) => item.status === status).length;

/**
 * Deletes a confirmed batch: exactly one DELETE per meeting, one at a time, at the pacer's rate (the
 * bulk reads' token bucket, which keeps well under the API's ~100 requests a minute). A 429 means the
 * meeting was not deleted: the same DELETE goes again once the server's Retry-After has passed (up to
 * the queries' retry limit; past it, or past a minute's wait, the meeting fails with the server's word). Any other failure is reported and never
 * sent again by itself.
 */
export async function deleteBatch(
  initial: readonly BatchItem[],
  { send, pacer, signal, onProgress }: BatchOptions,
): Promise<BatchProgress> {
  let items = [...initial];
  const report = (phase: BatchProgress['phase']) => {
    const progress = { items, phase };
    onProgress(progress);
    return progress;
  };
  const set = (index: number, change: Partial<BatchItem>) => {
    items = items.map((item, i) => (i === index ? { ...item, ...change } : item));
  };

  for (let index = 0; index < items.length; index += 1) {
    if (items[index]?.status !== 'waiting') continue;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await pacer.take(signal);
      } catch {
        return report('stopped');
      }
      set(index, { status: 'sending' });
      report('deleting');
      try {
        set(index, { status: await send(items[index]!.id) });
        break;
      } catch (error) {
        if (isApiError(error) && error.kind === 'not-found') {
          set(index, { status: 'gone' });
          break;
        }
        const wait =
          isApiError(error) && error.kind === 'rate-limited' && attempt < MAX_RETRIES
            ? retryDelay(attempt, error, pacer.clock.now())
            : null;
        if (wait === null || wait > MAX_BULK_WAIT_MS) {
          set(index, { status: 'failed', reason: error instanceof Error ? error.message : 'unknown error' });
          break;
        }
        // Not deleted: it waits its turn again, and every request waits for the server's time.
        set(index, { status: 'waiting' });
        pacer.holdUntil(pacer.clock.now() + wait);
        report('waiting-for-api');
      }
    }
    report('deleting');
    if (signal.aborted) return report('stopped');
  }
  return report('done');
}
