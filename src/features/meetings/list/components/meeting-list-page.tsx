import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useMemo } from 'react';
import { Button } from '@/components/button';
import { DateRangeFilter } from '@/components/date-range-filter';
import filterStyles from '@/components/filters.module.css';
import layout from '@/components/layout.module.css';
import { PageHeader } from '@/components/page-header';
import { loadWindowVirtualizer } from '@/components/window-list';
import { QueryErrorView } from '@/components/query-error-view';
import { ScopeSwitch } from '@/components/scope-switch';
import { StillWaiting } from '@/components/still-waiting';
import { distinctRows } from '@/lib/query/cursor-paging';
import { lazyWithPreload } from '@/lib/scheduling/lazy-with-preload';
import { meetingLinks } from '@/screens/meetings';
import { useScope } from '@/lib/routing/use-scope';
import { useUrlFilters } from '@/lib/routing/use-url-filters';
import { MEETING_LIST_URL, meetingListFromUrl } from '@/screens/meeting-list-filters';
import { meetingQueries } from '@/features/meetings/api/meeting-queries';
import { useHiddenMeetingIds } from '@/features/meetings/delete/components/undoable-deletions-provider';
import { MeetingListRows } from './meeting-list-rows';
import { MeetingListSkeleton } from './meeting-list-skeleton';
import { TagPicker } from './tag-picker';
import styles from './meeting-list-page.module.css';
import { COPY_ANSWER_DATE } from '@/lib/query/copy-answer-date';

// Series detection is for those who ask for it, and the member filter for the workspace's list: not
// in the first screen's JavaScript (the landing list is the user's own).
const { Component: GroupedMeetingRows } = lazyWithPreload(() => import('./grouped-meeting-rows'));
const { Component: CleanupView } = lazyWithPreload(() => import('@/features/meetings/cleanup/components/cleanup-view'));
const { Component: EmailFilter } = lazyWithPreload(async () => ({ default: (await import('@/components/email-filter')).EmailFilter }));
// What follows the rows (their count, the next page) comes right after them; an empty list's words
// when it turns out empty.
const { Component: NoMeetings } = lazyWithPreload(() => import('./no-meetings'));
const { Component: PagedListFooter } = lazyWithPreload(async () => ({
  default: (await import('@/components/paged-list-footer')).PagedListFooter,
}));

const MEMBER_LABEL = 'Member e-mail';

export function MeetingListPage() {
  const scope = useScope();
  const [params, setParams] = useUrlFilters(MEETING_LIST_URL);
  const { filters, blocked, tooLong } = meetingListFromUrl(scope, params);
  const listQuery = meetingQueries.list(scope, filters);
  const query = useInfiniteQuery({
    ...listQuery,
    enabled: !blocked,
    // The previous results stay (dimmed) until the new filter's arrive.
    placeholderData: keepPreviousData,
  });
  const { fetchNextPage } = query;
  // A long list renders virtualised from the start: the virtualiser is in before the rows that need it.
  // One function for the query's life, so the footer's observer does not restart on every render.
  const loadNextPage = useCallback(
    (options?: { cancelRefetch?: boolean }) => loadWindowVirtualizer().then(() => fetchNextPage(options)),
    [fetchNextPage],
  );
  const hidden = useHiddenMeetingIds();
  // Each meeting once, however the server's pages overlap. Meetings waiting out their undo window, or
  // deleted, are hidden whichever list (or fetch) they turn up in.
  const { meetings, mayBeIncomplete } = useMemo(() => {
    const { rows, mayBeIncomplete } = distinctRows(query.data, (page) => page.meetings);
    return { meetings: rows.filter((m) => !m.id || !hidden.has(m.id)), mayBeIncomplete };
  }, [query.data, hidden]);

  const title = scope === 'me' ? 'My meetings' : 'Workspace meetings';
  const morePages = query.hasNextPage && !query.isPlaceholderData;
  const ownerEmail = scope === 'workspace' ? (filters.userEmail ?? null) : null;

  let results;
  if (blocked) {
    results = (
      <Suspense fallback={null}>
        <NoMeetings scope={scope} params={params} notAsked={{ tooLong }} />
      </Suspense>
    );
  } else if (query.isPending) {
    results = (
      <StillWaiting load={query} what={scope === 'me' ? 'your meetings' : 'the workspace’s meetings'} queryKeys={[listQuery.queryKey]}>
        <MeetingListSkeleton />
      </StillWaiting>
    );
  } else if (query.isLoadingError) {
    // Only when there is nothing to show: a failed refresh keeps the list (BackgroundRefreshErrors says so).
    results = <QueryErrorView error={query.error} what="meetings" onRetry={() => void query.refetch()} />;
  } else if (meetings.length === 0 && !morePages) {
    // Not while pages remain: a page may come back empty (a server that filters after paging) and
    // the meetings be on the next.
    results = (
      <Suspense fallback={null}>
        <NoMeetings scope={scope} params={params} onClearFilters={() => setParams({ from: null, to: null, tag: null, member: null })} />
      </Suspense>
    );
  } else {
    results = (
      <>
        <div className={`${styles.results} ${query.isPlaceholderData ? layout.stale : ''}`} aria-busy={query.isPlaceholderData}>
          {params.select === 'on' ? (
            <Suspense fallback={<MeetingListRows meetings={meetings} scope={scope} ownerEmail={ownerEmail} />}>
              <CleanupView meetings={meetings} scope={scope} ownerEmail={ownerEmail} />
            </Suspense>
          ) : params.group === 'series' ? (
            <Suspense fallback={<MeetingListRows meetings={meetings} scope={scope} ownerEmail={ownerEmail} />}>
              <GroupedMeetingRows meetings={meetings} scope={scope} ownerEmail={ownerEmail} />
            </Suspense>
          ) : (
            <MeetingListRows meetings={meetings} scope={scope} ownerEmail={ownerEmail} />
          )}
        </div>
        <Suspense fallback={null}>
          <PagedListFooter
            loadedCount={meetings.length}
            noun={['meeting', 'meetings']}
            hasNextPage={morePages}
            isFetchingNextPage={query.isFetchingNextPage}
            fetchNextPage={loadNextPage}
            nextPageError={query.isFetchNextPageError ? query.error : null}
            mayBeIncomplete={mayBeIncomplete}
            fromCopyAsking={query.isFetching && query.dataUpdatedAt === COPY_ANSWER_DATE}
          />
        </Suspense>
      </>
    );
  }

  return (
    <div className={layout.page}>
      <PageHeader title={title}>
        <ScopeSwitch current={scope} hrefFor={(target) => meetingLinks.list(target, { from: params.from, to: params.to })} />
      </PageHeader>
      <div role="search" className={filterStyles.bar} aria-label="Filter meetings">
        <DateRangeFilter range={{ from: params.from, to: params.to }} onChange={setParams} />
        {scope === 'me' ? (
          <TagPicker value={params.tag} onChange={(tag) => setParams({ tag })} />
        ) : (
          // Until its code is in, the same field, disabled: the bar keeps its layout.
          <Suspense
            fallback={
              <div className={filterStyles.field} aria-hidden="true">
                <span>{MEMBER_LABEL}</span>
                <input value={params.member ?? ''} disabled readOnly tabIndex={-1} />
              </div>
            }
          >
            <EmailFilter label={MEMBER_LABEL} value={params.member} onChange={(member) => setParams({ member })} />
          </Suspense>
        )}
      </div>
      {/* How the list is shown, not what it holds: one line above it, the same height at any width
          (in the filter bar it made the bar wrap in the split view, and the rows move). */}
      <div className={styles.listTools}>
        <label className={filterStyles.checkbox}>
          <input
            type="checkbox"
            checked={params.group === 'series'}
            onChange={(event) => setParams({ group: event.target.checked ? 'series' : null })}
          />
          Group recurring meetings
        </label>
        {/* Selection mode: checkboxes, suggestions and deleting many at once (cleanup/, loaded on demand). */}
        <Button aria-pressed={params.select === 'on'} onClick={() => setParams({ select: params.select === 'on' ? null : 'on' })}>
          {params.select === 'on' ? 'Done selecting' : 'Select…'}
        </Button>
      </div>
      {results}
    </div>
  );
}
