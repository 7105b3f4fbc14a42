import { MeetingReadProgress } from '@/components/meeting-read-progress';
import type { SeriesItems } from '../model/series-items';
import type { SeriesRead } from '../api/use-series-read';

/**
 * Loading honestly: what has been checked of how much, Stop while it reads, Continue after, and what
 * could not be read. "All" only when the meetings list was read to its end and every meeting of the
 * series was read.
 */
export function SeriesProgress({ read, items }: { read: SeriesRead; items: SeriesItems | null }) {
  const { listEnd } = read;
  // Counted over the series as it is now: a meeting taken out is no longer checked or unchecked.
  const total = items && listEnd ? items.checked + items.failed.length + items.unchecked : null;
  const failed = items?.failed.length ?? 0;
  const checked = (items?.checked ?? 0) + failed;
  const unreadable = failed ? `; ${failed} could not be read` : '';
  const listPartial = listEnd && listEnd.kind !== 'all' ? listEnd : null;
  const count = total === null ? `${read.listed} meetings listed` : `${checked} of ${total} meetings ${listPartial ? 'found ' : ''}checked`;
  const state = read.running
    ? `${count}…`
    : read.stopped
      ? `Stopped: ${count}${unreadable}.`
      : total === null
        ? count
        : listPartial
          ? `${count}${unreadable}.`
          : `All ${total} meetings checked${unreadable}.`;
  return (
    <MeetingReadProgress
      status={total === null && read.running ? `Finding the meetings of this series: ${count}…` : state}
      running={read.running}
      resumeLabel={read.stopped ? 'Continue' : null}
      stop={read.stop}
      resume={read.resume}
      listed={String(read.listed)}
      listEnd={listEnd}
      shortList="The meetings after those were not read, so this series may have more meetings than these."
    />
  );
}
