import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { countOf } from './model/batch-deletion';
import { dismissBatch, stopBatch, undoBatch, useBatch } from './batch-store';
import styles from './cleanup.module.css';

function SecondsLeft({ deadline }: { deadline: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  return <>{seconds === 1 ? '1 second' : `${seconds} seconds`}</>;
}

/** The batch under way: its undo window, its progress with Stop, and at the end what became of each. */
export function BatchPanel() {
  const client = useQueryClient();
  const batch = useBatch();
  const undo = useRef<HTMLButtonElement>(null);
  const undoing = batch.phase === 'undo';
  // Keyboard and screen-reader users reach Undo at once, as for one meeting.
  useEffect(() => {
    if (undoing) undo.current?.focus();
  }, [undoing]);

  if (batch.phase === 'idle') return null;
  if (batch.phase === 'undone') {
    return (
      <div className={styles.batch} role="status">
        <p>
          Nothing was deleted: the {batch.count} {batch.count === 1 ? 'meeting stays' : 'meetings stay'} selected.
        </p>
        <Button onClick={() => dismissBatch(client)}>Close</Button>
      </div>
    );
  }
  const total = batch.items.length;
  if (batch.phase === 'undo') {
    return (
      <div className={styles.batch} role="status">
        <p>
          {total} {total === 1 ? 'meeting' : 'meetings'} will be deleted in <SecondsLeft deadline={batch.deadline} />.
        </p>
        <Button ref={undo} variant="primary" onClick={() => undoBatch(client)}>
          Undo
        </Button>
      </div>
    );
  }
  const deleted = countOf(batch.items, 'deleted');
  const gone = countOf(batch.items, 'gone');
  const failed = batch.items.filter((item) => item.status === 'failed');
  const notSent = countOf(batch.items, 'waiting');
  const running = batch.phase === 'deleting' || batch.phase === 'waiting-for-api';
  return (
    <div className={styles.batch}>
      <progress
        className={styles.progress}
        max={total}
        value={deleted + gone + failed.length}
        aria-label="Deleting the selected meetings"
      />
      <p role="status">
        {deleted + gone} of {total} deleted
        {batch.phase === 'waiting-for-api' ? ' — the API asked to wait; going on when it allows' : ''}
        {batch.phase === 'stopped' ? `. Stopped: ${notSent} not sent, still in the list` : ''}
        {batch.phase === 'done' ? '. Done' : ''}
        {gone ? ` (${gone} already gone)` : ''}
        {failed.length ? `; ${failed.length} could not be deleted and ${failed.length === 1 ? 'is' : 'are'} back in the list` : ''}.
      </p>
      {failed.length ? (
        <ul className={styles.failures} aria-label="Could not be deleted">
          {failed.map((item) => (
            <li key={item.id}>
              <bdi>{item.title}</bdi>: {item.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {running ? <Button onClick={() => stopBatch(client)}>Stop</Button> : <Button onClick={() => dismissBatch(client)}>Close</Button>}
    </div>
  );
}
