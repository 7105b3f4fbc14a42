import { isApiError } from '@/api/api-error';
import { Button } from '@/components/button';
import type { SeriesItems } from '../model/series-items';
import type { SeriesRead } from './use-series-read';
import styles from './series-page.module.css';

export const reasonOf = (error: unknown) => (isApiError(error) || error instanceof Error ? error.message : 'unknown error');

/**
 * Loading honestly: what has been checked of how much, Stop while it reads, Continue after, and what
 * could not be read. The line is a live region, so a screen reader hears the count as it grows.
 */
export function SeriesProgress({ read, items }: { read: SeriesRead; items: SeriesItems | null }) {
  // Counted over the series as it is now: a meeting taken out is no longer checked or unchecked.
  const total = items && read.listComplete ? items.checked + items.failed.length + items.unchecked : null;
  const failed = items?.failed.length ?? 0;
  const checked = (items?.checked ?? 0) + failed;
  const unreadable = failed ? `; ${failed} could not be read` : '';
  const count = total === null ? `${read.listed} meetings listed` : `${checked} of ${total} meetings checked`;
  const state = read.running
    ? `${count}…`
    : read.stopped
      ? `Stopped: ${count}${unreadable}.`
      : total === null
        ? count
        : `All ${total} meetings checked${unreadable}.`;
  return (
    <div className={styles.progress}>
      <p role="status">{total === null && read.running ? `Finding the meetings of this series: ${count}…` : state}</p>
      {read.running ? <Button onClick={read.stop}>Stop</Button> : read.stopped ? <Button onClick={read.resume}>Continue</Button> : null}
      {read.listError ? (
        <p role="alert">
          The meetings list could not be read to its end ({reasonOf(read.listError)}): this series may be missing meetings.{' '}
          <Button onClick={read.resume}>Try again</Button>
        </p>
      ) : null}
    </div>
  );
}
