import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import type { Scope } from '@/lib/scope';
import type { Meeting } from '@/api/schemas/meeting';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { QueryErrorView } from '@/components/query-error-view';
import { Skeleton } from '@/components/skeleton';
import { displayTitle } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScope } from '@/lib/use-scope';
import { meetingQueries } from '../api/meeting-queries';
import { ActionItemsSection } from './action-items-section';
import { AttendeesSection } from './attendees-section';
import { CalendarEventSection } from './calendar-event-section';
import { MeetingExportActions } from './meeting-export-actions';
import { MeetingHeader } from './meeting-header';
import { SummarySection } from './summary-section';
import { TranscriptSection } from './transcript/transcript-section';
import { returnPathFrom } from '../model/return-path';
import { usePendingDeletionIds, useUndoableDeletions } from '../delete/undoable-deletions-provider';
import styles from './meeting-detail.module.css';

const SECTIONS = [
  ['summary', 'Summary'],
  ['transcript', 'Transcript'],
  ['attendees', 'Attendees'],
  ['action-items', 'Action items'],
  ['calendar-event', 'Calendar event'],
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

export function MeetingDetailPage() {
  const scope = useScope();
  const { meetingId = '' } = useParams();
  const returnPath = returnPathFrom(useLocation().state, scope);
  const query = useQuery(meetingQueries.detail(scope, meetingId));

  if (query.isPending) return <MeetingDetailSkeleton />;
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
        <Link to={returnPath}>← Back to meetings</Link>
        <QueryErrorView error={query.error} what="this meeting" onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <MeetingDetail meeting={query.data} scope={scope} meetingId={meetingId} returnPath={returnPath} />;
}

interface MeetingDetailProps {
  meeting: Meeting;
  scope: Scope;
  meetingId: string;
  returnPath: string;
}

function MeetingDetail({ meeting, scope, meetingId, returnPath }: MeetingDetailProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const deletions = useUndoableDeletions();
  const [confirming, setConfirming] = useState(false);
  const title = displayTitle(meeting);
  useDocumentTitle(title);

  const confirmDelete = async () => {
    setConfirming(false);
    deletions.schedule({ scope, meetingId, title });
    await navigate(returnPath);
  };
  const deleting = usePendingDeletionIds().has(meetingId);

  return (
    <article className={styles.page} aria-labelledby="meeting-title">
      <div className={styles.topBar}>
        <Link to={returnPath}>← Back to meetings</Link>
        <MeetingExportActions meeting={meeting} />
        <Button variant="danger" onClick={() => setConfirming(true)} disabled={deleting}>
          Delete meeting
        </Button>
      </div>
      {deleting ? (
        <p className={styles.deleting} role="status">
          This meeting is about to be deleted. <Button onClick={() => deletions.undo(meetingId)}>Undo</Button>
        </p>
      ) : null}
      <MeetingHeader meeting={meeting} scope={scope} />
      <nav aria-label="Sections of this meeting">
        <ul className={styles.jump}>
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <Section id="summary" title="Summary">
        <SummarySection summary={meeting.summary} />
      </Section>
      <Section id="transcript" title="Transcript">
        <TranscriptSection transcript={meeting.transcript} title={title} initialFind={searchParams.get('find')} />
      </Section>
      <Section id="attendees" title="Attendees">
        <AttendeesSection participants={meeting.participants} event={meeting.event} transcript={meeting.transcript} />
      </Section>
      <Section id="action-items" title="Action items">
        <ActionItemsSection tasks={meeting.tasks} scope={scope} meetingId={meetingId} />
      </Section>
      <Section id="calendar-event" title="Calendar event">
        <CalendarEventSection event={meeting.event} />
      </Section>
      <ConfirmDialog
        open={confirming}
        title={`Delete “${title}”?`}
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
