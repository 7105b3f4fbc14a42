import type { QueryClient } from '@tanstack/react-query';
import { sentence, type Sentence } from '@/components/sentence';
import { appStore } from '@/lib/query/app-store';
import { perKeyName } from '@/lib/session/per-key-storage';
import { sharedPacer } from '@/lib/bulk/token-bucket';
import { realClock } from '@/lib/bulk/pacing-clock';
import type { Scope } from '@/lib/routing/scope';
import { wasAlreadyGone } from '../api/delete-meeting';
import { sendDeletion } from '../delete/send-deletion';
import { UNDO_WINDOW_MS } from '../delete/undoable-deletions';
import { countOf, deleteBatch, type BatchItem, type BatchProgress } from './model/batch-deletion';
import { holdBatchLock, writeJournal } from './model/batch-journal';

/**
 * The batch under way, above the screens (the user may open a meeting meanwhile and come back).
 * `undo`: confirmed, waiting out its undo window, nothing sent yet; `undone`: the user took it back.
 */
export type BatchState =
  | { phase: 'idle' }
  | { phase: 'undo'; scope: Scope; items: readonly BatchItem[]; deadline: number }
  | { phase: 'undone'; count: number }
  | ({ scope: Scope } & BatchProgress);

/** One per app, so that each app, and each test, starts idle; `control` stops the batch under way. */
const batches = appStore<{ state: BatchState; control: AbortController | null }>(() => ({ state: { phase: 'idle' }, control: null }));

function set(client: QueryClient, state: BatchState, control = batches.get(client).control) {
  // What a closed tab leaves behind, for the next visit; nothing once the batch has ended.
  writeJournal(
    'items' in state && (state.phase === 'undo' || state.phase === 'deleting' || state.phase === 'waiting-for-api')
      ? { scope: state.scope, items: state.items }
      : null,
  );
  batches.set(client, { state, control });
}

export const useBatch = (): BatchState => batches.use().state;

/**
 * Starts a confirmed batch: an undo window as for one meeting (Undo sends nothing), then exactly one
 * DELETE per meeting at the bulk reads' pace. `onGone` is told of each meeting deleted or gone.
 */
export async function startBatch(
  client: QueryClient,
  scope: Scope,
  meetings: readonly { id: string; title: string }[],
  onGone: (id: string) => void,
): Promise<{ said: Sentence; failed: number } | null> {
  const { phase } = batches.get(client).state;
  if (phase === 'undo' || phase === 'deleting' || phase === 'waiting-for-api') return null;
  const run = runBatch(client, scope, meetings, onGone);
  holdBatchLock(run);
  return run;
}

async function runBatch(
  client: QueryClient,
  scope: Scope,
  meetings: readonly { id: string; title: string }[],
  onGone: (id: string) => void,
): Promise<{ said: Sentence; failed: number } | null> {
  const items: BatchItem[] = meetings.map(({ id, title }) => ({ id, title, status: 'waiting' }));
  const own = new AbortController();
  set(client, { phase: 'undo', scope, items, deadline: Date.now() + UNDO_WINDOW_MS }, own);
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
      return wasAlreadyGone(await sendDeletion(client, { scope, meetingId })) ? 'gone' : 'deleted';
    },
    pacer: sharedPacer(client),
    signal: own.signal,
    onProgress: (progress) => {
      for (const item of progress.items) {
        if ((item.status === 'deleted' || item.status === 'gone') && !reported.has(item.id)) {
          reported.add(item.id);
          onGone(item.id);
        }
      }
      set(client, { scope, ...progress });
    },
  });
  const done = countOf(ended.items, 'deleted') + countOf(ended.items, 'gone');
  const failed = countOf(ended.items, 'failed');
  return {
    said: sentence`Cleanup: ${done} of ${ended.items.length} meetings deleted; ${failed} could not be, ${countOf(ended.items, 'waiting')} were not sent.`,
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
