import { isApiError } from '@/api/api-error';
import { Button } from '@/components/button';
import type { InsightsRead } from '../api/use-insights-read';
import { plural } from './chart-format';
import styles from './insights.module.css';

const reasonOf = (error: unknown) => (isApiError(error) || error instanceof Error ? error.message : 'unknown error');

/** What has been read so far ("1,240 meetings read, 3 of 12 tags"), Stop and Continue, and what could not be read. */
export function InsightsProgress({ read }: { read: InsightsRead }) {
  const parts = [
    `${plural(read.meetings.length, 'meeting')} read`,
    `${plural(read.open.length + read.completed.length, 'action item')}`,
    ...(read.tags ? [`${read.tagsRead} of ${plural(read.tags.length, 'tag')}`] : []),
  ];
  const count = parts.join(', ');
  const phase = read.running ? 'Reading' : read.stopped ? 'Stopped' : read.failures.length ? 'Read what could be read' : 'All read';
  const state = read.running
    ? `Reading: ${count}…`
    : read.stopped
      ? `Stopped: ${count}. The charts show what was read.`
      : `${phase}: ${count}.`;
  return (
    <div className={styles.progress}>
      {/* The count changes with every page: only where the reading is comes through a live region. */}
      <p>{state}</p>
      <p role="status" className="visually-hidden">
        {phase}
      </p>
      {read.running ? <Button onClick={read.stop}>Stop</Button> : read.stopped ? <Button onClick={read.resume}>Continue</Button> : null}
      {read.failures.length > 0 ? (
        <div role="alert" className={styles.failed}>
          {read.failures.map(({ what, error }) => (
            <p key={what}>
              Could not read <bdi>{what}</bdi> to the end ({reasonOf(error)}): the charts leave it out.
            </p>
          ))}
          {read.running ? null : <Button onClick={read.resume}>Try again</Button>}
        </div>
      ) : null}
    </div>
  );
}
