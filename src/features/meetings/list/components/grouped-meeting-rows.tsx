import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { MeetingSummary } from '@/api/schemas/meeting';
import { formatDate } from '@/lib/dates/format';
import type { Scope } from '@/core/scope';
import { useSeriesChoices } from '@/lib/series/series-choices';
import { describeCadence } from '@/lib/series/cadence';
import { groupBySeries } from '../model/group-by-series';
import { seriesScreen } from '@/screens/meetings';
import { MeetingRow } from './meeting-row';
import styles from './grouped-meeting-rows.module.css';

interface GroupedMeetingRowsProps {
  meetings: readonly MeetingSummary[];
  scope: Scope;
  ownerEmail: string | null;
}

/**
 * The list with each recurring meeting as one entry that opens to show its meetings ("Group recurring
 * meetings"). Loaded on demand: the first screen's list does not carry series detection.
 */
export default function GroupedMeetingRows({ meetings, scope, ownerEmail }: GroupedMeetingRowsProps) {
  const choices = useSeriesChoices(scope);
  const entries = useMemo(() => groupBySeries(meetings, choices), [meetings, choices]);
  const seriesCount = entries.filter((entry) => entry.kind === 'series').length;
  return (
    <>
      <p className={styles.count} role="status">
        {seriesCount === 0
          ? 'No recurring meetings among the meetings loaded.'
          : `${seriesCount} recurring ${seriesCount === 1 ? 'meeting' : 'meetings'} among the ${meetings.length} loaded, each as one entry.`}
      </p>
      <ul className={styles.list} aria-label="Meetings, recurring ones grouped">
        {entries.map((entry) =>
          entry.kind === 'meeting' ? (
            <li key={`m:${entry.meeting.id ?? ''}:${entry.meeting.startTime ?? ''}`} className={styles.row}>
              <MeetingRow meeting={entry.meeting} scope={scope} ownerEmail={ownerEmail} />
            </li>
          ) : (
            <li key={`s:${entry.series.key}`}>
              <details className={styles.series}>
                <summary>
                  <span className={styles.title}>
                    <bdi>{entry.series.title}</bdi>
                  </span>
                  <span className={styles.meta}>
                    {[
                      `${entry.series.meetings.length} meetings${entry.meetings.length < entry.series.meetings.length ? ` (${entry.meetings.length} in this list)` : ''}`,
                      entry.series.cadence ? describeCadence(entry.series.cadence).toLowerCase() : 'one calendar series',
                      `latest ${formatDate(entry.meetings[0]?.startTime) ?? 'date unknown'}`,
                    ].join(' · ')}
                  </span>
                </summary>
                <p className={styles.open}>
                  <Link to={seriesScreen.url({ scope, key: entry.series.key })}>
                    What is still open in <bdi>{entry.series.title}</bdi>
                  </Link>
                </p>
                <ul className={styles.members} aria-label={`Meetings of ${entry.series.title}`}>
                  {entry.meetings.map((meeting) => (
                    <li key={meeting.id} className={styles.row}>
                      <MeetingRow meeting={meeting} scope={scope} ownerEmail={ownerEmail} />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ),
        )}
      </ul>
    </>
  );
}
