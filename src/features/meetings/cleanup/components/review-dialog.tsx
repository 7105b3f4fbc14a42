import type { MeetingSummary } from '@/api/schemas/meeting';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { sentence } from '@/components/sentence';
import { useRenderedCount } from '@/lib/browser/use-rendered-count';
import { displayTitle, formatDate } from '@/lib/dates/format';
import type { Scope } from '@/core/scope';
import { spanOf } from '../model/cleanup-suggestions';
import styles from './cleanup.module.css';

interface ReviewDialogProps {
  open: boolean;
  scope: Scope;
  meetings: readonly MeetingSummary[];
  reasons: ReadonlyMap<string, string>;
  onConfirm: () => void;
  onCancel: () => void;
}

function totalTime(meetings: readonly MeetingSummary[]): string {
  const minutes = Math.round(meetings.reduce((sum, m) => sum + ((s) => (s ? s.end - s.start : 0))(spanOf(m)), 0) / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/** The meetings that will go: a screenful at once, the rest in a render that yields (thousands may be selected). */
function ReviewList({ scope, meetings, reasons }: Pick<ReviewDialogProps, 'scope' | 'meetings' | 'reasons'>) {
  const shown = useRenderedCount(meetings.length, 30);
  return (
    <ul className={styles.review} aria-label="Meetings to delete">
      {meetings.slice(0, shown).map((m) => (
        <li key={m.id}>
          <bdi className={styles.reviewTitle}>{displayTitle(m)}</bdi>
          <span className={styles.reviewMeta}>
            {formatDate(m.startTime) ?? 'Date unknown'}
            {scope === 'workspace' && m.userId ? (
              <>
                {' · owner '}
                <bdi>{m.userId}</bdi>
              </>
            ) : null}
            {m.id && reasons.get(m.id) ? ` · ${reasons.get(m.id)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What will go, named and counted, before one explicit confirmation (Cancel has the focus). */
export function ReviewDialog({ open, scope, meetings, reasons, onConfirm, onCancel }: ReviewDialogProps) {
  const count = meetings.length;
  const one = count === 1 && meetings[0] ? meetings[0] : null;
  const noun = one ? 'meeting' : 'meetings';
  const from = scope === 'me' ? 'your meetings' : 'the workspace';
  return (
    <ConfirmDialog
      open={open}
      title={one ? sentence`Delete “${displayTitle(one)}”?` : sentence`Delete ${count} meetings?`}
      confirmLabel={`Delete ${count} ${noun}`}
      onConfirm={onConfirm}
      onCancel={onCancel}
      // Only while open: a closed dialog need not keep a thousand rows up to date with the selection.
      details={open ? <ReviewList scope={scope} meetings={meetings} reasons={reasons} /> : null}
    >
      {one ? (
        <p>
          This meeting, {totalTime(meetings)} of recording, will be deleted from {from}. You can undo for 5 seconds; after that it is
          deleted, and cannot be brought back.
        </p>
      ) : (
        <p>
          {count} meetings, {totalTime(meetings)} of recordings in all, will be deleted from {from}. You can undo for 5 seconds; after that
          they are deleted one by one, and cannot be brought back.
        </p>
      )}
    </ConfirmDialog>
  );
}
