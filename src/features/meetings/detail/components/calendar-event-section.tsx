import type { CalendarEvent } from '@/api/schemas/meeting';
import { formatDate } from '@/lib/dates/format';
import { describeWhen } from '@/features/meetings/model/meeting-when';
import styles from './meeting-detail.module.css';
import { EmailAddress } from '@/components/email-address';

export function CalendarEventSection({ event }: { event: CalendarEvent | null }) {
  if (!event) return <p className={styles.muted}>This meeting is not linked to a calendar event.</p>;
  const { date, time } = describeWhen(event, 'scheduledTime', 'endTime');
  return (
    <dl className={styles.facts}>
      <dt>Event</dt>
      <dd>{event.title?.trim() ? <bdi>{event.title}</bdi> : 'Untitled event'}</dd>
      <dt>Scheduled</dt>
      {/* Without a start both say the same: "Unknown", or that it could not be read. */}
      <dd>{formatDate(event.scheduledTime) ? `${date}, ${time}` : date}</dd>
      <dt>External ID</dt>
      <dd className={styles.mono}>{event.externalId ? <EmailAddress value={event.externalId} /> : 'None'}</dd>
      <dt>Invitees</dt>
      <dd>{event.attendees.length}</dd>
    </dl>
  );
}
