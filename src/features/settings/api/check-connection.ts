import { isApiError } from '@/api/api-error';
import { getHealth } from '@/api/health';
import { listWorkspaceMeetings } from '@/api/meetings';
import { listMyTags } from '@/api/tags';

export type CheckOutcome = { ok: true; detail: string } | { ok: false; detail: string };

export interface ConnectionReport {
  api: CheckOutcome;
  key: CheckOutcome;
  /** Null when the key itself failed, so workspace access could not be told. */
  workspace: CheckOutcome | null;
}

function failure(error: unknown): CheckOutcome {
  return { ok: false, detail: isApiError(error) ? error.message : 'Unexpected error.' };
}

/**
 * The health endpoint (no key), then one cheap authenticated call, then one workspace call: enough
 * to tell "API down", "key wrong" and "key without workspace access" apart.
 */
export async function checkConnection(): Promise<ConnectionReport> {
  const api: CheckOutcome = await getHealth().then(
    (health) =>
      health.status === 'ok'
        ? { ok: true, detail: `${health.service} is up.` }
        : { ok: false, detail: `${health.service} reports “${health.status}”.` },
    failure,
  );
  const key: CheckOutcome = await listMyTags().then(() => ({ ok: true, detail: 'The key was accepted.' }), failure);
  if (!key.ok) return { api, key, workspace: null };
  const workspace: CheckOutcome = await listWorkspaceMeetings({ limit: 1 }).then(
    () => ({ ok: true, detail: 'This key can read workspace data.' }),
    (error: unknown) =>
      isApiError(error) && error.kind === 'forbidden'
        ? { ok: false, detail: 'This key can read your own meetings only, not the workspace’s.' }
        : failure(error),
  );
  return { api, key, workspace };
}
