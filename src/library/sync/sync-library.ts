import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { Meeting, MeetingSummary } from '@/api/schemas/meeting';
import type { Scope } from '@/core/scope';
import { meetingQueries } from '@/features/meetings/api/meeting-queries';
import { readMeetingList } from '@/features/meetings/api/read-meeting-list';
import { reasonOf } from '@/lib/bulk/read-end';
import { readItems, type BulkReadOptions, type ItemResult } from '@/lib/bulk/read-items';
import { caughtUp, isComplete, pendingReads, rowFingerprint, rowsGone, type ListedRow, type SavedState } from '../model/sync-plan';
import type { Library } from '../storage/library-db';
import { isLibraryStorageError, type LibraryStorageError } from '../storage/storage-problem';

export const SCOPES: readonly Scope[] = ['me', 'workspace'];
const SCOPE_NAMES: Record<Scope, string> = { me: 'your meetings', workspace: 'the workspace’s meetings' };

/** A list read to its end this long ago is read whole again, which drops what was deleted elsewhere. */
export const WHOLE_LIST_EVERY_MS = 24 * 60 * 60_000;
/** Meetings read between two saves of progress: a reload loses no more than these. */
const BATCH = 10;

export interface SyncProgress {
  stage: 'listing' | 'reading' | 'done' | 'stopped' | 'failed';
  /** Meetings listed (each once, whichever scopes list it). */
  listed: number;
  /** Meetings whose details are saved. */
  saved: number;
  /** Meetings this run could not read (each stays to be read on the next). */
  failed: number;
  /** What went wrong, in sentences: a list that could not be read, the storage refused. */
  problems: string[];
}

export type SyncEnd =
  | { kind: 'done' }
  | { kind: 'stopped' }
  /** The device refused to store more: the copy keeps what it has. */
  | { kind: 'storage'; error: LibraryStorageError }
  /** The key was rejected (401): nothing more can be read with it. */
  | { kind: 'failed'; error: unknown };

export interface SyncRunOptions extends BulkReadOptions {
  client: QueryClient;
  library: Library;
  now?: () => number;
  onProgress?: (progress: SyncProgress) => void;
}

/** A signal that aborts with `parent`, or by itself. */
function childOf(parent: AbortSignal): AbortController {
  const child = new AbortController();
  if (parent.aborted) child.abort(parent.reason);
  else parent.addEventListener('abort', () => child.abort(parent.reason), { once: true });
  return child;
}

/**
 * The bulk reader reads on from a list's cached pages; a list cached long enough ago (or marked out
 * of date by a deletion) is read again from its start; one a screen shows is refetched in place.
 */
async function bringUpToDate(client: QueryClient, queryKey: QueryKey): Promise<void> {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (!query || !(query.state.isInvalidated || query.isStale())) return;
  if (query.getObserversCount() === 0) {
    client.removeQueries({ queryKey, exact: true });
    return;
  }
  // A screen shows it (the meetings list): its pages are read again, for it and for the copy, else a
  // refresh would take the screen's old first page for the API's and find nothing new.
  await client.refetchQueries({ queryKey, exact: true }, { cancelRefetch: false }).catch(() => {});
}

const rowKey = (scope: Scope, id: string) => `${scope}\n${id}`;

/**
 * One sync of a key's library through the bulk reader (its pacer, Retry-After, Stop and per-item
 * errors): each scope's list first, then each meeting not saved yet (or changed, or still being
 * processed when read), newest first, saving each as it arrives. A first sync, or one a day later,
 * reads each list to its end and drops what it no longer has; otherwise it reads the first pages
 * until one brings nothing new. Stopped (`signal`), it keeps what it saved; the next run reads on.
 */
export async function syncLibrary({ client, library, pacer, signal, now = Date.now, onProgress }: SyncRunOptions): Promise<SyncEnd> {
  const rows = new Map((await library.rows()).map((row) => [rowKey(row.scope, row.id), row]));
  const saved = new Set(await library.savedIds());
  const listedIds = () => new Set([...rows.values()].map((row) => row.id));
  const progress: SyncProgress = { stage: 'listing', listed: listedIds().size, saved: saved.size, failed: 0, problems: [] };
  const report = (change: Partial<SyncProgress> = {}) => {
    Object.assign(progress, change);
    onProgress?.({ ...progress, problems: [...progress.problems] });
  };
  report();

  async function listScope(scope: Scope): Promise<SyncEnd | null> {
    const state = (await library.syncState()).scopes[scope];
    if (state.unavailable) return null;
    const whole = state.listedAt === null || now() - state.listedAt >= WHOLE_LIST_EVERY_MS;
    const before = [...rows.values()].filter((row) => row.scope === scope);
    const known = new Map(before.map((row) => [row.id, rowFingerprint(row.summary)]));
    await bringUpToDate(client, meetingQueries.list(scope, {}).queryKey);

    const reading = childOf(signal);
    let seen = 0;
    let caught = false;
    let writes = Promise.resolve();
    const toRow = (summary: MeetingSummary): ListedRow[] => (summary.id === null ? [] : [{ scope, id: summary.id, summary }]);
    const onRows = (summaries: readonly MeetingSummary[]) => {
      const page = summaries.slice(seen).flatMap(toRow);
      seen = summaries.length;
      if (!whole && caughtUp(page, known)) {
        caught = true;
        reading.abort();
      }
      const changed = page.filter((row) => known.get(row.id) !== rowFingerprint(row.summary));
      for (const row of changed) rows.set(rowKey(scope, row.id), row);
      writes = writes
        .then(() => library.putRows(changed))
        .catch((error: unknown) => {
          reading.abort();
          throw error;
        });
      report({ listed: listedIds().size });
    };
    const read = await readMeetingList(client, scope, { pacer, signal: reading.signal }, onRows);
    // Pages already in the cache (a screen read them) are not heard as they arrive: taken here.
    onRows(read.rows);
    await writes;
    if (read.end.kind === 'stopped' && !caught) return { kind: 'stopped' };
    if (read.end.kind === 'failed') {
      const { error } = read.end;
      if (isApiError(error) && error.kind === 'unauthorized') return { kind: 'failed', error };
      if (isApiError(error) && error.kind === 'forbidden' && scope === 'workspace') {
        // The key cannot read the workspace (any more): none of its meetings are kept.
        await library.updateSyncState((s) => ({
          ...s,
          scopes: { ...s.scopes, [scope]: { ...s.scopes[scope], unavailable: reasonOf(error) } },
        }));
        await drop(before);
        return null;
      }
      progress.problems.push(`The list of ${SCOPE_NAMES[scope]} could not be read to its end (${reasonOf(error)}).`);
    }
    // What was listed vouches for its span of the list (all of it when read to the end).
    const listed = read.rows.flatMap(toRow);
    await drop(rowsGone(before, listed, read.end.kind === 'all'));
    if (read.end.kind === 'all') {
      await library.updateSyncState((s) => ({ ...s, scopes: { ...s.scopes, [scope]: { listedAt: now(), unavailable: null } } }));
    }
    return null;
  }

  async function drop(gone: readonly ListedRow[]) {
    if (gone.length === 0) return;
    await library.dropRows(gone);
    for (const row of gone) rows.delete(rowKey(row.scope, row.id));
    const ids = listedIds();
    for (const id of saved) if (!ids.has(id)) saved.delete(id);
    report({ listed: ids.size, saved: saved.size });
  }

  async function keep(id: string, scope: Scope, result: ItemResult<Meeting>) {
    if (result.status === 'read') {
      const row = rows.get(rowKey('me', id)) ?? rows.get(rowKey(scope, id));
      const listedAs = row ? rowFingerprint(row.summary) : '';
      const meeting = result.data;
      await library.putMeeting({ id, scope, meeting, listedAs, complete: isComplete(meeting) ? 1 : 0, savedAt: now() });
      saved.add(id);
    } else if (isApiError(result.error) && result.error.kind === 'not-found') {
      // Deleted since it was listed.
      await library.forgetMeeting(id);
      for (const s of SCOPES) rows.delete(rowKey(s, id));
      saved.delete(id);
    } else {
      progress.failed += 1;
    }
    report({ listed: listedIds().size, saved: saved.size });
  }

  async function readDetails(): Promise<SyncEnd | null> {
    const states: Map<string, SavedState> = await library.savedStates();
    const pending = pendingReads([...rows.values()], states, now());
    report({ stage: 'reading' });
    for (let start = 0; start < pending.length; start += BATCH) {
      if (signal.aborted) return { kind: 'stopped' };
      const batch = pending.slice(start, start + BATCH);
      const reading = childOf(signal);
      for (const { id, scope } of batch) {
        // Read again, not served from the cache: it changed (or was still being processed).
        if (states.has(id))
          void client.invalidateQueries({ queryKey: meetingQueries.detail(scope, id).queryKey, exact: true, refetchType: 'none' });
      }
      const scopes = new Map(batch.map(({ id, scope }) => [id, scope]));
      const kept = new Set<string>();
      let writes = Promise.resolve();
      await readItems(
        client,
        batch.map(({ id, scope }) => ({ id, query: meetingQueries.detail(scope, id) })),
        {
          pacer,
          signal: reading.signal,
          onProgress: ({ results }) => {
            for (const [id, result] of results) {
              if (kept.has(id)) continue;
              kept.add(id);
              writes = writes.then(() => keep(id, scopes.get(id) ?? 'me', result));
            }
            writes = writes.catch((error: unknown) => {
              reading.abort();
              throw error;
            });
          },
        },
      );
      await writes;
    }
    return signal.aborted ? { kind: 'stopped' } : null;
  }

  try {
    for (const scope of SCOPES) {
      if (signal.aborted) break;
      const end = await listScope(scope);
      if (end) return finish(end);
    }
    if (signal.aborted) return finish({ kind: 'stopped' });
    const end = await readDetails();
    if (end) return finish(end);
    await library.updateSyncState((s) => ({ ...s, lastSyncAt: now() }));
    return finish({ kind: 'done' });
  } catch (error) {
    if (isLibraryStorageError(error)) {
      progress.problems.push(error.message);
      return finish({ kind: 'storage', error });
    }
    return finish({ kind: 'failed', error });
  }

  function finish(end: SyncEnd): SyncEnd {
    report({ stage: end.kind === 'done' ? 'done' : end.kind === 'stopped' ? 'stopped' : 'failed' });
    return end;
  }
}
