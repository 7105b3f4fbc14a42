import type { CalendarEvent } from '@/api/schemas/meeting';
import { formatDate, formatTime } from '@/lib/format';
import styles from './meeting-detail.module.css';

export function CalendarEventSection({ event }: { event: CalendarEvent | null }) {
  if (!event) return <p className={styles.muted}>This meeting is not linked to a calendar event.</p>;
  const [day, start, end] = [formatDate(event.scheduledTime), formatTime(event.scheduledTime), formatTime(event.endTime)];
  return (
    <dl className={styles.facts}>
      <dt>Event</dt>
      <dd>{event.title?.trim() || 'Untitled event'}</dd>
      <dt>Scheduled</dt>
      <dd>{day && start ? `${day}, ${start}${end ? ` – ${end}` : ''}` : 'Unknown'}</dd>
      <dt>External ID</dt>
      <dd className={styles.mono}>{event.externalId || 'None'}</dd>
      <dt>Invitees</dt>
      <dd>{event.attendees.length}</dd>
    </dl>
  );
}
