import {
  InfiniteQueryObserver,
  onlineManager,
  type InfiniteData,
  type InfiniteQueryObserverOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { COPY_ANSWER_DATE } from '@/lib/query/copy-answer-date';
import { pacedAttempts } from './paced-attempts';
import type { BulkReadOptions } from './read-items';
import type { ReadEnd } from './read-end';

export interface PagesProgress<P> {
  data: InfiniteData<P, unknown> | undefined;
}

export interface PagesOutcome<P> extends PagesProgress<P> {
  /** Why the read ended: only `all` means the list was read to its end. */
  end: ReadEnd;
}

export interface PagesReadOptions<P> extends BulkReadOptions {
  onProgress?: (progress: PagesProgress<P>) => void;
  /** At most this many pages in the list's cache (a server that never ends its list is not read forever). */
  maxPages?: number;
}

/** 100,000 meetings in pages of 100; about 21 minutes at the bulk reads' pace. */
export const MAX_BULK_PAGES = 1_000;

/** A page of a cursor-paged list: `nextCursor` is the API's own word on whether more follows. */
interface CursorPage {
  nextCursor: string | null;
}

/**
 * Reads a cursor-paged list to its end, page after page at the pacer's rate, into the list's own
 * cache entry (an existing `infiniteQueryOptions` factory's): pages already cached are not asked
 * again, and the list's screen shows what was read. The outcome says why it ended: the API said
 * there was no more, or it did not (it repeated itself, the page limit, a page that could not be
 * read, Stop), in which case what was read is a part of the list.
 */
export async function readPages<P extends CursorPage, K extends QueryKey, C>(
  client: QueryClient,
  options: InfiniteQueryObserverOptions<P, Error, InfiniteData<P, unknown>, K, C>,
  { pacer, signal, onProgress, maxPages = MAX_BULK_PAGES }: PagesReadOptions<P>,
): Promise<PagesOutcome<P>> {
  // Retries are the pacer's, so that each counts towards the rate.
  const observer = new InfiniteQueryObserver(client, { ...options, retry: false });
  let result = observer.getCurrentResult();
  const pages = () => result.data?.pages.length ?? 0;
  async function nextPage() {
    const next = await observer.fetchNextPage();
    if (next.error && (next.isFetchNextPageError || next.data === undefined)) throw next.error;
    return next;
  }
  // The copy on this device may hold the list (its first page's worth, shown before the network's):
  // online, the list is read again from its start, and a failure is the read's, never a short list
  // taken for the whole. (Offline the copy's answer is the list: decision 0016.)
  const copyStandsIn = () =>
    result.data !== undefined && observer.getCurrentQuery().state.dataUpdatedAt === COPY_ANSWER_DATE && onlineManager.isOnline();
  async function fromTheStart() {
    const { error } = await observer.refetch({ cancelRefetch: false });
    if (error) throw error;
    return observer.getCurrentResult();
  }
  const ended = (end: ReadEnd): PagesOutcome<P> => ({ data: result.data, end });
  try {
    while (result.data === undefined || result.hasNextPage || copyStandsIn()) {
      if (signal.aborted) return ended({ kind: 'stopped' });
      if (pages() >= maxPages) return ended({ kind: 'page-limit', pages: maxPages });
      result = await pacedAttempts(copyStandsIn() ? fromTheStart : nextPage, pacer, signal);
      onProgress?.({ data: result.data });
    }
    // No next page although the last one named a cursor: the paging stopped it (the server repeated
    // itself), not the API.
    return ended(result.data.pages.at(-1)?.nextCursor ? { kind: 'repeated' } : { kind: 'all' });
  } catch (error) {
    result = observer.getCurrentResult();
    return ended(signal.aborted ? { kind: 'stopped' } : { kind: 'failed', error });
  }
}
