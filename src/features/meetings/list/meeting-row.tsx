import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import type { Scope } from '@/lib/scope';
import type { MeetingSummary } from '@/api/schemas/meeting';
import { displayTitle, formatDuration, formatTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { meetingQueries } from '../api/meeting-queries';
import type { FromListState } from '../model/return-path';
import styles from './meeting-row.module.css';

/**
 * Heights the list virtualiser relies on, in rem: they grow with the user's text size, so rows never
 * overlap when larger text is set. The CSS fills them.
 */
export const MEETING_ROW_REM = 4.25;
export const DAY_HEADING_REM = 2.75;

interface MeetingRowProps {
  meeting: MeetingSummary;
  scope: Scope;
  /** The owner's e-mail when the list knows it (a member filter is active). */
  ownerEmail?: string | null;
}

export function MeetingRow({ meeting, scope, ownerEmail }: MeetingRowProps) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const title = displayTitle(meeting);
  const untitled = !meeting.title?.trim() && !meeting.generatedTitle?.trim();
  const start = formatTime(meeting.startTime);
  const end = formatTime(meeting.endTime);
  const duration = formatDuration(meeting.startTime, meeting.endTime);
  const meta = [duration, ownerEmail].filter(Boolean).join(' · ');

  const content = (
    <>
      <span className={`${styles.title} ${untitled ? styles.untitled : ''}`}>{title}</span>
      <span className={styles.meta}>{meta || (start ? 'Duration unknown' : 'Time unknown')}</span>
      <span className={styles.time}>{start ? `${start}${end ? ` – ${end}` : ''}` : ''}</span>
    </>
  );
  if (!meeting.id) {
    // Without an id there is no page to open; show the row, but not as a link.
    return <div className={styles.row}>{content}</div>;
  }

  const meetingId = meeting.id;
  // Hover or focus usually precedes a click by a few hundred ms: enough to have data and code ready.
  const warmUp = () => {
    void queryClient.prefetchQuery(meetingQueries.detail(scope, meetingId));
    void import('../detail/meeting-detail-page');
  };
  const state: FromListState = { from: `${location.pathname}${location.search}` };
  return (
    <Link className={styles.row} to={paths.meeting(scope, meetingId)} state={state} onMouseEnter={warmUp} onFocus={warmUp}>
      {content}
    </Link>
  );
}

export function DayHeading({ label }: { label: string }) {
  return <h2 className={styles.day}>{label}</h2>;
}
