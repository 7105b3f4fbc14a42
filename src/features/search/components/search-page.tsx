import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { DateRangeFilter } from '@/components/date-range-filter';
import { EmptyState } from '@/components/empty-state';
import filterStyles from '@/components/filters.module.css';
import layout from '@/components/layout.module.css';
import { PageHeader } from '@/components/page-header';
import { QueryErrorView } from '@/components/query-error-view';
import { Skeleton } from '@/components/skeleton';
import { StillWaiting } from '@/components/still-waiting';
import { filterTooLongMessage, isFilterTooLong } from '@/api/filter-limits';
import { describeDayRange } from '@/lib/dates/format';
import { useUrlFilters } from '@/lib/routing/use-url-filters';
import { searchQueries } from '../api/search-queries';
import { SEARCH_DEBOUNCE_MS, searchFromUrl } from '@/screens/search-filters';
import { settingsLinks } from '@/screens/settings';
import { afterNextFrame } from '@/lib/scheduling/after-next-frame';
import { focusAndSelect } from '../model/focus-and-select';
import { groupByMeeting } from '../model/group-by-meeting';
import { NO_COPY, type UseSavedCopy } from '../model/saved-copy';
import { SEARCH_PAGE_URL, savedSearchFrom } from '../model/saved-filters';
import type { ExportButtonComponent } from '@/lib/export/meeting-export';
import { SavedFilters } from './saved-filters';
import { SavedSearchResults } from './saved-search';
import { SearchResults } from './search-results';
import { usePageCommand } from '@/lib/keyboard/shortcut-handlers';
import { useDebouncedDraft } from '@/lib/scheduling/use-debounced-draft';
import styles from './search-page.module.css';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

const useNoCopy: UseSavedCopy = () => NO_COPY;

/** Said under the API's results: the other kind of search says how many meetings it covered. */
const API_SOURCE = 'Searched your meetings through the API';

interface SearchPageProps {
  /** The meetings' export, handed in by the app (features do not import each other); without it the results have no export. */
  ExportButton?: ExportButtonComponent;
  /**
   * The copy of the key's meetings kept on this device, handed in by the app (features do not import
   * the library): a key with one searches it, personal and workspace; a key without one searches
   * through the API and is offered the copy. Without it, the API's search alone.
   */
  useSavedCopy?: UseSavedCopy;
}

export function SearchPage({ ExportButton, useSavedCopy }: SearchPageProps) {
  const useCopy = useSavedCopy ?? useNoCopy;
  const copy = useCopy();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  usePageCommand('search', () => focusAndSelect(input.current));
  // The page is for searching: arriving here puts the cursor in its box. Not with autoFocus, which
  // focuses in the commit that mounts the page: focusing laid the new page out then and there, in
  // what was the first load's longest task. After the first frame, the layout is done.
  useEffect(() => afterNextFrame(() => input.current?.focus()), []);
  // One writer of the URL for the query and every filter: two would each write over the URL as
  // they last saw it, and a filter set just after typing would put the previous query back.
  const [params, setParams] = useUrlFilters(SEARCH_PAGE_URL);
  // Too long to send: not applied (nor put in the URL); the field keeps it and says why.
  const commitQuery = useCallback((q: string | null) => (isFilterTooLong(q) ? undefined : setParams({ q })), [setParams]);
  const { draft, setDraft, commit, settled, paused } = useDebouncedDraft(params.q, commitQuery, SEARCH_DEBOUNCE_MS);
  const typed = draft.trim();
  const error = paused && isFilterTooLong(typed) ? filterTooLongMessage('The search', typed.length) : null;
  const filters = searchFromUrl(params);
  const resultsQuery = searchQueries.results(filters ?? { query: '' });
  const latest = useQuery({
    ...resultsQuery,
    // The API is asked only when the key keeps no copy (or while that is being found out, not yet).
    enabled: resultsQuery.enabled !== false && copy.kind === 'none',
    // The previous results stay (dimmed) until the next query's arrive.
    placeholderData: keepPreviousData,
  });
  // TanStack Query hands over each new result through useSyncExternalStore, whose updates React
  // renders at once, in one task: the results arriving were the search's longest task. From a
  // deferred copy, the page re-renders as it was and the results follow in a render that yields.
  const query = useDeferredValue(latest);

  const range = { from: params.from, to: params.to };
  // The copy is searched as the user types: each keystroke, not the pause the API waits for, and from
  // the keystroke's own render (the results shown meanwhile are memoised), not a deferred one, which
  // the render of the last results held up by a tenth of a second.
  const savedSearch = savedSearchFrom(draft, params, range);
  const rangeText = describeDayRange(range);
  const busy = !settled || query.isPlaceholderData;

  let results;
  if (error) {
    results = null;
  } else if (copy.kind === 'present') {
    results = <SavedSearchResults copy={copy} search={savedSearch} />;
  } else if (!filters) {
    results = settled ? (
      <EmptyState title="Search your meetings">
        Type a word or phrase to search the titles, summaries and transcripts of your own meetings. Nothing is searched until there is
        something to look for.
      </EmptyState>
    ) : null;
  } else if (query.isPending) {
    results = (
      <StillWaiting load={query} what="the search results" queryKeys={[resultsQuery.queryKey]}>
        <div role="status" aria-label="Searching" className={styles.skeleton}>
          {[0, 1, 2].map((index) => (
            <div key={index} className={layout.card}>
              <Skeleton width="45%" height="1.1rem" />
              <Skeleton width="90%" />
              <Skeleton width="70%" />
            </div>
          ))}
        </div>
      </StillWaiting>
    );
  } else if (query.isLoadingError) {
    // A failed refresh keeps the results on screen; BackgroundRefreshErrors says it failed.
    results = <QueryErrorView error={query.error} what="search results" onRetry={() => void query.refetch()} />;
  } else if (query.data.results.length === 0) {
    results = (
      <div aria-busy={busy} className={busy ? layout.stale : undefined}>
        <EmptyState
          title="No results"
          actions={rangeText ? <Button onClick={() => setParams({ from: null, to: null })}>Search all dates</Button> : null}
        >
          {`Nothing in your meetings matches “${query.data.query}”${rangeText ? ` ${rangeText}` : ''}.`}
          {rangeText ? ' Widen the date range to search more meetings.' : ' Try fewer or different words.'}
        </EmptyState>
        <p className={styles.summary}>{API_SOURCE}</p>
      </div>
    );
  } else {
    const groups = groupByMeeting(query.data.results);
    const meetingCount = groups.length;
    const found = groups.flatMap((group) => (group.meetingId ? [{ id: group.meetingId, title: group.title }] : []));
    const searched = query.data.query;
    results = (
      <div aria-busy={busy} className={`${styles.found} ${busy ? layout.stale : ''}`}>
        <div className={styles.summaryLine}>
          <p role="status" className={styles.summary}>
            {`${plural(query.data.results.length, 'match', 'matches')} in ${plural(meetingCount, 'meeting', 'meetings')} for “${searched}”${rangeText ? `, ${rangeText}` : ''}`}
          </p>
          {ExportButton ? (
            <ExportButton
              disabled={busy || found.length === 0}
              request={() => ({
                scope: 'me',
                meetings: found,
                source: `The meetings found by a search for “${searched}”${rangeText ? `, ${rangeText}` : ''}`,
                name: `Search ${searched}`,
              })}
            >
              Export {plural(found.length, 'meeting', 'meetings')}…
            </ExportButton>
          ) : null}
        </div>
        <p className={styles.summary}>{API_SOURCE}</p>
        <SearchResults hits={query.data} />
      </div>
    );
  }

  return (
    <div className={layout.page}>
      <PageHeader title="Search" />
      <form
        role="search"
        aria-label="Search"
        className={filterStyles.bar}
        onSubmit={(event) => {
          event.preventDefault();
          commit();
        }}
      >
        <div className={`${filterStyles.field} ${styles.queryField}`}>
          <label htmlFor={inputId}>Search meetings</label>
          <input
            ref={input}
            id={inputId}
            type="search"
            value={draft}
            placeholder="Words from titles, summaries or transcripts"
            autoComplete="off"
            enterKeyHint="search"
            aria-keyshortcuts="/"
            className={error ? filterStyles.invalid : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${inputId}-error`}
            onChange={(event) => setDraft(event.target.value)}
          />
          <p id={`${inputId}-error`} className={filterStyles.error} aria-live="polite">
            {error}
          </p>
        </div>
        <DateRangeFilter legend="Meeting date" range={range} onChange={setParams} />
        {copy.kind === 'present' ? <SavedFilters filters={params} onChange={setParams} /> : null}
      </form>
      {copy.kind !== 'present' && useSavedCopy ? (
        // While the copy is looked for, the line's room is kept, unseen: the results below do not move
        // when it shows.
        <p
          className={`${styles.summary} ${copy.kind === 'checking' ? styles.unseen : ''}`}
          aria-hidden={copy.kind === 'checking' || undefined}
        >
          <Link to={`${settingsLinks.settings()}#meeting-library`}>Search the whole workspace: keep a copy on this device</Link>
        </p>
      ) : null}
      {results}
    </div>
  );
}
