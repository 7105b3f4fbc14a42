import type { LibraryResults } from './library-index';
import type { LibraryQuery } from './search-query';

export type SearchMessage =
  { type: 'open'; name: string } | { type: 'forget'; meetingId: string } | { type: 'search'; id: number; query: LibraryQuery };
export type SearchReply = { id: number; ok: true; results: LibraryResults } | { id: number; ok: false; message: string };

export interface LibrarySearcher {
  search: (query: LibraryQuery) => Promise<LibraryResults>;
  /** Reads the library again (after a sync saved more). */
  reload: () => void;
  forget: (meetingId: string) => void;
  close: () => void;
}

/**
 * Searches a library (by its database's name, never the key) in a worker of its own, which builds
 * the index from IndexedDB and answers each query: building takes seconds for thousands of
 * meetings, and a query over a quarter of a million parts more than a frame. Where workers cannot run
 * (jsdom, in the tests) the same index is built in the page, loaded when needed.
 */
export function librarySearcher(name: string): LibrarySearcher {
  if (typeof Worker === 'undefined') return inPage(name);
  const worker = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module', name: 'library-search' });
  const waiting = new Map<number, { resolve: (results: LibraryResults) => void; reject: (error: Error) => void }>();
  let next = 0;
  worker.onmessage = ({ data }: MessageEvent<SearchReply>) => {
    const call = waiting.get(data.id);
    waiting.delete(data.id);
    if (data.ok) call?.resolve(data.results);
    else call?.reject(new Error(data.message));
  };
  const send = (message: SearchMessage) => worker.postMessage(message);
  send({ type: 'open', name });
  return {
    search: (query) =>
      new Promise((resolve, reject) => {
        next += 1;
        waiting.set(next, { resolve, reject });
        send({ type: 'search', id: next, query });
      }),
    reload: () => send({ type: 'open', name }),
    forget: (meetingId) => send({ type: 'forget', meetingId }),
    close: () => worker.terminate(),
  };
}

function inPage(name: string): LibrarySearcher {
  const load = async () => {
    const [{ openLibraryNamed }, { loadIndex }] = await Promise.all([import('../storage/library-db'), import('./load-index')]);
    const library = await openLibraryNamed(name);
    try {
      return await loadIndex(library);
    } finally {
      library.close();
    }
  };
  let index = load();
  return {
    search: async (query) => (await index).search(query),
    reload: () => void (index = load()),
    forget: (meetingId) => void index.then((loaded) => loaded.remove(meetingId)),
    close: () => {},
  };
}
