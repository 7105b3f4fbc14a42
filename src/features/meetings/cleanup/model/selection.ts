import type { MeetingSummary } from '@/api/schemas/meeting';

/**
 * The meetings chosen for a cleanup, by id, with what the list showed of each (a selection outlives
 * the filter and page it was made on, and the review lists what it cannot see any more), and why
 * each was chosen when a suggestion chose it. `anchor`: where a Shift-click range starts.
 */
export interface Selection {
  meetings: ReadonlyMap<string, MeetingSummary>;
  reasons: ReadonlyMap<string, string>;
  anchor: string | null;
}

export const EMPTY_SELECTION: Selection = { meetings: new Map(), reasons: new Map(), anchor: null };

type Selectable = MeetingSummary & { id: string };
const selectable = (meeting: MeetingSummary): meeting is Selectable => Boolean(meeting.id);

/** Selects or unselects one meeting; it becomes the anchor of the next range. */
export function toggle(selection: Selection, meeting: MeetingSummary): Selection {
  if (!selectable(meeting)) return selection;
  const meetings = new Map(selection.meetings);
  const reasons = new Map(selection.reasons);
  if (meetings.has(meeting.id)) {
    meetings.delete(meeting.id);
    reasons.delete(meeting.id);
  } else meetings.set(meeting.id, meeting);
  return { meetings, reasons, anchor: meeting.id };
}

/**
 * Shift-click: every meeting from the anchor to this one, in the order shown, takes this one's new
 * state (selected unless it was). Without an anchor on screen, it is a plain toggle.
 */
export function toggleRange(selection: Selection, shown: readonly MeetingSummary[], meeting: MeetingSummary): Selection {
  const from = shown.findIndex((m) => m.id === selection.anchor);
  const to = shown.findIndex((m) => m.id === meeting.id);
  if (!selectable(meeting) || from === -1 || to === -1) return toggle(selection, meeting);
  const select = !selection.meetings.has(meeting.id);
  const meetings = new Map(selection.meetings);
  const reasons = new Map(selection.reasons);
  for (const m of shown.slice(Math.min(from, to), Math.max(from, to) + 1)) {
    if (!selectable(m)) continue;
    if (select) meetings.set(m.id, m);
    else {
      meetings.delete(m.id);
      reasons.delete(m.id);
    }
  }
  return { meetings, reasons, anchor: meeting.id };
}

/** Adds meetings (all loaded, or a suggestion's, each with why), keeping what was selected. */
export function selectAll(selection: Selection, meetings: readonly MeetingSummary[], reasons?: ReadonlyMap<string, string>): Selection {
  const next = new Map(selection.meetings);
  const why = new Map(selection.reasons);
  for (const m of meetings) {
    if (!selectable(m)) continue;
    next.set(m.id, m);
    const reason = reasons?.get(m.id);
    if (reason) why.set(m.id, reason);
  }
  return { meetings: next, reasons: why, anchor: selection.anchor };
}

/** Takes meetings out (deleted, or gone): the rest stays selected. */
export function unselect(selection: Selection, ids: Iterable<string>): Selection {
  const meetings = new Map(selection.meetings);
  const reasons = new Map(selection.reasons);
  for (const id of ids) {
    meetings.delete(id);
    reasons.delete(id);
  }
  return { meetings, reasons, anchor: selection.anchor && meetings.has(selection.anchor) ? selection.anchor : null };
}
