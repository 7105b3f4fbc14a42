import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { FailureList } from '@/components/failure-list';
import { FromCopyLine } from '@/components/from-copy-line';
import dialogSurface from '@/components/dialog-surface.module.css';
import { BULK_REQUESTS_PER_MINUTE } from '@/lib/bulk/token-bucket';
import type { ExportRequest } from '@/lib/export/meeting-export';
import { useMeetingExport, type FailedMeeting } from '../api/use-meeting-export';
import styles from './export-dialog.module.css';

const meetingsCount = (count: number) => `${count} ${count === 1 ? 'meeting' : 'meetings'}`;

function Failures({ failed }: { failed: readonly FailedMeeting[] }) {
  return <FailureList className={styles.failures} label="Could not be read" items={failed} />;
}

/** What the finished archive holds, said plainly: every partial archive says it is one, and why. */
function doneMessage(fileName: string, exported: number, notRead: number, failed: number): string {
  const asked = exported + notRead + failed;
  if (notRead === 0 && failed === 0) return `Saved “${fileName}” with all ${meetingsCount(asked)}.`;
  const why = [notRead ? `${notRead} not read, as you stopped the export` : '', failed ? `${failed} could not be read` : '']
    .filter(Boolean)
    .join('; ');
  return `Saved a partial archive, “${fileName}”: ${exported} of ${meetingsCount(asked)} (${why}). Its index.md lists what is missing.`;
}

/**
 * Export many meetings as one .zip of Markdown notes: what it will hold and the one choice (links
 * for Obsidian), then the reading's progress with Stop, what could not be read, and what was saved.
 * Opened as a modal dialog from selection mode, search and a series page; mounted only while open,
 * so each opening starts afresh.
 */
export function ExportDialog({ request, onClose }: { request: ExportRequest; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const control = useRef<HTMLButtonElement>(null);
  const id = useId();
  const { state, start, stop, cancel, saveAgain } = useMeetingExport(request);
  const [linkPeople, setLinkPeople] = useState(true);
  const total = request.meetings.length;

  // Shown before the focus below moves into it (a closed dialog's buttons take no focus).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  // Each step's main button takes the focus: Export, then Stop, then Close. In the commit that shows
  // the step: React reuses the last step's button for the next one's first, which would otherwise
  // hold the focus, under another name, until the effects ran.
  useLayoutEffect(() => control.current?.focus(), [state.phase]);

  const close = () => {
    cancel();
    // Closed before it unmounts: while it is open (modal) nothing behind it can take the focus back.
    ref.current?.close();
    onClose();
  };
  const minutes = Math.ceil(total / BULK_REQUESTS_PER_MINUTE);

  let body;
  let actions;
  switch (state.phase) {
    case 'ready':
      body = (
        <>
          <p>
            One .zip file: a Markdown note per meeting (details as front matter, then summary, action items and transcript), a note per
            person, the action items as tasks.csv, and an index.md.
          </p>
          {total > BULK_REQUESTS_PER_MINUTE ? (
            <p>Each meeting is read within the API’s rate: this takes about {minutes} minutes. You can stop and save what was read.</p>
          ) : null}
          <label className={styles.option}>
            <input type="checkbox" checked={linkPeople} onChange={(event) => setLinkPeople(event.target.checked)} />
            Link people as [[Name]] (for Obsidian)
          </label>
        </>
      );
      actions = (
        <>
          <Button onClick={close}>Cancel</Button>
          <Button ref={control} variant="primary" onClick={() => start(linkPeople)}>
            Export {meetingsCount(total)}
          </Button>
        </>
      );
      break;
    case 'reading':
      body = (
        <>
          <progress className={styles.progress} max={total} value={state.done} aria-label="Reading the meetings" />
          <p role="status">
            Reading meetings: {state.done} of {total}
            {state.failed.length ? `; ${state.failed.length} could not be read` : ''}…
          </p>
          <FromCopyLine savedAt={state.fromCopy} />
          <Failures failed={state.failed} />
        </>
      );
      actions = (
        <>
          <Button onClick={close}>Cancel</Button>
          <Button ref={control} onClick={stop}>
            Stop and save what was read
          </Button>
        </>
      );
      break;
    case 'packing':
      body = (
        <>
          <progress className={styles.progress} aria-label="Writing the archive" />
          <p role="status">Writing the archive…</p>
          <FromCopyLine savedAt={state.fromCopy} />
          <Failures failed={state.failed} />
        </>
      );
      actions = (
        <Button ref={control} onClick={close}>
          Cancel
        </Button>
      );
      break;
    case 'done':
      body = (
        <>
          <p role="status">{doneMessage(state.fileName, state.exported, state.notRead, state.failed.length)}</p>
          <FromCopyLine savedAt={state.fromCopy} />
          <Failures failed={state.failed} />
        </>
      );
      actions = (
        <>
          <Button onClick={saveAgain}>Download again</Button>
          <Button ref={control} onClick={close}>
            Close
          </Button>
        </>
      );
      break;
    case 'error':
      body = <p role="alert">The archive could not be written: {state.reason}.</p>;
      actions = (
        <>
          <Button onClick={close}>Close</Button>
          <Button ref={control} variant="primary" onClick={() => start(linkPeople)}>
            Try again
          </Button>
        </>
      );
      break;
  }

  return (
    <dialog
      ref={ref}
      className={`${dialogSurface.surface} ${styles.dialog}`}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        Export {meetingsCount(total)}
      </h2>
      <div className={styles.body}>{body}</div>
      <div className={styles.actions}>{actions}</div>
    </dialog>
  );
}

/** Loaded when first asked for (export-button.tsx). */
export default ExportDialog;
