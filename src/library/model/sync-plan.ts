import type { Meeting, MeetingSummary } from '@/api/schemas/meeting';
import type { Scope } from '@/core/scope';

/**
 * What the sync decides, without storage or network: which meetings to read, which rows are gone,
 * and when a refresh has caught up with what was saved.
 */

/** A saved meeting's part in these decisions. */
export interface SavedState {
  listedAs: string;
  /** It had a transcript and a summary when read (`isComplete`). */
  complete: boolean;
}

/** A list row, as the library keeps it. */
export interface ListedRow {
  scope: Scope;
  id: string;
  summary: MeetingSummary;
}

export interface Read {
  id: string;
  scope: Scope;
}

/**
 * What of a list row says its meeting changed: the API lists no version or update time, so a title
 * given (generated when processing ends), a time moved or an end set is what a refresh can see.
 */
export function rowFingerprint(summary: MeetingSummary): string {
  return JSON.stringify([summary.title, summary.generatedTitle, summary.startTime, summary.endTime, summary.calendarEventId]);
}

const DAY_MS = 24 * 60 * 60_000;
/** A meeting without transcript and summary this long after it started is taken to have none coming. */
export const PROCESSING_FOR_MS = 7 * DAY_MS;

export const startMs = (summary: MeetingSummary): number | null => {
  const time = summary.startTime === null ? NaN : Date.parse(summary.startTime);
  return Number.isNaN(time) ? null : time;
};

/** Whether a meeting read has its transcript and a summary: one without may still be processing. */
export function isComplete(meeting: Meeting): boolean {
  const summary = meeting.summary?.markdown?.trim() || meeting.summary?.short?.trim() || meeting.summary?.html?.trim();
  return Boolean(meeting.transcript?.trim() && summary);
}

/** A recent meeting read before its transcript or summary was ready: read again until they are. */
export function mayStillBeProcessing(saved: SavedState, started: number | null, now: number): boolean {
  return !saved.complete && started !== null && now - started < PROCESSING_FOR_MS;
}

/** Newest first; meetings without a readable start last, then by id so the order is the same every time. */
function newestFirst(a: ListedRow, b: ListedRow): number {
  const [ta, tb] = [startMs(a.summary), startMs(b.summary)];
  if (ta !== tb) return (tb ?? -Infinity) - (ta ?? -Infinity);
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The meetings to read, newest first, each once (through its personal listing when it has one): those
 * never read, those whose row changed since, and those read while still being processed.
 */
export function pendingReads(rows: readonly ListedRow[], saved: ReadonlyMap<string, SavedState>, now: number): Read[] {
  const byId = new Map<string, ListedRow>();
  for (const row of rows) {
    const known = byId.get(row.id);
    if (!known || (known.scope !== 'me' && row.scope === 'me')) byId.set(row.id, row);
  }
  return [...byId.values()]
    .filter((row) => {
      const done = saved.get(row.id);
      if (!done) return true;
      return done.listedAs !== rowFingerprint(row.summary) || mayStillBeProcessing(done, startMs(row.summary), now);
    })
    .sort(newestFirst)
    .map(({ id, scope }) => ({ id, scope }));
}

/**
 * Whether a page of a refresh brought nothing new: every row on it saved before, unchanged. The list
 * is newest first, so the pages after it hold what was saved already.
 */
export function caughtUp(page: readonly ListedRow[], savedRows: ReadonlyMap<string, string>): boolean {
  return page.length > 0 && page.every((row) => savedRows.get(row.id) === rowFingerprint(row.summary));
}

/**
 * The rows of a scope that its list no longer has. A read to the list's end vouches for every row; a
 * refresh that stopped once caught up, only for the span it read: a meeting that started after the
 * oldest one read would have been listed before it.
 */
export function rowsGone(saved: readonly ListedRow[], listed: readonly ListedRow[], readToEnd: boolean): ListedRow[] {
  const ids = new Set(listed.map((row) => row.id));
  const starts = listed.map((row) => startMs(row.summary)).filter((time) => time !== null);
  const oldest = starts.length > 0 ? Math.min(...starts) : null;
  return saved.filter((row) => {
    if (ids.has(row.id)) return false;
    if (readToEnd) return true;
    const started = startMs(row.summary);
    return oldest !== null && started !== null && started > oldest;
  });
}
