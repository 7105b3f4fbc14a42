import type { QueryClient } from '@tanstack/react-query';
import { sentence, type Sentence } from '@/components/sentence';
import { appStore } from '@/lib/query/app-store';
import { perKeyName } from '@/lib/session/per-key-storage';
import { sharedPacer } from '@/lib/bulk/token-bucket';
import { realClock } from '@/lib/bulk/pacing-clock';
import type { Scope } from '@/core/scope';
import { wasAlreadyGone } from '@/features/meetings/api/delete-meeting';
import { sendDeletion } from '@/features/meetings/delete/api/send-deletion';
import { UNDO_WINDOW_MS } from '@/features/meetings/delete/state/undoable-deletions';
import { countOf, deleteBatch, type BatchItem, type BatchProgress } from '../model/batch-deletion';
import { holdBatchLock, newBatchId, removeJournal, writeJournal } from '../model/batch-journal';

/**
 * The batch under way, above the screens (the user may open a meeting meanwhile and come back).
 * `undo`: confirmed, waiting out its undo window, nothing sent yet; `undone`: the user took it back.
 */
export type BatchState =
  | { phase: 'idle' }
  | { phase: 'undo'; scope: Scope; items: readonly BatchItem[]; deadline: number }
  | { phase: 'undone'; count: number }
  | ({ scope: Scope } & BatchProgress);

/** The batch's record on this device (its id and when it was confirmed), for a tab closed mid-batch. */
interface BatchRecord {
  id: string;
  confirmedAt: number;
}

/**
 * One per app, so that each app, and each test, starts idle; `control` stops the batch under way,
 * `record` names its journal.
 */
const batches = appStore<{ state: BatchState; control: AbortController | null; record: BatchRecord | null }>(() => ({
  state: { phase: 'idle' },
  control: null,
  record: null,
}));

function set(client: QueryClient, state: BatchState, control = batches.get(client).control, record = batches.get(client).record) {
  // What a closed tab leaves behind, for the next visit; nothing once the batch has ended.
  if (record) {
    if ('items' in state && (state.phase === 'undo' || state.phase === 'deleting' || state.phase === 'waiting-for-api')) {
      writeJournal({ ...record, scope: state.scope, items: state.items });
    } else {
      removeJournal(record.id);
    }
  }
  batches.set(client, { state, control, record });
}

export const useBatch = (): BatchState => batches.use().state;

/**
 * What the batch tells its screen of each meeting as it goes: `done`, deleted or gone (or accepted,
 * which the service will do); `accepted`, the service accepted it and still lists it.
 */
export interface BatchListener {
  onDone: (id: string) => void;
  onAccepted: (id: string) => void;
}

/**
 * Starts a confirmed batch: an undo window as for one meeting (Undo sends nothing), then exactly one
 * DELETE per meeting at the bulk reads' pace.
 */
export async function startBatch(
  client: QueryClient,
  scope: Scope,
  meetings: readonly { id: string; title: string }[],
  listener: BatchListener,
): Promise<{ said: Sentence; failed: number } | null> {
  const { phase } = batches.get(client).state;
  if (phase === 'undo' || phase === 'deleting' || phase === 'waiting-for-api') return null;
  const record = { id: newBatchId(), confirmedAt: Date.now() };
  const run = runBatch(client, scope, meetings, listener, record);
  holdBatchLock(record.id, run);
  return run;
}

async function runBatch(
  client: QueryClient,
  scope: Scope,
  meetings: readonly { id: string; title: string }[],
  { onDone, onAccepted }: BatchListener,
  record: BatchRecord,
): Promise<{ said: Sentence; failed: number } | null> {
  const items: BatchItem[] = meetings.map(({ id, title }) => ({ id, title, status: 'waiting' }));
  const own = new AbortController();
  set(client, { phase: 'undo', scope, items, deadline: Date.now() + UNDO_WINDOW_MS }, own, record);
  try {
    await realClock.wait(UNDO_WINDOW_MS, own.signal);
  } catch {
    return null; // Undone.
  }
  // The window is over: deleting, from now (the pacer may make the first DELETE wait; Undo is gone).
  set(client, { scope, items, phase: 'deleting' });
  // The batch was confirmed for the account in use: another key (or none) stops it.
  const account = perKeyName(ACCOUNT);
  const reported = new Set<string>();
  const ended = await deleteBatch(items, {
    send: async (meetingId) => {
      if (perKeyName(ACCOUNT) !== account) {
        own.abort();
        throw new Error('The API key changed: the rest of the batch was not sent.');
      }
      const result = await sendDeletion(client, { scope, meetingId });
      return result.accepted ? 'accepted' : wasAlreadyGone(result) ? 'gone' : 'deleted';
    },
    pacer: sharedPacer(client),
    signal: own.signal,
    onProgress: (progress) => {
      for (const item of progress.items) {
        if ((item.status === 'deleted' || item.status === 'gone' || item.status === 'accepted') && !reported.has(item.id)) {
          reported.add(item.id);
          if (item.status === 'accepted') onAccepted(item.id);
          onDone(item.id);
        }
      }
      set(client, { scope, ...progress });
    },
  });
  const done = countOf(ended.items, 'deleted') + countOf(ended.items, 'gone');
  const accepted = countOf(ended.items, 'accepted');
  const failed = countOf(ended.items, 'failed');
  const notSent = countOf(ended.items, 'waiting');
  return {
    said: accepted
      ? sentence`Cleanup: ${done} of ${ended.items.length} meetings deleted, ${accepted} accepted by the service (it will delete them); ${failed} could not be, ${notSent} were not sent.`
      : sentence`Cleanup: ${done} of ${ended.items.length} meetings deleted; ${failed} could not be, ${notSent} were not sent.`,
    failed,
  };
}

const ACCOUNT = 'meetings.cleanupAccount';

/** During the undo window: nothing is sent. Whether there was a batch to take back. */
export function undoBatch(client: QueryClient): boolean {
  const { state, control } = batches.get(client);
  if (state.phase !== 'undo') return false;
  control?.abort();
  set(client, { phase: 'undone', count: state.items.length });
  return true;
}

/** While deleting: a DELETE on its way finishes; nothing more is sent. */
export function stopBatch(client: QueryClient): void {
  batches.get(client).control?.abort();
}

/** The report has been read. */
export function dismissBatch(client: QueryClient): void {
  const { phase } = batches.get(client).state;
  if (phase === 'done' || phase === 'stopped' || phase === 'undone') set(client, { phase: 'idle' });
}
