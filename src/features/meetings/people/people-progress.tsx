import { Button } from '@/components/button';
import { whyPartial } from '@/lib/bulk/read-end';
import type { PeopleRead } from './use-people-read';
import styles from './people.module.css';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * What has been read of how much, Stop while it reads, Continue after, and why any figure is partial
 * (the series page's way). A live region: a screen reader hears the count grow.
 */
export function PeopleProgress({ read }: { read: PeopleRead }) {
  const { listEnd } = read;
  const listPartial = listEnd && listEnd.kind !== 'all' ? listEnd : null;
  const checked = read.read + read.failed;
  const unreadable = read.failed ? `; ${count(read.failed)} could not be read` : '';
  const of = `${count(checked)} of ${listPartial ? 'at least ' : ''}${count(read.listed)} meetings read`;
  const state = !listEnd
    ? `Listing your meetings: ${count(read.listed)} so far…`
    : read.running
      ? `${of}…`
      : read.stopped
        ? `Stopped: ${of}${unreadable}. Everyone below is from those meetings.`
        : listPartial
          ? `${of}${unreadable}.`
          : `All ${count(read.listed)} meetings read${unreadable}.`;
  return (
    <div className={styles.progress}>
      <p role="status">{state}</p>
      {read.running ? (
        <Button onClick={read.stop}>Stop</Button>
      ) : read.stopped || read.failed ? (
        <Button onClick={read.resume}>{read.stopped ? 'Continue' : 'Try the failed ones again'}</Button>
      ) : null}
      {listPartial ? (
        // A Stop is the user's own doing: said, not alerted.
        <p role={listPartial.kind === 'stopped' ? undefined : 'alert'}>
          Stopped after {count(read.listed)} meetings of the list: {whyPartial(listPartial)}. Meetings after those were not read, so
          everyone's figures here may be short.
          {listPartial.kind === 'failed' ? (
            <>
              {' '}
              <Button onClick={read.resume}>Try again</Button>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
