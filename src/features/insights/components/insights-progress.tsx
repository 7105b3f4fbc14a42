import { Button } from '@/components/button';
import { whyPartial } from '@/lib/bulk/read-end';
import type { InsightsRead, PartialList } from '../api/use-insights-read';
import { plural } from './chart-format';
import styles from './insights.module.css';

/** Lines about lists not read at all are folded past this many: a workspace may have thousands of tags. */
const MAX_LINES = 6;

const NOUNS: Record<PartialList['list'], [string, string]> = {
  meetings: ['meeting', 'meetings'],
  open: ['open action item', 'open action items'],
  completed: ['completed action item', 'completed action items'],
  tags: ['tag', 'tags'],
  tagged: ['meeting', 'meetings'],
};

/** "Stopped after 200 meetings: the API sent the same page twice." — what was read of a list, and why no more. */
function PartialLine({ list, tag, read, end }: PartialList) {
  const [one, many] = NOUNS[list];
  const tagged =
    tag === undefined ? null : (
      <>
        {' '}
        tagged “<bdi>{tag}</bdi>”
      </>
    );
  return (
    <p>
      {read === 0 ? `No ${many}` : `Stopped after ${plural(read, one, many)}`}
      {tagged}
      {read === 0 ? ' read' : ''}: {whyPartial(end)}.
    </p>
  );
}

/**
 * What has been read so far ("1,240 meetings read, 3 of 12 tags"), Stop and Continue, and — for
 * every list not read to its end, whatever the reason — what was read of it and why not the rest.
 * "All read" only when every list was.
 */
export function InsightsProgress({ read }: { read: InsightsRead }) {
  const parts = [
    `${plural(read.meetings.length, 'meeting')} read`,
    `${plural(read.open.length + read.completed.length, 'action item')}`,
    ...(read.tags ? [`${read.tagsRead} of ${plural(read.tags.length, 'tag')}`] : []),
  ];
  const count = parts.join(', ');
  const partial = read.partial.length > 0;
  const phase = read.running ? 'Reading' : read.stopped ? 'Stopped' : read.allRead ? 'All read' : 'Read what could be read';
  const state = read.running
    ? `Reading: ${count}…`
    : partial
      ? `${phase}: ${count}. The charts count only what was read.`
      : `${phase}: ${count}.`;
  const retry = read.partial.some(({ end }) => end.kind === 'failed');
  const shown = read.partial.slice(0, MAX_LINES);
  return (
    <div className={styles.progress}>
      {/* The count changes with every page: only where the reading is comes through a live region. */}
      <p>{state}</p>
      <p role="status" className="visually-hidden">
        {phase}
      </p>
      {read.running ? <Button onClick={read.stop}>Stop</Button> : read.stopped ? <Button onClick={read.resume}>Continue</Button> : null}
      {partial ? (
        <div role="alert" className={styles.failed}>
          {shown.map((list, index) => (
            <PartialLine key={index} {...list} />
          ))}
          {read.partial.length > shown.length ? (
            <p>And {plural(read.partial.length - shown.length, 'more list')} not read to the end.</p>
          ) : null}
          {retry && !read.running && !read.stopped ? <Button onClick={read.resume}>Try again</Button> : null}
        </div>
      ) : null}
    </div>
  );
}
