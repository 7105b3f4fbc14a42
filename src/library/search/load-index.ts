import type { Scope } from '@/core/scope';
import { openLibraryNamed, type Library, type SavedMeeting } from '../storage/library-db';
import { keepIndex, readKeptIndex } from './kept-index';
import { LibraryIndex } from './library-index';

/** What a meeting was saved as: a kept index whose meeting has another stamp indexes it again. */
export const meetingStamp = ({ listedAs, complete }: Pick<SavedMeeting, 'listedAs'> & { complete: boolean | 0 | 1 }): string =>
  `${Number(complete)}:${listedAs}`;

/** Past this many meetings to index, the library's meetings are read in one go rather than one by one. */
const READ_ONE_BY_ONE = 50;

/**
 * Brings `index` up to date with the library, reading only the meetings it lacks or holds in
 * another version (the library's stamps come from its keys alone), and dropping those gone.
 * Returns whether anything changed.
 */
export async function updateIndex(index: LibraryIndex, library: Library): Promise<boolean> {
  const [rows, states] = await Promise.all([library.rows(), library.savedStates()]);
  const scopes = new Map<string, Scope[]>();
  for (const { scope, id } of rows) {
    const listed = scopes.get(id) ?? [];
    // Personal first: a hit opens in the user's own list when it is there.
    if (scope === 'me') listed.unshift(scope);
    else listed.push(scope);
    scopes.set(id, listed);
  }
  const had = index.stamps();
  let changed = false;
  for (const id of had.keys()) {
    if (states.has(id)) continue;
    index.remove(id);
    changed = true;
  }
  const stale = new Set([...states].filter(([id, state]) => had.get(id) !== meetingStamp(state)).map(([id]) => id));
  const read =
    stale.size > READ_ONE_BY_ONE
      ? (await library.meetings()).filter((saved) => stale.has(saved.id))
      : (await Promise.all([...stale].map((id) => library.meeting(id)))).filter((saved) => saved !== undefined);
  for (const saved of read) {
    index.add({ id: saved.id, scopes: scopes.get(saved.id) ?? [], meeting: saved.meeting, stamp: meetingStamp(saved) });
    changed = true;
  }
  for (const id of states.keys()) if (!stale.has(id)) changed = index.relist(id, scopes.get(id) ?? []) || changed;
  return changed;
}

/**
 * The search index of everything a library (by its database's name) has saved: the one kept on
 * the device, or one built from the meetings when none was kept (or it holds more parts removed than
 * kept). A kept index is returned as read, and `update` brings it up to date when called (it is nearly
 * always current: every sync's changes are kept); `update` says whether it now differs from the one kept.
 */
export async function loadIndex(name: string): Promise<{ index: LibraryIndex; update: () => Promise<boolean> }> {
  // Each step measured (`performance.measure`): the bench reads where the time goes.
  const step = (what: string, since: number) => performance.measure(`library-search:${what}`, { start: since, end: performance.now() });
  let since = performance.now();
  const kept = await readKeptIndex(name).catch(() => undefined);
  step('read kept index', since);
  since = performance.now();
  const restored = kept ? LibraryIndex.restore(kept) : null;
  step('restore', since);
  if (restored && restored.gaps <= restored.parts) {
    const update = async () => {
      const start = performance.now();
      const changed = await reloadIndex(name, restored);
      step('update', start);
      return changed;
    };
    return { index: restored, update };
  }
  const built = new LibraryIndex();
  since = performance.now();
  await reloadIndex(name, built);
  step('build', since);
  return { index: built, update: () => Promise.resolve(true) };
}

/** Reads a library's changes into an index loaded before (after a sync), `changed` as above. */
export async function reloadIndex(name: string, index: LibraryIndex): Promise<boolean> {
  const library = await openLibraryNamed(name);
  try {
    return await updateIndex(index, library);
  } finally {
    library.close();
  }
}

/** Keeps the index on the device; a device that refuses (no room) builds it again next time. */
export async function keep(name: string, index: LibraryIndex): Promise<void> {
  await keepIndex(name, index.kept()).catch(() => undefined);
}
