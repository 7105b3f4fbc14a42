import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { MeetingSummary } from '@/api/schemas/meeting';
import { Button } from '@/components/button';
import { useNotifications } from '@/components/notifications';
import { sentence } from '@/components/sentence';
import { displayTitle, formatDate } from '@/lib/dates/format';
import type { Scope } from '@/core/scope';
import { WindowList } from '@/components/window-list';
import { withDayHeadings, type ListItem } from '@/features/meetings/model/day-headings';
import { DAY_HEADING_REM, MEETING_ROW_REM } from '@/features/meetings/model/meeting-row-text';
import { DayHeading, MeetingRow } from '@/features/meetings/list/components/meeting-row';
import { markAccepted } from '@/features/meetings/delete/state/accepted-deletions';
import { ExportButton } from '@/features/meetings/export/components/export-button';
import { useDeletionsSlot } from '@/features/meetings/delete/components/undoable-deletions-provider';
import { BatchPanel } from './batch-panel';
import { startBatch, undoBatch, useBatch } from '../state/batch-store';
import { ReviewDialog } from './review-dialog';
import { selectAll, toggle, toggleRange, unselect, EMPTY_SELECTION, type Selection } from '../model/selection';
import { useSelection } from '../state/selection-store';
import { SuggestionsPanel } from './suggestions-panel';
import styles from './cleanup.module.css';

interface CleanupViewProps {
  /** The meetings the list has loaded, in its order. */
  meetings: readonly MeetingSummary[];
  scope: Scope;
  ownerEmail: string | null;
}

interface Row {
  /** Its meeting's, for the day headings. */
  id: string | null;
  startTime: string | null;
  meeting: MeetingSummary;
  selected: boolean;
  reason: string | undefined;
}
type Item = ListItem<Row>;
const itemKey = (item: Item) => item.key;
// A row is a list row's height, and a line more for why a suggestion chose it; a day heading is the list's.
const itemRem = (item: Item) => (item.kind === 'day' ? DAY_HEADING_REM : MEETING_ROW_REM + (item.meeting.reason ? REASON_REM : 0));
const REASON_REM = 1.5;

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
    <div className={`${styles.row} ${selected ? styles.selected : ''}`} data-meeting-id={meeting.id ?? undefined}>
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
        {reason ? <p className={styles.reason}>{reason}</p> : null}
      </div>
    </div>
  );
});

/**
 * The list in selection mode: a checkbox per row (Shift-click for a range, `x` on a focused row),
 * "Select all loaded", the cleanup's suggestions, and "Delete selected…", which reviews the batch
 * before anything is sent. The selection outlives filters and pages.
 */
export default function CleanupView({ meetings, scope, ownerEmail }: CleanupViewProps) {
  const client = useQueryClient();
  const { hidden } = useDeletionsSlot();
  const [selection, update] = useSelection(scope);
  const batch = useBatch();
  // What the review shows is what is deleted: a copy taken as it opens (a running check may select more).
  const [reviewed, setReviewed] = useState<Selection | null>(null);
  const { notify } = useNotifications();
  // Leaving selection mode during the undo window takes the batch back (nothing was sent); a batch
  // under way goes on, and says how it ended in a notice, as the panel is gone.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
      if (undoBatch(client))
        notify({ tone: 'info', message: sentence`Nothing was deleted: you left selection mode before the undo window ended.` });
    };
  }, [client, notify]);
  const busy = batch.phase === 'undo' || batch.phase === 'deleting' || batch.phase === 'waiting-for-api';

  const onToggle = useCallback(
    (meeting: MeetingSummary, range: boolean) =>
      update((current) => (range ? toggleRange(current, meetings, meeting) : toggle(current, meeting))),
    [update, meetings],
  );
  // `x` toggles the row whose link or checkbox has focus.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'x' || event.ctrlKey || event.metaKey || event.altKey) return;
    const id = (event.target as HTMLElement).closest<HTMLElement>('[data-meeting-id]')?.dataset.meetingId;
    const meeting = id ? meetings.find((m) => m.id === id) : undefined;
    if (!meeting) return;
    event.preventDefault();
    onToggle(meeting, event.shiftKey);
  };
  // Under the same day headings as the list: choosing what to delete, the user sees when each meeting was.
  const items = useMemo(
    () =>
      withDayHeadings(
        meetings.map((meeting): Row => {
          const selected = Boolean(meeting.id && selection.meetings.has(meeting.id));
          const reason = selected && meeting.id ? selection.reasons.get(meeting.id) : undefined;
          return { id: meeting.id, startTime: meeting.startTime, meeting, selected, reason };
        }),
      ),
    [meetings, selection],
  );
  const renderItem = useCallback(
    (item: Item) =>
      item.kind === 'day' ? (
        <DayHeading label={item.label} />
      ) : (
        <SelectableRow
          meeting={item.meeting.meeting}
          scope={scope}
          ownerEmail={ownerEmail}
          selected={item.meeting.selected}
          reason={item.meeting.reason}
          onToggle={onToggle}
        />
      ),
    [scope, ownerEmail, onToggle],
  );
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
        <ExportButton
          disabled={count === 0}
          request={() => ({
            scope,
            meetings: [...selection.meetings.values()].flatMap((m) => (m.id ? [{ id: m.id, title: displayTitle(m) }] : [])),
            source: scope === 'me' ? 'Selected from your meetings' : 'Selected from the workspace’s meetings',
            name: 'Meetings',
          })}
        >
          Export selected…
        </ExportButton>
        <Button variant="danger" onClick={() => setReviewed(selection)} disabled={busy || count === 0}>
          Delete selected…
        </Button>
      </div>
      <SuggestionsPanel
        meetings={meetings}
        scope={scope}
        disabled={busy}
        onSuggest={(picked, reasons) => update((current) => selectAll(current, picked, reasons))}
      />
      {/* Before the batch's panel: closing gives focus back to where it was, and then the panel takes it to Undo. */}
      <ReviewDialog
        open={reviewed !== null}
        scope={scope}
        meetings={reviewed ? [...reviewed.meetings.values()] : []}
        reasons={reviewed?.reasons ?? EMPTY_SELECTION.reasons}
        onCancel={() => setReviewed(null)}
        onConfirm={() => {
          const confirmed = [...(reviewed?.meetings.values() ?? [])].flatMap((m) => (m.id ? [{ id: m.id, title: displayTitle(m) }] : []));
          setReviewed(null);
          void startBatch(client, scope, confirmed, {
            onDone: (id) => update((current) => unselect(current, [id])),
            onAccepted: (id) => markAccepted(hidden, id),
          }).then((ended) => {
            if (ended && !shown.current) notify({ tone: ended.failed ? 'error' : 'success', message: ended.said });
          });
        }}
      />
      <BatchPanel />
      {/* A thousand loaded meetings stay light: past a few hundred, only those near the screen are rendered. */}
      <div className={styles.rows} onKeyDown={onKeyDown}>
        <WindowList aria-label="Meetings to select" items={items} itemKey={itemKey} itemRem={itemRem} renderItem={renderItem} />
      </div>
    </div>
  );
}
