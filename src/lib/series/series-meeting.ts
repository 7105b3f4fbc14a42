import { displayTitle } from '@/lib/dates/format';
import type { Meeting, MeetingSummary } from '@/api/schemas/meeting';

/**
 * What series detection looks at: the list's fields, and the people invited or present once the
 * meeting itself has been read (null until then: attendees are not compared for it).
 */
export interface SeriesMeeting extends Pick<MeetingSummary, 'title' | 'generatedTitle' | 'startTime' | 'endTime' | 'calendarEventId'> {
  /** Meetings without an id cannot be linked to or told apart: they are in no series. */
  id: string;
  attendees: readonly string[] | null;
}

export function fromSummary(summary: MeetingSummary, detail?: Meeting | null): SeriesMeeting | null {
  if (!summary.id) return null;
  return {
    id: summary.id,
    title: summary.title,
    generatedTitle: summary.generatedTitle,
    startTime: summary.startTime,
    endTime: summary.endTime,
    calendarEventId: summary.calendarEventId,
    attendees: detail ? attendeesOf(detail) : null,
  };
}

/** Everyone invited or present, by e-mail (else name), folded so the same person compares equal. */
export function attendeesOf(meeting: Meeting): string[] {
  const people = [...(meeting.event?.attendees ?? []), ...meeting.participants];
  const keys = people.map((p) => (p.email ?? p.name ?? '').trim().toLowerCase()).filter(Boolean);
  return [...new Set(keys)];
}

/** The title the rest of the app shows for it. */
export const titleOf = (meeting: Pick<SeriesMeeting, 'title' | 'generatedTitle'>): string => displayTitle(meeting);
