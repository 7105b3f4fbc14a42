import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { EmptyState } from '@/components/empty-state';
import layout from '@/components/layout.module.css';
import { QueryErrorView } from '@/components/query-error-view';
import { Skeleton } from '@/components/skeleton';
import { formatTime } from '@/lib/dates/format';
import { searchQueries } from '../api/search-queries';
import type { SavedCopy, SavedSearch } from '../model/saved-copy';
import { SavedResults } from './saved-results';
import styles from './search-page.module.css';

type PresentCopy = Extract<SavedCopy, { kind: 'present' }>;

/**
 * A search of the copy, asked again when the copy changes (its version); here, not with the API's
 * search queries, which the first screen's code carries (a search link's prefetch).
 */
const savedQuery = (copy: PresentCopy, search: SavedSearch) =>
  queryOptions({
    queryKey: [...searchQueries.all(), 'saved', copy.name, copy.version, search] as const,
    // With the words searched: the previous results stay on screen while the next are found. A
    // query left behind by the next keystroke is cancelled (the signal), so the copy skips it.
    queryFn: async ({ signal }) => ({ ...(await copy.search(search, signal)), text: search.text.trim() }),
    enabled: search.text.trim().length > 0,
  });

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** Which search answered: "Searched the 1,240 meetings saved on this device, updated 14:02". */
export function savedSource(searched: number, updatedAt: number | null): string {
  const when = updatedAt === null ? ', still being saved' : `, updated ${formatTime(new Date(updatedAt).toISOString()) ?? ''}`;
  return `Searched the ${plural(searched, 'meeting', 'meetings')} saved on this device${when}`;
}

/**
 * The search of the copy kept on this device, as the user types (no wait for a pause: the copy is
 * searched off the main thread, and the previous results stay, dimmed, until the next arrive).
 */
export function SavedSearchResults({ copy, search }: { copy: PresentCopy; search: SavedSearch }) {
  const latest = useQuery({ ...savedQuery(copy, search), placeholderData: keepPreviousData });
  const query = useDeferredValue(latest);
  const busy = query.isPlaceholderData || query.isFetching;
  const typed = search.text.trim();

  if (!typed) {
    return (
      <EmptyState title="Search the meetings saved on this device">
        Type a word or phrase to search the titles, summaries, action items and transcripts of your meetings and your workspace’s, as you
        type. Put words in quotes to find them exactly, in that order.
      </EmptyState>
    );
  }
  if (query.isPending) {
    return (
      <div role="status" aria-label="Searching" className={styles.skeleton}>
        <div className={layout.card}>
          <Skeleton width="45%" height="1.1rem" />
          <Skeleton width="90%" />
        </div>
      </div>
    );
  }
  if (query.isLoadingError) {
    return <QueryErrorView error={query.error} what="search results" onRetry={() => void query.refetch()} />;
  }
  const { meetings, total, meetingCount, searched, text } = query.data;
  const source = <p className={styles.summary}>{savedSource(searched, copy.updatedAt)}</p>;
  if (total === 0) {
    return (
      <div aria-busy={busy} className={busy ? layout.stale : undefined}>
        <EmptyState title="No results">{`Nothing saved on this device matches “${text}” with these filters.`}</EmptyState>
        {source}
      </div>
    );
  }
  return (
    <div aria-busy={busy} className={`${styles.found} ${busy ? layout.stale : ''}`}>
      <div>
        <p role="status" className={styles.summary}>
          {`${plural(total, 'match', 'matches')} in ${plural(meetingCount, 'meeting', 'meetings')} for “${text}”`}
        </p>
        {source}
      </div>
      {/* A new search's results show their first ten meetings again. */}
      <SavedResults key={text} meetings={meetings} />
    </div>
  );
}
