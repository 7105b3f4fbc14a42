import type { LibraryIndex, LibraryResults } from './library-index';
import type { LibraryQuery } from './search-query';

export type SearchMessage =
  | { type: 'open'; name: string }
  | { type: 'reload' }
  | { type: 'forget'; meetingId: string }
  | { type: 'search'; id: number; query: LibraryQuery }
  | { type: 'cancel'; id: number };
export type SearchReply = { id: number; ok: true; results: LibraryResults } | { id: number; ok: false; message: string };
/** An answer, or word that what a sync changed is now in the index (the page asks again). */
export type FromSearchWorker = SearchReply | { changed: true };

export interface LibrarySearcher {
  /** `signal`: the answer is no longer wanted (the user typed on), and is not worked out if not begun. */
  search: (query: LibraryQuery, signal?: AbortSignal) => Promise<LibraryResults>;
  /** Reads what the library changed since (after a sync saved more or dropped some), when the user pauses. */
  reload: () => void;
  /** Calls `listener` each time the index has changed (a sync read into it), so searches shown are asked again; returns the unsubscribe. */
  onChange: (listener: () => void) => () => void;
  forget: (meetingId: string) => void;
  close: () => void;
}

/** The listeners of a searcher's changes (`onChange`), and how to tell them. */
function changeListeners(): { onChange: LibrarySearcher['onChange']; tell: () => void } {
  const listeners = new Set<() => void>();
  return {
    onChange: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    tell: () => listeners.forEach((listener) => listener()),
  };
}

const aborted = (signal: AbortSignal | undefined): Error =>
  signal?.reason instanceof Error ? signal.reason : new DOMException('The search is no longer wanted.', 'AbortError');

/**
 * Searches a library (by its database's name, never the key) in a worker of its own, which loads
 * the index kept on the device (or builds it from IndexedDB) and answers each query: building takes
 * seconds for thousands of meetings, and a query over a quarter of a million parts more than a frame.
 * Where workers cannot run (jsdom, in the tests) the same index is loaded in the page when needed.
 */
export function librarySearcher(name: string): LibrarySearcher {
  if (typeof Worker === 'undefined') return inPage(name);
  // When the page started it (the bench tells how long after the navigation).
  performance.mark('library-search:start');
  const worker = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module', name: 'library-search' });
  const waiting = new Map<number, { resolve: (results: LibraryResults) => void; reject: (error: Error) => void }>();
  let next = 0;
  const changes = changeListeners();
  worker.onmessage = ({ data }: MessageEvent<FromSearchWorker>) => {
    if ('changed' in data) return changes.tell();
    // When each answer came (the bench tells the worker's time from the page's render by it).
    performance.mark('library-search:answer');
    const call = waiting.get(data.id);
    waiting.delete(data.id);
    if (data.ok) call?.resolve(data.results);
    else call?.reject(new Error(data.message));
  };
  const send = (message: SearchMessage) => worker.postMessage(message);
  send({ type: 'open', name });
  return {
    search: (query, signal) =>
      new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(aborted(signal));
        next += 1;
        const id = next;
        waiting.set(id, { resolve, reject });
        send({ type: 'search', id, query });
        signal?.addEventListener('abort', () => {
          if (!waiting.delete(id)) return;
          send({ type: 'cancel', id });
          reject(aborted(signal));
        });
      }),
    reload: () => send({ type: 'reload' }),
    onChange: changes.onChange,
    forget: (meetingId) => send({ type: 'forget', meetingId }),
    close: () => worker.terminate(),
  };
}

/** The tab's searcher of the key's library (`sharedSearcher`), and the sync whose changes it has read. */
let shared: { name: string; searcher: LibrarySearcher; syncedAt: number | null } | null = null;

/**
 * The tab's searcher of library `name`, started as soon as the app knows the key keeps one (after
 * the first screen, when idle) or Search opens, and kept until the key or its library goes: Search
 * then finds its index read (decision 0017). `syncedAt`: the library's last sync, whose changes it
 * reads once, whoever tells it first.
 */
export function sharedSearcher(name: string, syncedAt: number | null): LibrarySearcher {
  if (shared?.name !== name) {
    shared?.searcher.close();
    shared = { name, searcher: librarySearcher(name), syncedAt };
  } else if (shared.syncedAt !== syncedAt) {
    shared.syncedAt = syncedAt;
    shared.searcher.reload();
  }
  return shared.searcher;
}

/** Ends the tab's searcher: before its library's databases are deleted, which it would write again. */
export function closeSharedSearcher(): void {
  shared?.searcher.close();
  shared = null;
}

function inPage(name: string): LibrarySearcher {
  const load = async (): Promise<LibraryIndex> => {
    const { loadIndex, keep } = await import('./load-index');
    const { index, update } = await loadIndex(name);
    // Here (the tests) a kept index answers once up to date, not as soon as it is read.
    if (await update()) await keep(name, index);
    return index;
  };
  const changes = changeListeners();
  const reload = async (current: LibraryIndex): Promise<LibraryIndex> => {
    const { reloadIndex, keep } = await import('./load-index');
    if (await reloadIndex(name, current)) {
      await keep(name, current);
      changes.tell();
    }
    return current;
  };
  let index = load();
  return {
    search: async (query, signal) => {
      const loaded = await index;
      if (signal?.aborted) throw aborted(signal);
      return loaded.search(query);
    },
    // Here queries wait for a sync's changes: the tests read them at once.
    reload: () => void (index = index.then(reload)),
    onChange: changes.onChange,
    forget: (meetingId) => void index.then((loaded) => loaded.remove(meetingId)),
    close: () => {},
  };
}
