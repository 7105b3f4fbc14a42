import { isApiError } from '@/api/api-error';
import { getHealth } from '@/api/health';
import { isHealthy } from './health-queries';
import { listMeetings } from '@/api/meetings';
import { listMyTags } from '@/api/tags';
import { withRetries } from '@/api/with-retries';

/** `rejected`: the API said the key is wrong (as opposed to being down or slow). */
export type CheckOutcome = { ok: true; detail: string } | { ok: false; detail: string; rejected?: boolean };

export interface ConnectionReport {
  api: CheckOutcome;
  key: CheckOutcome;
  /** Null when the key itself failed, so workspace access could not be told. */
  workspace: CheckOutcome | null;
}

function failure(error: unknown): CheckOutcome {
  if (!isApiError(error)) return { ok: false, detail: 'Unexpected error.' };
  return { ok: false, detail: error.message, rejected: error.kind === 'unauthorized' };
}

/**
 * The health endpoint (no key), then one cheap authenticated call, then one workspace call: enough
 * to tell "API down", "key wrong" and "key without workspace access" apart. Uses `apiKey`, not the
 * saved key, so a key can be checked before it is saved. Each call is retried like any query (a 429
 * is a busy API, not an answer about the key), and the three share one time budget.
 */
export async function checkConnection(apiKey: string): Promise<ConnectionReport> {
  const { signal } = new AbortController();
  const api: CheckOutcome = await withRetries((budget) => getHealth({ signal: budget }), signal).then(
    (health) =>
      isHealthy(health)
        ? { ok: true, detail: `${health.service ?? 'The API'} is up.` }
        : { ok: false, detail: `${health.service ?? 'The API'} reports “${health.status}”.` },
    failure,
  );
  const key: CheckOutcome = await withRetries((budget) => listMyTags({ apiKey, signal: budget }), signal).then(
    () => ({ ok: true, detail: 'The key was accepted.' }),
    failure,
  );
  if (!key.ok) return { api, key, workspace: null };
  const workspace: CheckOutcome = await withRetries(
    (budget) => listMeetings('workspace', { limit: 1 }, { apiKey, signal: budget }),
    signal,
  ).then(
    () => ({ ok: true, detail: 'This key can read workspace data.' }),
    (error: unknown) =>
      isApiError(error) && error.kind === 'forbidden'
        ? { ok: false, detail: 'This key can read your own meetings only, not the workspace’s.' }
        : failure(error),
  );
  return { api, key, workspace };
}
