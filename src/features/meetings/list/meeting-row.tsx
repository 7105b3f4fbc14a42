import { Link, useLocation } from 'react-router-dom';
import type { Scope } from '@/lib/scope';
import type { MeetingSummary } from '@/api/schemas/meeting';
import { UNOPENABLE_MEETING } from '@/components/unopenable-meeting';
import { displayTitle, formatDuration, formatTime } from '@/lib/format';
import { KEYBOARD_ITEM } from '@/lib/keyboard/keyboard-item';
import { isOpenableMeetingId, matchRoute, paths } from '@/lib/paths';
import { readParams } from '@/lib/url-params';
import { useWarmUp } from '@/lib/warm-up';
import { MEETING_LIST_URL } from '../api/meeting-list-filters';
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
  const warmUp = useWarmUp();
  const location = useLocation();
  const title = displayTitle(meeting);
  const untitled = !meeting.title?.trim() && !meeting.generatedTitle?.trim();
  const start = formatTime(meeting.startTime);
  const end = formatTime(meeting.endTime);
  const duration = formatDuration(meeting.startTime, meeting.endTime);
  const meta = [duration, ownerEmail].filter(Boolean).join(' · ');
  const openable = !meeting.id || isOpenableMeetingId(meeting.id);

  const content = (
    <>
      <span className={`${styles.title} ${untitled ? styles.untitled : ''}`}>{title}</span>
      <span className={styles.meta}>{openable ? meta || (start ? 'Duration unknown' : 'Time unknown') : UNOPENABLE_MEETING}</span>
      <span className={styles.time}>{start ? `${start}${end ? ` – ${end}` : ''}` : ''}</span>
    </>
  );
  // The list's filters go along: a wide screen shows the meeting beside this same list.
  const href = meeting.id ? paths.meeting(scope, meeting.id, readParams(new URLSearchParams(location.search), MEETING_LIST_URL)) : null;
  if (!href) {
    // Without an id (or with one no URL can carry) there is no page to open; show the row, but not as a link.
    return <div className={styles.row}>{content}</div>;
  }
  const state: FromListState = { from: `${location.pathname}${location.search}` };
  const shown = matchRoute(location.pathname);
  const selected = shown?.name === 'meeting' && shown.params.scope === scope && shown.params.meetingId === meeting.id;
  return (
    <Link
      className={styles.row}
      to={href}
      state={state}
      aria-current={selected ? 'page' : undefined}
      {...KEYBOARD_ITEM}
      onMouseEnter={() => warmUp(href)}
      onFocus={() => warmUp(href)}
    >
      {content}
    </Link>
  );
}

export function DayHeading({ label }: { label: string }) {
  return <h2 className={styles.day}>{label}</h2>;
}
