import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { deleteMeetingMutationOptions, type DeleteMeetingVariables, type DeletionOutcome } from '@/features/meetings/api/delete-meeting';
import { sharedPacer } from '@/lib/bulk/token-bucket';
import type { Pacer } from '@/lib/bulk/token-bucket';
import { dropAppFilesUnlessALibraryIsLeft } from '../offline/app-files-offline';
import { openLibrary, removeLibrary, type Library } from '../storage/library-db';
import { isLibraryStorageError } from '../storage/storage-problem';
import { syncLibrary, type SyncProgress } from './sync-library';
import { writerLock, type WriterLock } from './writer-lock';

/** A sync that ran to its end this recently is not run again on a visit or on focus. */
export const FRESH_FOR_MS = 5 * 60_000;

export interface LibrarySyncView {
  /**
   * `writing`: this tab syncs; `following`: another tab does, and this one shows its progress;
   * `idle`: nothing runs (done, paused, or stopped by a problem); `removed`: the copy is gone.
   */
  role: 'starting' | 'writing' | 'following' | 'idle' | 'removed';
  paused: boolean;
  progress: SyncProgress | null;
  lastSyncAt: number | null;
}

type Message =
  | { type: 'progress'; progress: SyncProgress }
  | { type: 'released'; lastSyncAt: number | null }
  | { type: 'paused' }
  | { type: 'resumed' }
  | { type: 'changed' };

export interface LibrarySync {
  getView: () => LibrarySyncView;
  subscribe: (listener: () => void) => () => void;
  /** Syncs unless paused, fresh, or another tab is syncing (which this tab then follows). */
  start: () => void;
  /** Pauses this tab's sync and every other tab's, kept across reloads until resumed. */
  pause: () => Promise<void>;
  resume: () => Promise<void>;
  /** Deletes the copy whole, in every tab. */
  remove: () => Promise<void>;
  dispose: () => void;
  /** The library itself (for search), once open. */
  library: () => Promise<Library>;
}

export interface LibrarySyncOptions {
  client: QueryClient;
  key: string;
  now?: () => number;
  pacer?: Pacer;
  lock?: (library: Library) => WriterLock;
}

/** What a copy holds, as a sync's progress says it, for a tab that has not synced it (paused, or fresh). */
async function savedSoFar(library: Library): Promise<SyncProgress> {
  const [rows, saved] = await Promise.all([library.rows(), library.savedIds()]);
  return { stage: 'done', listed: new Set(rows.map((row) => row.id)).size, saved: saved.length, failed: 0, problems: [] };
}

const START_VIEW: LibrarySyncView = { role: 'starting', paused: false, progress: null, lastSyncAt: null };

/**
 * A key's library as one tab keeps it: opened, synced by one tab at a time (the others follow its
 * progress through a BroadcastChannel named after the database), paused and resumed in every tab,
 * and told of each meeting the app deletes (the delete mutation's success, from the query client's
 * mutation cache), which leaves the copy at once.
 */
export function createLibrarySync({
  client,
  key,
  now = Date.now,
  pacer = sharedPacer(client),
  lock = writerLock,
}: LibrarySyncOptions): LibrarySync {
  let view = START_VIEW;
  const listeners = new Set<() => void>();
  let run: AbortController | null = null;
  let beginning: Promise<void> | null = null;
  /** The attempt asked for while one ran, to follow it. */
  let again: Promise<void> | null = null;
  let disposed = false;
  // A follower's wait for its turn; ends with the tab.
  const following = new AbortController();
  let channel: BroadcastChannel | null = null;
  const set = (change: Partial<LibrarySyncView>) => {
    view = { ...view, ...change };
    listeners.forEach((listener) => listener());
  };
  const post = (message: Message) => channel?.postMessage(message);
  const closeChannel = () => {
    channel?.close();
    channel = null;
  };

  const opened = openLibrary(key, {
    onGone: () => {
      run?.abort();
      set({ role: 'removed' });
    },
  }).then((library) => {
    if (typeof BroadcastChannel !== 'undefined' && !disposed) {
      channel = new BroadcastChannel(library.name);
      channel.onmessage = ({ data }: MessageEvent<Message>) => hear(data);
    }
    return library;
  });
  opened.catch(() => {});

  function hear(message: Message) {
    if (disposed) return;
    if (message.type === 'progress' && view.role !== 'writing') set({ role: 'following', progress: message.progress });
    else if (message.type === 'released') {
      set({ lastSyncAt: message.lastSyncAt });
      // The writer is gone, maybe before it finished: this tab carries on where it stopped.
      if (view.role === 'following') void begin();
    } else if (message.type === 'paused') {
      run?.abort();
      set({ paused: true });
    } else if (message.type === 'resumed') {
      set({ paused: false });
      void begin();
    }
  }

  function begin(): Promise<void> {
    if (!beginning) {
      beginning = attempt().finally(() => (beginning = null));
      return beginning;
    }
    // Asked for while an attempt runs: once more after it, not dropped. What the ask follows (a focus
    // after a while, the network's return, Resume) may have come after that attempt read the state it
    // went by, and found it fresh, offline or paused.
    again ??= beginning
      .catch(() => {})
      .then(() => {
        again = null;
        return begin();
      });
    return again;
  }

  async function attempt() {
    if (disposed || run) return;
    const library = await opened;
    const state = await library.syncState();
    set({ paused: state.paused, lastSyncAt: state.lastSyncAt });
    // Offline, a sync would only wait on the network, and its reads would stand in the way of the
    // screens' (the copy answers theirs, never the sync's: source/answer-queries.ts); the network's
    // return starts it.
    const offline = !onlineManager.isOnline() || !navigator.onLine;
    if (offline || state.paused || (state.lastSyncAt !== null && now() - state.lastSyncAt < FRESH_FOR_MS)) {
      // Paused or offline, nobody writes; fresh, the last writer has finished. What it saved is still said.
      set({ role: 'idle', progress: view.progress ?? (await savedSoFar(library)) });
      return;
    }
    const controller = new AbortController();
    run = controller;
    let wrote = false;
    try {
      wrote = await lock(library).tryWrite(async () => {
        set({ role: 'writing' });
        await syncLibrary({
          client,
          library,
          pacer,
          signal: controller.signal,
          now,
          onProgress: (progress) => {
            set({ progress });
            post({ type: 'progress', progress });
          },
        });
      });
    } catch (error) {
      // Storage refused or unavailable: the sync says so in its progress; the app works on without it.
      if (!isLibraryStorageError(error)) throw error;
    } finally {
      run = null;
    }
    if (!wrote) {
      set({ role: 'following' });
      lock(library)
        .whenFree(following.signal)
        .then(
          () => begin(),
          () => {},
        );
      return;
    }
    const after = await library.syncState().catch(() => state);
    post({ type: 'released', lastSyncAt: after.lastSyncAt });
    if (view.role !== 'removed') set({ role: 'idle', lastSyncAt: after.lastSyncAt });
  }

  const unwatch = client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { mutationKey } = deleteMeetingMutationOptions(client);
    if (JSON.stringify(event.mutation.options.mutationKey) !== JSON.stringify(mutationKey)) return;
    const variables = event.mutation.state.variables as DeleteMeetingVariables | undefined;
    const outcome = event.action.data as DeletionOutcome | undefined;
    // Accepted (202) is not deleted yet: the list still has it, and so does the copy until a refresh.
    if (!variables || outcome?.accepted) return;
    void opened.then((library) => library.forgetMeeting(variables.meetingId)).then(() => post({ type: 'changed' }));
  });

  return {
    getView: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    start: () => void begin(),
    async pause() {
      run?.abort();
      set({ paused: true });
      const library = await opened;
      await library.updateSyncState((state) => ({ ...state, paused: true }));
      post({ type: 'paused' });
    },
    async resume() {
      const library = await opened;
      await library.updateSyncState((state) => ({ ...state, paused: false }));
      set({ paused: false });
      post({ type: 'resumed' });
      await begin();
    },
    async remove() {
      run?.abort();
      disposed = true;
      following.abort();
      await opened.then((library) => library.close()).catch(() => {});
      await removeLibrary(key);
      // Before the screen says the copy is gone: everything of it is.
      await dropAppFilesUnlessALibraryIsLeft();
      closeChannel();
      unwatch();
      set({ role: 'removed' });
    },
    dispose() {
      disposed = true;
      following.abort();
      run?.abort();
      unwatch();
      closeChannel();
      void opened.then((library) => library.close()).catch(() => {});
    },
    library: () => opened,
  };
}
