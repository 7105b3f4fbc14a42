import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { sharedPacer } from '@/lib/bulk/token-bucket';
import { realClock } from '@/lib/bulk/pacing-clock';
import type { Scope } from '@/lib/routing/scope';
import { wasAlreadyGone } from '../api/delete-meeting';
import { sendDeletion } from '../delete/send-deletion';
import { UNDO_WINDOW_MS } from '../delete/undoable-deletions';
import { deleteBatch, type BatchItem, type BatchProgress } from './model/batch-deletion';
import { writeJournal } from './model/batch-journal';

/**
 * The batch under way, above the screens (the user may open a meeting meanwhile and come back).
 * `undo`: confirmed, waiting out its undo window, nothing sent yet; `undone`: the user took it back.
 */
export type BatchState =
  | { phase: 'idle' }
  | { phase: 'undo'; scope: Scope; items: readonly BatchItem[]; deadline: number }
  | { phase: 'undone'; count: number }
  | ({ scope: Scope } & BatchProgress);

/** One per app (per query client, as the pacer), so that each app, and each test, starts idle. */
interface Store {
  state: BatchState;
  control: AbortController | null;
  listeners: Set<() => void>;
}
const stores = new WeakMap<QueryClient, Store>();

function storeOf(client: QueryClient): Store {
  let store = stores.get(client);
  if (!store) {
    store = { state: { phase: 'idle' }, control: null, listeners: new Set() };
    stores.set(client, store);
  }
  return store;
}

function set(store: Store, next: BatchState) {
  store.state = next;
  // What a closed tab leaves behind, for the next visit; nothing once the batch has ended.
  writeJournal(
    'items' in next && (next.phase === 'undo' || next.phase === 'deleting' || next.phase === 'waiting-for-api')
      ? { scope: next.scope, items: next.items }
      : null,
  );
  store.listeners.forEach((listener) => listener());
}

export function useBatch(): BatchState {
  const store = storeOf(useQueryClient());
  const subscribe = useCallback(
    (listener: () => void) => {
      store.listeners.add(listener);
      return () => void store.listeners.delete(listener);
    },
    [store],
  );
  return useSyncExternalStore(subscribe, () => store.state);
}

/**
 * Starts a confirmed batch: an undo window as for one meeting (Undo sends nothing), then exactly one
 * DELETE per meeting at the bulk reads' pace. `onGone` is told of each meeting deleted or gone.
 */
export async function startBatch(
  client: QueryClient,
  scope: Scope,
  meetings: readonly { id: string; title: string }[],
  onGone: (id: string) => void,
): Promise<void> {
  const store = storeOf(client);
  const { phase } = store.state;
  if (phase === 'undo' || phase === 'deleting' || phase === 'waiting-for-api') return;
  const items: BatchItem[] = meetings.map(({ id, title }) => ({ id, title, status: 'waiting' }));
  const own = new AbortController();
  store.control = own;
  set(store, { phase: 'undo', scope, items, deadline: Date.now() + UNDO_WINDOW_MS });
  try {
    await realClock.wait(UNDO_WINDOW_MS, own.signal);
  } catch {
    return; // Undone.
  }
  const reported = new Set<string>();
  await deleteBatch(items, {
    send: async (meetingId) => (wasAlreadyGone(await sendDeletion(client, { scope, meetingId })) ? 'gone' : 'deleted'),
    pacer: sharedPacer(client),
    signal: own.signal,
    onProgress: (progress) => {
      for (const item of progress.items) {
        if ((item.status === 'deleted' || item.status === 'gone') && !reported.has(item.id)) {
          reported.add(item.id);
          onGone(item.id);
        }
      }
      set(store, { scope, ...progress });
    },
  });
}

/** During the undo window: nothing is sent. */
export function undoBatch(client: QueryClient): void {
  const store = storeOf(client);
  if (store.state.phase !== 'undo') return;
  const count = store.state.items.length;
  store.control?.abort();
  set(store, { phase: 'undone', count });
}

/** While deleting: a DELETE on its way finishes; nothing more is sent. */
export function stopBatch(client: QueryClient): void {
  storeOf(client).control?.abort();
}

/** The report has been read. */
export function dismissBatch(client: QueryClient): void {
  const store = storeOf(client);
  const { phase } = store.state;
  if (phase === 'done' || phase === 'stopped' || phase === 'undone') set(store, { phase: 'idle' });
}
