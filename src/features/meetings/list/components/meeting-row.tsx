import { Link, useLocation } from 'react-router-dom';
import type { Scope } from '@/core/scope';
import type { MeetingSummary } from '@/api/schemas/meeting';
import { UNOPENABLE_MEETING } from '@/components/unopenable-meeting';
import { KEYBOARD_ITEM } from '@/lib/keyboard/keyboard-item';
import { meetingLinks, meetingScreen } from '@/screens/meetings';
import { readParams } from '@/lib/routing/url-params';
import { useWarmUp } from '@/lib/routing/warm-up';
import { MEETING_LIST_URL } from '@/screens/meeting-list-filters';
import { useAcceptedDeletionIds } from '@/features/meetings/delete/components/undoable-deletions-provider';
import { meetingRowText } from '@/features/meetings/model/meeting-row-text';
import type { FromListState } from '@/features/meetings/model/return-path';
import styles from './meeting-row.module.css';

interface MeetingRowProps {
  meeting: MeetingSummary;
  scope: Scope;
  /** The owner's e-mail when the list knows it (a member filter is active). */
  ownerEmail?: string | null;
}

export function MeetingRow({ meeting, scope, ownerEmail }: MeetingRowProps) {
  const warmUp = useWarmUp();
  const location = useLocation();
  const { title, untitled, meta, time } = meetingRowText(meeting, ownerEmail);
  // The service accepted its DELETE (202) and still lists it: said until a later list no longer has it.
  const beingDeleted = useAcceptedDeletionIds().has(meeting.id ?? '');

  const content = (
    <>
      <span className={`${styles.title} ${untitled ? styles.untitled : ''}`} dir="auto">
        {title}
      </span>
      <span className={styles.meta}>
        {beingDeleted ? 'Being deleted · ' : null}
        {meta ?? UNOPENABLE_MEETING}
      </span>
      <span className={styles.time}>{time}</span>
    </>
  );
  // The list's filters go along: a wide viewport shows the meeting beside this same list.
  const href = meeting.id
    ? meetingLinks.meeting(scope, meeting.id, readParams(new URLSearchParams(location.search), MEETING_LIST_URL))
    : null;
  if (!href) {
    // Without an id (or with one no URL can carry) there is no page to open; show the row, but not as a link.
    return <div className={styles.row}>{content}</div>;
  }
  const state: FromListState = { from: `${location.pathname}${location.search}` };
  const shown = meetingScreen.match(location.pathname);
  const selected = shown?.scope === scope && shown.params.meetingId === meeting.id;
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
