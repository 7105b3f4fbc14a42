import { useMemo } from 'react';
import type { CalendarEvent, Participant } from '@/api/schemas/meeting';
import { responseLabel } from '@/features/meetings/model/response-status';
import { whoSpoke } from '@/features/meetings/model/speaker-matching';
import { speakerStats } from '@/features/meetings/model/speaker-stats';
import { transcriptTurns } from '@/features/meetings/model/transcript-turns';
import { OtherSpeakers, SpokeBadge } from './who-spoke';
import styles from './meeting-detail.module.css';
import { EmailAddress } from '@/components/email-address';

/** The known answers' colours; any other value (server text, shown as it comes) gets none. */
const STATUS_CLASS: ReadonlyMap<string, string | undefined> = new Map([
  ['accepted', styles['status-accepted']],
  ['declined', styles['status-declined']],
  ['tentative', styles['status-tentative']],
]);

function Person({ name, email }: { name: string | null; email: string | null }) {
  return (
    <>
      <span className={styles.personName} dir="auto">
        {name?.trim() || (email ? <EmailAddress value={email} /> : 'Unknown person')}
      </span>
      {name?.trim() && email ? (
        <span className={styles.muted}>
          {' '}
          <EmailAddress value={email} />
        </span>
      ) : null}
    </>
  );
}

interface AttendeesSectionProps {
  participants: Participant[];
  event: CalendarEvent | null;
  /** Who spoke is read from the transcript's speaker names. */
  transcript: string | null;
}

export function AttendeesSection({ participants, event, transcript }: AttendeesSectionProps) {
  const invitees = event?.attendees ?? [];
  const turns = transcriptTurns(transcript);
  const speakers = useMemo(() => speakerStats(turns), [turns]);
  const spoke = useMemo(() => whoSpoke(participants, event?.attendees ?? [], speakers), [participants, event, speakers]);
  // Without named speakers nobody can be said to have spoken or not.
  const known = speakers.length > 0;
  return (
    <div className={styles.columns}>
      <div>
        <h3>Participants ({participants.length})</h3>
        {participants.length === 0 ? (
          <p className={styles.muted}>No participants were recorded.</p>
        ) : (
          <ul className={styles.people}>
            {participants.map((person, index) => (
              <li key={person.id ?? person.email ?? index}>
                <Person name={person.name} email={person.email} />
                {known ? <SpokeBadge presence={spoke.participants[index] ?? null} markUninvited={invitees.length > 0} /> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3>Calendar invitees ({invitees.length})</h3>
        {invitees.length === 0 ? (
          <p className={styles.muted}>{event ? 'The calendar event lists no invitees.' : 'No calendar event is linked.'}</p>
        ) : (
          <ul className={styles.people}>
            {invitees.map((attendee, index) => (
              <li key={attendee.email ?? index}>
                <Person name={attendee.name} email={attendee.email} />
                {attendee.organizer ? <span className={styles.badge}>Organizer</span> : null}
                {/* Values outside the known set are shown as they come. */}
                <span className={`${styles.badge} ${STATUS_CLASS.get(attendee.responseStatus ?? '') ?? ''}`}>
                  {responseLabel(attendee.responseStatus)}
                </span>
                {known ? <SpokeBadge presence={spoke.invitees[index] ?? null} /> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      {spoke.others.length > 0 ? <OtherSpeakers others={spoke.others} /> : null}
      {!known && turns.length > 0 ? (
        <p className={styles.muted}>The transcript does not name its speakers, so who spoke is not known.</p>
      ) : null}
    </div>
  );
}
