import type { CalendarEvent, Participant } from '@/api/schemas/meeting';
import styles from './meeting-detail.module.css';

const RESPONSE_LABELS: Record<string, string> = {
  accepted: 'Accepted',
  declined: 'Declined',
  tentative: 'Maybe',
  needsAction: 'No response',
};

function Person({ name, email }: { name: string | null; email: string | null }) {
  return (
    <>
      <span className={styles.personName}>{name?.trim() || email || 'Unknown person'}</span>
      {name?.trim() && email ? <span className={styles.muted}> {email}</span> : null}
    </>
  );
}

export function AttendeesSection({ participants, event }: { participants: Participant[]; event: CalendarEvent | null }) {
  const invitees = event?.attendees ?? [];
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
                <span className={`${styles.badge} ${styles[`status-${attendee.responseStatus ?? 'unknown'}`] ?? ''}`}>
                  {attendee.responseStatus ? (RESPONSE_LABELS[attendee.responseStatus] ?? attendee.responseStatus) : 'Unknown'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
