import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import type { MeetingSummary } from '@/api/schemas/meeting';
import { Button } from '@/components/button';
import { displayTitle, formatDate } from '@/lib/dates/format';
import type { Scope } from '@/lib/routing/scope';
import { MeetingRow } from '../list/meeting-row';
import { BatchPanel } from './batch-panel';
import { startBatch, useBatch } from './batch-store';
import { ReviewDialog } from './review-dialog';
import { selectAll, toggle, toggleRange, unselect, EMPTY_SELECTION } from './model/selection';
import { useSelection } from './selection-store';
import { SuggestionsPanel } from './suggestions-panel';
import styles from './cleanup.module.css';

interface CleanupViewProps {
  /** The meetings the list has loaded, in its order. */
  meetings: readonly MeetingSummary[];
  scope: Scope;
  ownerEmail: string | null;
}

const SelectableRow = memo(function SelectableRow({
  meeting,
  scope,
  ownerEmail,
  selected,
  reason,
  onToggle,
}: {
  meeting: MeetingSummary;
  scope: Scope;
  ownerEmail: string | null;
  selected: boolean;
  reason: string | undefined;
  onToggle: (meeting: MeetingSummary, range: boolean) => void;
}) {
  const label = `Select “${displayTitle(meeting)}”, ${formatDate(meeting.startTime) ?? 'date unknown'}`;
  return (
    <li className={`${styles.row} ${selected ? styles.selected : ''}`} data-meeting-id={meeting.id ?? undefined}>
      <input
        type="checkbox"
        className={styles.check}
        aria-label={label}
        checked={selected}
        disabled={!meeting.id}
        // Shift-click selects the range from the last one toggled (a checkbox changes on its click).
        onChange={(event) => onToggle(meeting, (event.nativeEvent as globalThis.MouseEvent).shiftKey)}
      />
      <div className={styles.rowBody}>
        <div className={styles.link}>
          <MeetingRow meeting={meeting} scope={scope} ownerEmail={ownerEmail} />
        </div>
        {selected && reason ? <p className={styles.reason}>{reason}</p> : null}
      </div>
    </li>
  );
});

/**
 * The list in selection mode: a checkbox per row (Shift-click for a range, `x` on a focused row),
 * "Select all loaded", the cleanup's suggestions, and "Delete selected…", which reviews the batch
 * before anything is sent. The selection outlives filters and pages.
 */
export default function CleanupView({ meetings, scope, ownerEmail }: CleanupViewProps) {
  const client = useQueryClient();
  const [selection, update] = useSelection(scope);
  const batch = useBatch();
  const [reviewing, setReviewing] = useState(false);
  const [said, setSaid] = useState('');
  const busy = batch.phase === 'undo' || batch.phase === 'deleting' || batch.phase === 'waiting-for-api';

  const onToggle = useCallback(
    (meeting: MeetingSummary, range: boolean) =>
      update((current) => (range ? toggleRange(current, meetings, meeting) : toggle(current, meeting))),
    [update, meetings],
  );
  // `x` toggles the row whose link or checkbox has focus.
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'x' || event.ctrlKey || event.metaKey || event.altKey) return;
    const id = (event.target as HTMLElement).closest('li')?.dataset.meetingId;
    const meeting = id ? meetings.find((m) => m.id === id) : undefined;
    if (!meeting) return;
    event.preventDefault();
    onToggle(meeting, event.shiftKey);
  };
  const selectable = meetings.filter((m) => m.id).length;
  const count = selection.meetings.size;
  const hiddenCount = useMemo(() => {
    const shown = new Set(meetings.map((m) => m.id));
    return [...selection.meetings.keys()].filter((id) => !shown.has(id)).length;
  }, [meetings, selection]);

  return (
    <div className={styles.view}>
      <div className={styles.toolbar} role="toolbar" aria-label="Selection">
        <p className={styles.count} role="status">
          {count === 0 ? 'None selected' : `${count} selected`}
          {hiddenCount > 0 ? ` (${hiddenCount} not in this list)` : ''}
        </p>
        <Button onClick={() => update((current) => selectAll(current, meetings))} disabled={busy || selectable === 0}>
          Select all loaded ({selectable})
        </Button>
        <Button onClick={() => update(() => EMPTY_SELECTION)} disabled={busy || count === 0}>
          Clear selection
        </Button>
        <Button variant="danger" onClick={() => setReviewing(true)} disabled={busy || count === 0}>
          Delete selected…
        </Button>
      </div>
      <SuggestionsPanel
        meetings={meetings}
        scope={scope}
        disabled={busy}
        onSuggest={(picked, reasons, what) => {
          update((current) => selectAll(current, picked, reasons));
          setSaid(
            picked.length === 0
              ? `No meetings loaded are ${what}.`
              : `Selected ${picked.length} ${picked.length === 1 ? 'meeting' : 'meetings'}: ${what}.`,
          );
        }}
      />
      <p className={styles.said} role="status">
        {said}
      </p>
      <BatchPanel />
      <ul className={styles.rows} aria-label="Meetings to select" onKeyDown={onKeyDown}>
        {meetings.map((meeting, index) => (
          <SelectableRow
            key={meeting.id ?? `row-${index}`}
            meeting={meeting}
            scope={scope}
            ownerEmail={ownerEmail}
            selected={Boolean(meeting.id && selection.meetings.has(meeting.id))}
            reason={meeting.id ? selection.reasons.get(meeting.id) : undefined}
            onToggle={onToggle}
          />
        ))}
      </ul>
      <ReviewDialog
        open={reviewing}
        scope={scope}
        meetings={[...selection.meetings.values()]}
        reasons={selection.reasons}
        onCancel={() => setReviewing(false)}
        onConfirm={() => {
          setReviewing(false);
          const confirmed = [...selection.meetings.values()].flatMap((m) => (m.id ? [{ id: m.id, title: displayTitle(m) }] : []));
          void startBatch(client, scope, confirmed, (id) => update((current) => unselect(current, [id])));
        }}
      />
    </div>
  );
}
