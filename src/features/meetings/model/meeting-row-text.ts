import type { MeetingSummary } from '@/api/schemas/meeting';
import { displayTitle, formatDuration, formatTime } from '@/lib/format';
import { isOpenableMeetingId } from '@/lib/paths';

/**
 * Heights the list virtualiser relies on, in rem: they grow with the user's text size, so rows never
 * overlap when larger text is set. The CSS fills them.
 */
export const MEETING_ROW_REM = 4.25;
export const DAY_HEADING_REM = 2.75;

/** About a screenful: what the first paint renders; the rest follows right after, in the background. */
export const FIRST_PAINT_ROWS = 12;

export interface MeetingRowText {
  title: string;
  /** Neither a title nor a generated one: the title says "Untitled meeting", set apart. */
  untitled: boolean;
  /** Duration (and owner), or what is unknown; null when the row cannot be opened. */
  meta: string | null;
  /** "10:15 AM – 11:45 AM", or '' without a start. */
  time: string;
  /** The id can be carried in a URL (see `isOpenableMeetingId`). */
  openable: boolean;
}

/** The fields a row shows. */
export type RowMeeting = Pick<MeetingSummary, 'id' | 'title' | 'generatedTitle' | 'startTime' | 'endTime'>;

/** What a meeting's row says: one place for the list and the first paint before the app has loaded. */
export function meetingRowText(meeting: RowMeeting, ownerEmail?: string | null): MeetingRowText {
  const start = formatTime(meeting.startTime);
  const end = formatTime(meeting.endTime);
  const openable = !meeting.id || isOpenableMeetingId(meeting.id);
  const meta = [formatDuration(meeting.startTime, meeting.endTime), ownerEmail].filter(Boolean).join(' · ');
  return {
    title: displayTitle(meeting),
    untitled: !meeting.title?.trim() && !meeting.generatedTitle?.trim(),
    meta: openable ? meta || (start ? 'Duration unknown' : 'Time unknown') : null,
    time: start ? `${start}${end ? ` – ${end}` : ''}` : '',
    openable,
  };
}
