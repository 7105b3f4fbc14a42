import type { Meeting } from '@/api/schemas/meeting';

export interface Attendance {
  /** Who was there (the meeting's participants). */
  came: string[];
  /** Who was invited (the calendar event's attendees) and is not among them; null without an invitation. */
  missed: string[] | null;
}

const fold = (text: string | null) => (text ?? '').trim().toLowerCase();

/** Who came and who did not, from the participants and the invitations, matched by e-mail, else by name. */
export function attendance(meeting: Meeting): Attendance {
  const came = meeting.participants.filter((p) => p.name || p.email);
  const present = new Set(came.flatMap((p) => [fold(p.email), fold(p.name)]).filter(Boolean));
  const missed = meeting.event
    ? meeting.event.attendees
        .filter((a) => (a.name || a.email) && !present.has(fold(a.email)) && !present.has(fold(a.name)))
        .map((a) => a.name?.trim() || a.email || '')
    : null;
  return { came: came.map((p) => p.name?.trim() || p.email || ''), missed };
}
