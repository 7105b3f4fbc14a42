import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import type { Scope } from '@/core/scope';
import type { Meeting } from '@/api/schemas/meeting';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ErrorBoundary } from '@/components/error-boundary';
import { QueryErrorView } from '@/components/query-error-view';
import { sentence } from '@/components/sentence';
import { Skeleton } from '@/components/skeleton';
import { StillWaiting } from '@/components/still-waiting';
import { UnreadableNotice } from '@/components/unreadable-notice';
import { isolateBidi } from '@/core/bidi-text';
import { displayTitle } from '@/lib/dates/format';
import { takeFocusRequest } from '@/lib/keyboard/focus-request';
import { focusSelectedItem } from '@/lib/keyboard/list-items';
import { usePageCommand } from '@/lib/keyboard/shortcut-handlers';
import { rememberMeeting } from '@/lib/session/recent-meetings';
import { locationNow } from '@/lib/routing/location-now';
import { useInSplitPane } from '@/lib/routing/split-pane';
import { readParams } from '@/lib/routing/url-params';
import { scrollToWithin } from '@/lib/browser/scroll-within';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import { useOnline } from '@/lib/browser/use-online';
import { useScope } from '@/lib/routing/use-scope';
import { lazyWithPreload } from '@/lib/scheduling/lazy-with-preload';
import { useIdle } from '@/lib/scheduling/use-idle';
import { neighbourInList } from '@/features/meetings/api/loaded-meetings';
import { meetingLinks, meetingScreen } from '@/screens/meetings';
import { MEETING_LIST_URL, meetingListFromUrl, type MeetingListUrl } from '@/screens/meeting-list-filters';
import { meetingQueries } from '@/features/meetings/api/meeting-queries';
import { ActionItemsSection } from './action-items-section';
import { AttendeesSection } from './attendees-section';
import { CalendarEventSection } from './calendar-event-section';
import { MeetingExportActions } from './meeting-export-actions';
import { MeetingHeader } from './meeting-header';
import { SummarySection } from './summary-section';
import { TranscriptSection } from '@/features/meetings/transcript/components/transcript-section';
import { returnPathFrom } from '@/features/meetings/model/return-path';
import { sendDeletion } from '@/features/meetings/delete/api/send-deletion';
import { useHiddenMeetingIds, usePendingDeletionIds } from '@/features/meetings/delete/components/undoable-deletions-provider';
import { useUndoableDeletions } from '@/features/meetings/delete/components/use-undoable-deletions';
import styles from './meeting-detail.module.css';

// Its series is read in bulk (the whole list, then each of its meetings): code and requests wait
// until the meeting itself is on screen and the browser is idle.
const seriesLine = lazyWithPreload(async () => ({
  default: (await import('@/features/meetings/series/components/series-line')).SeriesLine,
}));

function SeriesLineWhenIdle({ scope, meetingId }: { scope: Scope; meetingId: string }) {
  const idle = useIdle();
  if (!idle) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <seriesLine.Component scope={scope} meetingId={meetingId} />
      </Suspense>
    </ErrorBoundary>
  );
}

const SECTIONS = [
  ['summary', 'Summary'],
  ['transcript', 'Transcript'],
  ['attendees', 'Attendees'],
  ['action-items', 'Action items'],
  ['calendar-event', 'Calendar event'],
] as const;

interface SectionProps {
  id: string;
  title: string;
  /** The meeting shown: another one starts afresh. */
  meetingId: string;
  children: ReactNode;
}

/**
 * A part of the meeting. Each fails alone: whatever its content throws while rendering, the title,
 * Delete and the other sections stay, and this one says so, with Try again.
 */
function Section({ id, title, meetingId, children }: SectionProps) {
  return (
    // Focusable by script: a link to it moves focus here, as following `#id` would.
    <section id={id} className={styles.section} aria-labelledby={`${id}-heading`} tabIndex={-1}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <ErrorBoundary
        key={meetingId}
        label={`The meeting's ${title.toLowerCase()}`}
        fallback={(_error, retry) => (
          <div role="alert" className={styles.note}>
            <p className={styles.muted}>This part of the meeting could not be shown.</p>
            <Button onClick={retry}>Try again</Button>
          </div>
        )}
      >
        {children}
      </ErrorBoundary>
    </section>
  );
}

export function MeetingDetailPage() {
  const scope = useScope();
  const location = useLocation();
  // Not `useParams`: React Router turns a literal `%2F` in an id into `/`. Our own match decodes each
  // segment exactly once.
  const meetingId = meetingScreen.match(location.pathname)?.params.meetingId ?? '';
  const inPane = useInSplitPane();
  const navigate = useNavigate();
  const listParams = readParams(useSearchParams()[0], MEETING_LIST_URL);
  // The list it was opened from: beside it in the split view, or the page it came from.
  const listPath = meetingLinks.list(scope, listParams);
  const returnPath = inPane ? listPath : returnPathFrom(location.state, listPath);
  // Esc: back to the list; from the pane, focus goes back to the meeting's row.
  usePageCommand('back', () => {
    if (inPane) focusSelectedItem();
    void navigate(returnPath);
  });
  const detailQuery = meetingQueries.detail(scope, meetingId);
  const query = useQuery(detailQuery);

  if (query.isPending) {
    return (
      <StillWaiting load={query} what="this meeting" queryKeys={[detailQuery.queryKey]}>
        <MeetingDetailSkeleton />
      </StillWaiting>
    );
  }
  const gone = query.isError && isApiError(query.error) && (query.error.kind === 'not-found' || query.error.kind === 'invalid-params');
  // A refresh that fails for another reason keeps the meeting on screen (BackgroundRefreshErrors says
  // so); one that finds it deleted says that instead of showing it as if it were still there.
  if (query.isLoadingError || gone) {
    return gone ? (
      <EmptyState title="Meeting not found" actions={<Link to={returnPath}>Back to meetings</Link>}>
        <p>This meeting does not exist, or it was deleted.</p>
      </EmptyState>
    ) : (
      <div className={styles.page}>
        <BackLink to={returnPath} inPane={inPane} />
        <QueryErrorView error={query.error} what="this meeting" onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return (
    <MeetingDetail
      meeting={query.data}
      scope={scope}
      meetingId={meetingId}
      returnPath={returnPath}
      inPane={inPane}
      listParams={listParams}
    />
  );
}

/**
 * A link to a section scrolls what holds the meeting (the split view's pane, which the browser's jump
 * to `#id` scrolled along with the page and the list beside it), and leaves the URL as it is. Asked
 * before the sections below the summary have rendered, it waits for them: jumping into the empty ones
 * would leave the section where the transcript, arriving above it, pushes it out of view.
 */
function useJumpToSection(sectionsRendered: boolean) {
  const pending = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = pending.current;
    pending.current = null;
    const target = sectionsRendered && id ? document.getElementById(id) : null;
    if (target) scrollToWithin(target);
  }, [sectionsRendered]);
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const id = event.currentTarget.hash.slice(1);
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    if (sectionsRendered) scrollToWithin(target);
    else pending.current = id;
  };
}

/** To the list: back on a page of its own; in the split view's pane, closing the pane. */
function BackLink({ to, inPane }: { to: string; inPane: boolean }) {
  return (
    // Closing the pane, focus goes back to the meeting's row rather than to the top of the page.
    <Link to={to} aria-keyshortcuts="Escape" onClick={inPane ? focusSelectedItem : undefined}>
      {inPane ? 'Close' : '← Back to meetings'}
    </Link>
  );
}

interface MeetingDetailProps {
  meeting: Meeting;
  scope: Scope;
  meetingId: string;
  returnPath: string;
  inPane: boolean;
  /** The filters of the list it was opened from. */
  listParams: MeetingListUrl;
}

function MeetingDetail({ meeting, scope, meetingId, returnPath, inPane, listParams }: MeetingDetailProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deletions = useUndoableDeletions();
  const hidden = useHiddenMeetingIds();
  const [confirming, setConfirming] = useState(false);
  // Offline, a deletion is refused at once and says why: none is kept to be sent later behind the user's back.
  const online = useOnline();
  const [refusedOffline, setRefusedOffline] = useState(false);
  // The visit the meeting was deleted from, while the screen moves on: the notice offers the Undo then,
  // not this screen too. Coming back to the meeting later is another visit, and this screen offers it.
  const [deletedOnVisit, setDeletedOnVisit] = useState<string | null>(null);
  const article = useRef<HTMLElement>(null);
  // Each navigation, even to the meeting already shown (its row opened again), may ask for focus.
  const location = useLocation();
  const { key: navigationKey } = location;
  const title = displayTitle(meeting);
  // The tab's title is plain text: the meeting's own is isolated from " · Meeting Records" there.
  useDocumentTitle(isolateBidi(title));
  // The sections below the summary render just after it (React renders them next, before the next
  // frame if it can): opening a meeting shows its header and summary without waiting for the
  // transcript. Only when the screen mounts: from then on it stays true, so moving to another
  // meeting or a refreshed one renders it all at once and keeps the sections' state (the find).
  const below = useDeferredValue(true, false);
  const jumpToSection = useJumpToSection(below);

  useEffect(() => rememberMeeting({ scope, id: meetingId, title }), [scope, meetingId, title]);
  // Opened from the list into the pane: focus follows, so a screen reader reads the meeting.
  useEffect(() => {
    // Without scrolling: the page's scroll is the list's, which stays where it is.
    if (inPane && takeFocusRequest(meetingLinks.meeting(scope, meetingId) ?? '')) article.current?.focus({ preventScroll: true });
  }, [inPane, scope, meetingId, navigationKey]);

  const askToDelete = () => {
    setRefusedOffline(!online);
    if (online) setConfirming(true);
  };

  const confirmDelete = async () => {
    setConfirming(false);
    if (!online) return setRefusedOffline(true);
    // In the split view the selection moves on to the list's next meeting (the deleted one's URL is
    // replaced: back does not return to it); on a page of its own, back to the list.
    const next = inPane ? neighbourInList(queryClient, scope, meetingListFromUrl(scope, listParams).filters, meetingId, hidden) : null;
    setDeletedOnVisit(navigationKey);
    // Undo brings the user back to the meeting, unless they have moved on from where this left them:
    // the pane shows it again (in place of the next one), a page of its own is gone back to.
    const leftFrom = locationNow()?.key;
    const movedTo = inPane ? ((next && meetingLinks.meeting(scope, next, listParams)) ?? returnPath) : returnPath;
    const backToMeeting = () => {
      const now = locationNow();
      if (now?.url !== movedTo || now.key === leftFrom) return;
      if (inPane) void navigate(`${location.pathname}${location.search}`, { replace: true });
      else void navigate(-1);
    };
    deletions.schedule(
      { scope, meetingId, title },
      (keepalive) => sendDeletion(queryClient, { scope, meetingId, keepalive }),
      backToMeeting,
    );
    await navigate(movedTo, { replace: inPane });
  };
  const deleting = usePendingDeletionIds().has(meetingId);

  return (
    <article ref={article} className={styles.page} aria-labelledby="meeting-title" tabIndex={inPane ? -1 : undefined}>
      <div className={styles.topBar}>
        <BackLink to={returnPath} inPane={inPane} />
      </div>
      {deleting && deletedOnVisit !== navigationKey ? (
        <p className={styles.deleting} role="status">
          This meeting is about to be deleted. <Button onClick={() => deletions.undo(meetingId)}>Undo</Button>
        </p>
      ) : null}
      <MeetingHeader meeting={meeting} scope={scope} />
      {/* After the title, so the page starts with what it is; Delete at the row's far end, apart from the harmless ones. */}
      <div className={styles.actions}>
        <MeetingExportActions meeting={meeting} />
        <Button variant="danger" className={styles.deleteAction} onClick={askToDelete} disabled={deleting}>
          Delete <span className={styles.wideOnly}>meeting</span>
        </Button>
      </div>
      {refusedOffline && !online ? (
        <p className={styles.refused} role="alert">
          Not deleted: you are offline. Nothing is kept to be deleted later; delete it again once the network is back.
        </p>
      ) : null}
      {/* Its line's room is kept from the start: it arrives late, and must not push down what is being read. */}
      <div className={styles.seriesSlot}>
        <SeriesLineWhenIdle scope={scope} meetingId={meetingId} />
      </div>
      {/* One odd field does not hide the meeting: it is left out above and below, and listed here. */}
      <UnreadableNotice value={meeting} what="this meeting" />
      <nav aria-label="Sections of this meeting">
        <ul className={styles.jump}>
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} onClick={jumpToSection}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Section id="summary" title="Summary" meetingId={meetingId}>
        <SummarySection summary={meeting.summary} />
      </Section>
      <Section id="transcript" title="Transcript" meetingId={meetingId}>
        {below ? <TranscriptSection transcript={meeting.transcript} title={title} initialFind={searchParams.get('find')} /> : null}
      </Section>
      <Section id="attendees" title="Attendees" meetingId={meetingId}>
        {below ? <AttendeesSection participants={meeting.participants} event={meeting.event} transcript={meeting.transcript} /> : null}
      </Section>
      <Section id="action-items" title="Action items" meetingId={meetingId}>
        {below ? <ActionItemsSection tasks={meeting.tasks} scope={scope} meetingId={meetingId} /> : null}
      </Section>
      <Section id="calendar-event" title="Calendar event" meetingId={meetingId}>
        {below ? <CalendarEventSection event={meeting.event} /> : null}
      </Section>
      <ConfirmDialog
        open={confirming}
        title={sentence`Delete “${title}”?`}
        confirmLabel="Delete meeting"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      >
        <p>
          The meeting, its summary, transcript and action items will be deleted
          {scope === 'workspace' ? ' for everyone in the workspace' : ''}. You can undo for a few seconds.
        </p>
      </ConfirmDialog>
    </article>
  );
}

function MeetingDetailSkeleton() {
  return (
    <div className={styles.page} role="status" aria-label="Loading meeting">
      <Skeleton width="8rem" />
      <Skeleton width="60%" height="2rem" />
      <Skeleton width="40%" />
      <Skeleton height="12rem" />
      <Skeleton height="20rem" />
    </div>
  );
}

/** The route table loads the screen's module on demand and shows its default export. */
export default MeetingDetailPage;
