import { WHOLE_RECORD } from '@/api/schemas/field-readings';
import type { MeetingSummary } from '@/api/schemas/meeting';
import { formatDuration, formatTime, UNTITLED, visibleTitle } from '@/lib/dates/format';
import { isOpenableMeetingId } from '@/screens/meetings';

/**
 * Heights the list virtualiser relies on, in rem: they grow with the user's text size, so rows never
 * overlap when larger text is set. The CSS fills them.
 */
export const MEETING_ROW_REM = 4.25;
export const DAY_HEADING_REM = 2.75;

/** About a screenful: what the list's first render shows; the rest follows right after, in the background. */
export const FIRST_RENDER_ROWS = 12;

export interface MeetingRowText {
  title: string;
  /** Neither a title nor a generated one: the title says "Untitled meeting", set apart. */
  untitled: boolean;
  /** Duration (and owner), or what is unknown, and whether a field was unreadable; null when the row cannot be opened. */
  meta: string | null;
  /** "10:15 AM – 11:45 AM", or '' without a start. */
  time: string;
  /** The id can be carried in a URL (see `isOpenableMeetingId`). */
  openable: boolean;
}

/** The fields a row shows. */
export const ROW_FIELDS = ['id', 'title', 'generatedTitle', 'startTime', 'endTime'] as const;
export type RowMeeting = Pick<MeetingSummary, (typeof ROW_FIELDS)[number]> & Partial<Pick<MeetingSummary, 'unreadable'>>;

/** Said in a row one of whose own fields the API sent but could not be read. Short: the line is cut to the row. */
export const ROW_UNREADABLE = 'Some details unreadable';

function rowFieldUnreadable(meeting: RowMeeting): boolean {
  return meeting.unreadable?.some(({ field }) => field === WHOLE_RECORD || (ROW_FIELDS as readonly string[]).includes(field)) ?? false;
}

/** What a meeting's row says. */
export function meetingRowText(meeting: RowMeeting, ownerEmail?: string | null): MeetingRowText {
  const start = formatTime(meeting.startTime);
  const end = formatTime(meeting.endTime);
  const openable = !meeting.id || isOpenableMeetingId(meeting.id);
  // Before the owner (the same on every row of a member's list), so a narrow row still shows it.
  const timing = formatDuration(meeting.startTime, meeting.endTime) ?? (ownerEmail ? null : start ? 'Duration unknown' : 'Time unknown');
  const meta = [timing, rowFieldUnreadable(meeting) ? ROW_UNREADABLE : null, ownerEmail].filter(Boolean).join(' · ');
  const title = visibleTitle(meeting);
  return {
    title: title ?? UNTITLED,
    untitled: !title,
    meta: openable ? meta : null,
    time: start ? `${start}${end ? ` – ${end}` : ''}` : '',
    openable,
  };
}
