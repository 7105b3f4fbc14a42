import { isApiError } from '@/api/api-error';
import { getHealth } from '@/api/health';
import { listWorkspaceMeetings } from '@/api/meetings';
import { listMyTags } from '@/api/tags';

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
 * saved key, so a key can be checked before it is saved.
 */
export async function checkConnection(apiKey: string): Promise<ConnectionReport> {
  const api: CheckOutcome = await getHealth().then(
    (health) =>
      health.status === 'ok'
        ? { ok: true, detail: `${health.service} is up.` }
        : { ok: false, detail: `${health.service} reports “${health.status}”.` },
    failure,
  );
  const key: CheckOutcome = await listMyTags({ apiKey }).then(() => ({ ok: true, detail: 'The key was accepted.' }), failure);
  if (!key.ok) return { api, key, workspace: null };
  const workspace: CheckOutcome = await listWorkspaceMeetings({ limit: 1 }, { apiKey }).then(
    () => ({ ok: true, detail: 'This key can read workspace data.' }),
    (error: unknown) =>
      isApiError(error) && error.kind === 'forbidden'
        ? { ok: false, detail: 'This key can read your own meetings only, not the workspace’s.' }
        : failure(error),
  );
  return { api, key, workspace };
}
