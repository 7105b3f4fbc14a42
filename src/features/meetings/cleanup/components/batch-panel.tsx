import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { FailureList } from '@/components/failure-list';
import { UNDO_WINDOW_MS } from '@/features/meetings/delete/state/undoable-deletions';
import { countOf } from '../model/batch-deletion';

const UNDO_SECONDS = UNDO_WINDOW_MS / 1000;
import { dismissBatch, stopBatch, undoBatch, useBatch } from '../state/batch-store';
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
  const control = useRef<HTMLButtonElement>(null);
  const { phase } = batch;
  // Keyboard and screen-reader users reach Undo at once, as for one meeting; when the panel's button
  // changes (Undo to Stop, Stop to Close), focus moves to the new one rather than to the page.
  useEffect(() => {
    if (phase === 'undo' || document.activeElement === document.body) control.current?.focus();
  }, [phase]);

  if (batch.phase === 'idle') return null;
  if (batch.phase === 'undone') {
    return (
      <div className={styles.batch} role="status">
        <p>
          Nothing was deleted: the {batch.count} {batch.count === 1 ? 'meeting stays' : 'meetings stay'} selected.
        </p>
        <Button ref={control} onClick={() => dismissBatch(client)}>
          Close
        </Button>
      </div>
    );
  }
  const total = batch.items.length;
  if (batch.phase === 'undo') {
    return (
      <div className={styles.batch}>
        {/* Said once; the seconds tick for the eye only (a number read out every second drowns the rest). */}
        <p role="status">
          <span className="visually-hidden">
            {total} {total === 1 ? 'meeting' : 'meetings'} will be deleted in {UNDO_SECONDS} seconds unless you undo.
          </span>
          <span aria-hidden="true">
            {total} {total === 1 ? 'meeting' : 'meetings'} will be deleted in <SecondsLeft deadline={batch.deadline} />.
          </span>
        </p>
        <Button ref={control} variant="primary" onClick={() => undoBatch(client)}>
          Undo
        </Button>
      </div>
    );
  }
  const deleted = countOf(batch.items, 'deleted');
  const accepted = countOf(batch.items, 'accepted');
  const gone = countOf(batch.items, 'gone');
  const failed = batch.items.filter((item) => item.status === 'failed');
  const notSent = countOf(batch.items, 'waiting');
  const running = batch.phase === 'deleting' || batch.phase === 'waiting-for-api';
  return (
    <div className={styles.batch}>
      <progress
        className={styles.progress}
        max={total}
        value={deleted + accepted + gone + failed.length}
        aria-label="Deleting the selected meetings"
      />
      <p role="status">
        {deleted + gone} of {total} deleted
        {batch.phase === 'waiting-for-api' ? ' — the API asked to wait; going on when it allows' : ''}
        {batch.phase === 'stopped' ? `. Stopped: ${notSent} not sent, still in the list` : ''}
        {batch.phase === 'done' ? '. Done' : ''}
        {gone ? ` (${gone} already gone)` : ''}
        {accepted
          ? `; ${accepted} accepted by the service, which will delete ${accepted === 1 ? 'it' : 'them'} (still listed until then)`
          : ''}
        {failed.length ? `; ${failed.length} could not be deleted and ${failed.length === 1 ? 'is' : 'are'} back in the list` : ''}.
      </p>
      <FailureList
        className={styles.failures}
        label="Could not be deleted"
        items={failed.map((item) => ({ ...item, reason: item.reason ?? '' }))}
      />
      {running ? (
        <Button ref={control} onClick={() => stopBatch(client)}>
          Stop
        </Button>
      ) : (
        <Button ref={control} onClick={() => dismissBatch(client)}>
          Close
        </Button>
      )}
    </div>
  );
}
