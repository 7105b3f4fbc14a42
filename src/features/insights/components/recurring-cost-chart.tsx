import { scaleLinear } from '@visx/scale';
import { Link } from 'react-router-dom';
import { meetingLinks, seriesScreen } from '@/screens/meetings';
import { formatDate } from '@/lib/dates/format';
import type { Scope } from '@/core/scope';
import type { RecurringMeeting } from '../model/recurring-cost';
import { formatHours, formatMinutes, plural } from './chart-format';
import styles from './insights.module.css';

/** How many of a recurring meeting's meetings its list shows (newest first). */
const MEETINGS_LISTED = 12;

/** The recurring meetings that took the most hours: a bar each, opening onto its meetings and its series' page. */
export function RecurringCostChart({ scope, recurring }: { scope: Scope; recurring: readonly RecurringMeeting[] }) {
  const width = scaleLinear<number>({ domain: [0, Math.max(...recurring.map((r) => r.hours), 0.1)], range: [0, 100] });
  return (
    <ol className={styles.bars}>
      {recurring.map((series) => (
        <li key={series.key} className={styles.barRow}>
          <details className={styles.barLabel}>
            <summary>
              <bdi>{series.title}</bdi>
            </summary>
            <ul className={styles.meetings}>
              <li>
                <Link to={seriesScreen.url({ scope, key: series.key })}>
                  The series’ page<span className="visually-hidden">: {series.title}</span>
                </Link>
              </li>
              {series.meetings.slice(0, MEETINGS_LISTED).map((meeting, index) => {
                const href = meeting.id ? meetingLinks.meeting(scope, meeting.id) : null;
                const date = formatDate(new Date(meeting.start).toISOString()) ?? 'Unknown date';
                return <li key={meeting.id ?? index}>{href ? <Link to={href}>{date}</Link> : date}</li>;
              })}
              {series.meetings.length > MEETINGS_LISTED ? <li>and {series.meetings.length - MEETINGS_LISTED} earlier</li> : null}
            </ul>
          </details>
          <div className={styles.barTrack} aria-hidden="true">
            <div
              className={styles.bar}
              style={{ width: `${width(series.hours)}%`, '--swatch': 'var(--series-1)' } as React.CSSProperties}
            />
          </div>
          <span className={styles.barFigures}>
            {formatHours(series.hours)} · {plural(series.meetings.length, 'meeting')} · {formatMinutes(series.averageMinutes)} on average
          </span>
        </li>
      ))}
    </ol>
  );
}
