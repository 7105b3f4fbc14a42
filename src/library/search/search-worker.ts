/// <reference lib="webworker" />
import type { LibraryIndex } from './library-index';
import type { FromSearchWorker, SearchMessage, SearchReply } from './library-searcher';
import { keep, loadIndex, reloadIndex } from './load-index';
import type { LibraryQuery } from './search-query';

/**
 * The library's search off the page's main thread: it reads the library from IndexedDB itself (the
 * page sends its database's name, not the meetings), keeps the index while the page lives and on the
 * device for the next visit (decision 0017), and answers the newest queries only: a query the page
 * no longer waits for (the user typed on) is dropped unanswered. Queries are answered from the index
 * as soon as it is read; what a sync changed is read into it in a pause of the typing, and the page
 * told, to ask again.
 */
let name: string | null = null;
/** The index as queries use it: a kept one as soon as it is read, changed in place as syncs are read into it. */
let index: Promise<LibraryIndex> | null = null;
/** The same once every sync told of has been read into it. */
let settled: Promise<LibraryIndex> | null = null;
const pending = new Map<number, LibraryQuery>();
let draining = false;
/** When the last query came: work that can wait starts once the user has paused. */
let lastQuery = -Infinity;
let keeping: Promise<void> = Promise.resolve();

/** A pause in the user's typing that work can take without holding up a query. */
const QUIET_MS = 300;

/**
 * Resolves once no query has come for `QUIET_MS`: bringing the index up to date and writing it to
 * the device take the worker a few hundred ms, and the garbage they leave is collected meanwhile,
 * which a query typed at that moment would wait for.
 */
function whenQuiet(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const wait = QUIET_MS - (performance.now() - lastQuery);
      if (wait <= 0) resolve();
      else setTimeout(check, wait);
    };
    check();
  });
}

/** After `update` changed the index: it is kept on the device, and the page asks its search again. */
async function readInQuietly(of: string, loaded: LibraryIndex, update: () => Promise<boolean>): Promise<LibraryIndex> {
  await whenQuiet();
  if (await update().catch(() => false)) {
    self.postMessage({ changed: true } satisfies FromSearchWorker);
    keeping = keeping.then(whenQuiet).then(() => keep(of, loaded));
  }
  return loaded;
}

function open(of: string): void {
  performance.mark('library-search:open');
  const loading = loadIndex(of);
  index = loading.then(({ index: loaded }) => {
    performance.measure('library-search:load', 'library-search:open');
    return loaded;
  });
  settled = loading.then(({ index: loaded, update }) => readInQuietly(of, loaded, update));
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
      if (name && settled) settled = settled.then((current) => readInQuietly(name!, current, () => reloadIndex(name!, current)));
      return;
    case 'forget':
      void index?.then((current) => current.remove(data.meetingId));
      return;
    case 'cancel':
      pending.delete(data.id);
      return;
    case 'search':
      lastQuery = performance.now();
      pending.set(data.id, data.query);
      if (draining) return;
      draining = true;
      setTimeout(() => void drain(), 0);
  }
};
