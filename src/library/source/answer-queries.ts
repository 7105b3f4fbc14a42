import { onlineManager, type Query, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { copyAnswers, copyMisses } from '@/lib/query/copy-answers';
import type { Library } from '../storage/library-db';
import { answerFromLibrary, answersAtOnce, libraryQuestion } from './library-answers';
import { COPY_ANSWER_DATE } from '@/lib/query/copy-answer-date';

/** The library answering the screens' queries: whether they show it for want of a network. */
export interface LibrarySource {
  /** True while offline, or since a request failed for want of a network (until one succeeds). */
  isOffline: () => boolean;
  subscribe: (listener: () => void) => () => void;
  dispose: () => void;
}

/** Failures that say the network is missing, not that the server said no. */
const NO_NETWORK = new Set(['network', 'timeout', 'web-page']);
const isNoNetwork = (error: unknown) => isApiError(error) && NO_NETWORK.has(error.kind);

/**
 * Puts the library's answer in the query cache for the screens' queries it can answer (library-answers.ts):
 * at once when a list or a meeting starts with nothing to show (a returning visit's first rows, before
 * the network's), and whole when the network is missing (paused offline, or failed). The screens read
 * their queries as always and do not know where the data came from; the network's answer, when it
 * comes, replaces the library's in place. The answer is dated as never fresh, so every screen that
 * shows it asks the network again. A bulk read (series, Insights: no screen observes its queries)
 * waiting paused for the network is given the answer too, and let go with it; never the sync's own
 * (`isSyncing`: the sync must hear the network's answers alone).
 */
export function answerQueriesFromLibrary(
  client: QueryClient,
  library: Library,
  { isSyncing = () => false }: { isSyncing?: () => boolean } = {},
): LibrarySource {
  const cache = client.getQueryCache();
  // Queries showing the library's answer (by hash, with when the copy was saved: copyAnswers), and the reads under way.
  const fromLibrary = {
    has: (hash: string) => copyAnswers.get(client).has(hash),
    add: (hash: string, savedAt: number | null) => copyAnswers.set(client, new Map(copyAnswers.get(client)).set(hash, savedAt)),
    delete: (hash: string) => {
      if (!copyAnswers.get(client).has(hash)) return;
      const next = new Map(copyAnswers.get(client));
      next.delete(hash);
      copyAnswers.set(client, next);
    },
  };
  const reading = new Set<string>();
  const listeners = new Set<() => void>();
  let networkFailed = false;
  let offline = !onlineManager.isOnline();
  let disposed = false;

  const update = () => {
    const next = !onlineManager.isOnline() || networkFailed;
    if (next === offline) return;
    offline = next;
    for (const listener of listeners) listener();
  };

  // The copy's answer: given here, or by the app's start (the list's first page: device-first-page.ts).
  const showsCopy = (query: Query) => fromLibrary.has(query.queryHash) || query.state.dataUpdatedAt === COPY_ANSWER_DATE;
  const networkHasAnswered = (query: Query) => query.state.data !== undefined && !showsCopy(query);

  async function answer(query: Query, whole: boolean) {
    const question = libraryQuestion(query.queryKey);
    if (!question || (!whole && !answersAtOnce(question))) return;
    // What a screen shows, or a bulk read paused for want of a network; the sync's reads are the network's.
    const bulkRead = query.getObserversCount() === 0;
    if (bulkRead && (query.state.fetchStatus !== 'paused' || isSyncing())) return;
    if (networkHasAnswered(query) || (!whole && showsCopy(query))) return;
    const read = `${query.queryHash} ${whole}`;
    if (reading.has(read)) return;
    reading.add(read);
    try {
      const [data, { lastSyncAt }] = await Promise.all([answerFromLibrary(library, question, { whole }), library.syncState()]);
      // Gone from the cache, or the network answered meanwhile: nothing to add.
      if (disposed || cache.get(query.queryHash) !== query || networkHasAnswered(query)) return;
      const waiting = query.getObserversCount() === 0 && query.state.fetchStatus === 'paused';
      if (data === undefined) {
        // A bulk read the copy cannot answer (a meeting listed, its details never saved) would wait
        // paused until the network is back, and its screen with it: cancelled with no data to revert
        // to, it fails, and the bulk reader says why (copyMissed).
        if (waiting) {
          copyMisses.set(client, new Set(copyMisses.get(client)).add(query.queryHash));
          void query.cancel({ revert: true });
        }
        return;
      }
      fromLibrary.add(query.queryHash, lastSyncAt);
      client.setQueryData(query.queryKey, data, { updatedAt: COPY_ANSWER_DATE });
      // The bulk reader waits on the paused fetch: cancelled, it resolves with the data just set
      // (TanStack Query reverts a cancelled fetch to the state before it, here the copy's answer).
      if (waiting) void query.cancel({ revert: true });
    } catch {
      // A copy that cannot be read answers nothing: the network's answer, or its error, stays.
    } finally {
      reading.delete(read);
    }
  }

  const missingNetwork = (query: Query) => {
    networkFailed = true;
    // TanStack Query starts online and hears only the browser's later changes: a page opened without
    // a network (the app's files from its service worker) would go on asking, and offer what needs the
    // network (delete). With the browser and a failed request agreeing, it is told; the browser's
    // online event tells it the network is back. (The browser's word alone can be wrong: a machine
    // with no network but its own reaches an API on it.)
    if (!navigator.onLine) onlineManager.setOnline(false);
    update();
    void answer(query, true);
  };

  const unsubscribeCache = cache.subscribe((event) => {
    const query = event.query as Query;
    if (event.type === 'removed') fromLibrary.delete(query.queryHash);
    // A screen starts showing a query with nothing in it yet (its data may be on its way already).
    if (event.type === 'observerAdded' && query.state.data === undefined) void answer(query, !onlineManager.isOnline());
    if (event.type !== 'updated') return;
    const { action } = event;
    if (action.type === 'success' && !action.manual) {
      fromLibrary.delete(query.queryHash);
      networkFailed = false;
      update();
    } else if (action.type === 'pause') void answer(query, true);
    else if ((action.type === 'error' || action.type === 'failed') && isNoNetwork(action.error)) missingNetwork(query);
  });

  // Back online: what shows the library's answer asks the network again (a paused fetch resumes by
  // itself); what a bulk read was given goes, so that no later read takes the copy's for the network's,
  // and so do the copy's misses (a read failing then is the network's doing).
  const backOnline = () => {
    copyMisses.set(client, new Set());
    client.removeQueries({ predicate: (query) => showsCopy(query) && query.getObserversCount() === 0 });
    void client.invalidateQueries({ predicate: (query) => showsCopy(query) || isNoNetwork(query.state.error) });
  };
  const unsubscribeOnline = onlineManager.subscribe((online) => {
    if (online) networkFailed = false;
    update();
    if (online) backOnline();
  });
  // The browser says online while TanStack Query already thought so: a failed request's network may be back.
  const onOnline = () => networkFailed && backOnline();
  window.addEventListener('online', onOnline);

  // The queries that started before the library was open (the first screen's): one showing the
  // copy's first page already is said to, with when the copy was saved.
  void library.syncState().then(
    ({ lastSyncAt }) => {
      for (const query of cache.getAll())
        if (!disposed && showsCopy(query) && !fromLibrary.has(query.queryHash)) fromLibrary.add(query.queryHash, lastSyncAt);
    },
    () => undefined,
  );
  for (const query of cache.getAll()) {
    if (query.state.fetchStatus === 'paused') void answer(query, true);
    else if (isNoNetwork(query.state.error)) missingNetwork(query);
    else if (query.state.data === undefined) void answer(query, !onlineManager.isOnline());
  }

  return {
    isOffline: () => offline,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: () => {
      disposed = true;
      unsubscribeCache();
      unsubscribeOnline();
      window.removeEventListener('online', onOnline);
    },
  };
}
