import { Button } from '@/components/button';
import { whyPartial, type ReadEnd } from '@/lib/bulk/read-end';
import styles from './meeting-read-progress.module.css';

interface MeetingReadProgressProps {
  /** What has been read of how much: a live region, so a screen reader hears it as it grows. */
  status: string;
  running: boolean;
  /** The button once the read is over ("Continue" after a Stop, say); null for none. */
  resumeLabel: string | null;
  stop: () => void;
  resume: () => void;
  /** How many meetings the list gave, as the screen writes the number. */
  listed: string;
  /** Why reading the meetings list ended (null while it is read). */
  listEnd: ReadEnd | null;
  /** What a list read short means for the figures below, said after why it ended. */
  shortList: string;
}

/**
 * A screen that reads the meetings one by one (a series, People): what has been read, Stop while it
 * reads, what follows it, and why the list of meetings was read short, if it was.
 */
export function MeetingReadProgress({ status, running, resumeLabel, stop, resume, listed, listEnd, shortList }: MeetingReadProgressProps) {
  const listPartial = listEnd && listEnd.kind !== 'all' ? listEnd : null;
  return (
    <div className={styles.progress}>
      <p role="status">{status}</p>
      {running ? <Button onClick={stop}>Stop</Button> : resumeLabel ? <Button onClick={resume}>{resumeLabel}</Button> : null}
      {listPartial ? (
        // A Stop is the user's own doing: said, not alerted.
        <p role={listPartial.kind === 'stopped' ? undefined : 'alert'}>
          Stopped after {listed} meetings of the list: {whyPartial(listPartial)}. {shortList}
          {listPartial.kind === 'failed' ? (
            <>
              {' '}
              <Button onClick={resume}>Try again</Button>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
