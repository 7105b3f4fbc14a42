/// <reference lib="webworker" />
import type { LibraryIndex } from './library-index';
import type { SearchMessage, SearchReply } from './library-searcher';
import { keep, loadIndex, reloadIndex } from './load-index';
import type { LibraryQuery } from './search-query';

/**
 * The library's search off the page's main thread: it reads the library from IndexedDB itself (the
 * page sends its database's name, not the meetings), keeps the index while the page lives and on the
 * device for the next visit (decision 0017), and answers the newest queries only: a query the page
 * no longer waits for (the user typed on) is dropped unanswered.
 */
let name: string | null = null;
/** The index as queries may use it: a kept one as soon as it is read. */
let index: Promise<LibraryIndex> | null = null;
/** The same once up to date with the library: what a sync's reload changes next. */
let settled: Promise<LibraryIndex> | null = null;
const pending = new Map<number, LibraryQuery>();
let draining = false;
let keeping: Promise<void> = Promise.resolve();

/** Writes the index to the device once no query waits (it takes the worker a moment to export). */
function keepLater(loaded: LibraryIndex, of: string): void {
  keeping = keeping.then(
    () =>
      new Promise((resolve) => {
        const write = () => (pending.size > 0 ? setTimeout(write, 50) : void keep(of, loaded).then(resolve));
        setTimeout(write, 0);
      }),
  );
}

function open(of: string): void {
  performance.mark('library-search:open');
  const loading = loadIndex(of);
  index = loading.then(({ index: loaded }) => {
    performance.measure('library-search:load', 'library-search:open');
    return loaded;
  });
  settled = loading.then(async ({ index: loaded, changes }) => {
    if (await changes.catch(() => false)) keepLater(loaded, of);
    return loaded;
  });
}

async function reload(of: string, current: LibraryIndex): Promise<LibraryIndex> {
  if (await reloadIndex(of, current)) keepLater(current, of);
  return current;
}

/** Answers the queries still wanted, one task after the messages that came with them (cancellations among them). */
async function drain(): Promise<void> {
  try {
    for (const [id, query] of pending) {
      try {
        if (!index) throw new Error('The library is not open.');
        const loaded = await index;
        // Cancelled while the index loaded.
        if (!pending.delete(id)) continue;
        performance.mark('library-search:query');
        const results = loaded.search(query);
        performance.measure('library-search:query', 'library-search:query');
        self.postMessage({ id, ok: true, results } satisfies SearchReply);
      } catch (error) {
        pending.delete(id);
        self.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies SearchReply);
      }
      // Messages that came meanwhile (a newer query, a cancellation) are read before the next query.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  } finally {
    draining = false;
  }
}

self.onmessage = ({ data }: MessageEvent<SearchMessage>) => {
  switch (data.type) {
    case 'open':
      name = data.name;
      open(data.name);
      return;
    case 'reload':
      // Queries wait for what the sync saved.
      if (name && settled) index = settled = settled.then((current) => reload(name!, current));
      return;
    case 'forget':
      void index?.then((current) => current.remove(data.meetingId));
      return;
    case 'cancel':
      pending.delete(data.id);
      return;
    case 'search':
      pending.set(data.id, data.query);
      if (draining) return;
      draining = true;
      setTimeout(() => void drain(), 0);
  }
};
