import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Meeting, MeetingSummary } from '@/api/schemas/meeting';
import type { Scope } from '@/core/scope';
import { libraryName, searchIndexName } from './library-name';
import { asStorageError } from './storage-problem';

/** A meeting as a scope's list showed it. A meeting may be listed in both scopes: two rows. */
export interface SavedRow {
  scope: Scope;
  id: string;
  summary: MeetingSummary;
}

/** A meeting's details, read once whichever scopes list it. */
export interface SavedMeeting {
  id: string;
  /** The scope it was read through. */
  scope: Scope;
  meeting: Meeting;
  /** Its list row as it was when the details were read (`rowFingerprint`): a row that differs since has changed. */
  listedAs: string;
  /** 1 when it had a transcript and a summary (a number: IndexedDB keys cannot be booleans). */
  complete: 0 | 1;
  savedAt: number;
}

export interface ScopeSync {
  /** When the scope's whole list was last read to its end; null: never yet. */
  listedAt: number | null;
  /** Why the scope cannot be read with this key (a 403 for the workspace), or null. */
  unavailable: string | null;
}

export interface SyncState {
  createdAt: number;
  /** Paused by the user: no tab syncs until resumed, reloads included. */
  paused: boolean;
  /** When a sync last ran to its end. */
  lastSyncAt: number | null;
  scopes: Record<Scope, ScopeSync>;
}

/** The tab writing, where Web Locks are missing (writer-lock.ts): a lease it renews while it writes. */
export interface WriterLease {
  owner: string;
  until: number;
}

interface LibrarySchema extends DBSchema {
  rows: { key: [Scope, string]; value: SavedRow };
  meetings: { key: string; value: SavedMeeting; indexes: { state: [string, 0 | 1] } };
  sync: { key: 'state' | 'writer'; value: SyncState | WriterLease };
}

const VERSION = 1;

export const newSyncState = (now: number): SyncState => ({
  createdAt: now,
  paused: false,
  lastSyncAt: null,
  scopes: { me: { listedAt: null, unavailable: null }, workspace: { listedAt: null, unavailable: null } },
});

/**
 * One key's library: its database and what the sync and search do with it. Every write that the
 * device refuses (a full disk, a quota) throws a `LibraryStorageError` that says so in words.
 */
export interface Library {
  name: string;
  rows: () => Promise<SavedRow[]>;
  putRows: (rows: readonly SavedRow[]) => Promise<void>;
  /** Rows no longer listed; a meeting listed in no scope any more goes with them. */
  dropRows: (rows: readonly { scope: Scope; id: string }[]) => Promise<void>;
  meeting: (id: string) => Promise<SavedMeeting | undefined>;
  meetings: () => Promise<SavedMeeting[]>;
  savedIds: () => Promise<string[]>;
  /** Each saved meeting's row fingerprint and whether it was complete, without reading the meetings. */
  savedStates: () => Promise<Map<string, { listedAs: string; complete: boolean }>>;
  putMeeting: (meeting: SavedMeeting) => Promise<void>;
  /** A meeting deleted: its rows and details, at once. */
  forgetMeeting: (id: string) => Promise<void>;
  syncState: () => Promise<SyncState>;
  /** Changes the sync state in one transaction: another tab's change in between is not lost. */
  updateSyncState: (change: (state: SyncState) => SyncState) => Promise<SyncState>;
  /** The writer's lease, in one transaction: `decide` sees the current one and returns the new (or undefined to leave it). */
  updateLease: (decide: (lease: WriterLease | undefined) => WriterLease | null | undefined) => Promise<WriterLease | undefined>;
  close: () => void;
}

async function open(name: string, onGone: () => void): Promise<IDBPDatabase<LibrarySchema>> {
  try {
    const db = await openDB<LibrarySchema>(name, VERSION, {
      upgrade(db) {
        db.createObjectStore('rows', { keyPath: ['scope', 'id'] });
        // What the sync decides by, read from the index's keys alone: never thousands of transcripts.
        db.createObjectStore('meetings', { keyPath: 'id' }).createIndex('state', ['listedAs', 'complete']);
        db.createObjectStore('sync');
      },
      // Another tab removes the copy (or a newer version opens it): let it, and stop using it here.
      blocking() {
        db.close();
        onGone();
      },
    });
    return db;
  } catch (error) {
    throw asStorageError(error);
  }
}

async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw asStorageError(error);
  }
}

/**
 * Opens (creating if need be) the key's library. `onGone` hears that another tab removed it, or the
 * browser closed it: this copy of it is closed and must not be used again.
 */
export async function openLibrary(key: string, options: { onGone?: () => void } = {}): Promise<Library> {
  return openLibraryNamed(await libraryName(key), options);
}

/** Opens a library by its database's name (`libraryName`): what a worker is given, never the key. */
export async function openLibraryNamed(name: string, { onGone = () => {} }: { onGone?: () => void } = {}): Promise<Library> {
  const db = await open(name, onGone);
  db.addEventListener('close', onGone);

  const library: Library = {
    name,
    rows: () => db.getAll('rows'),
    putRows: (rows) =>
      guarded(async () => {
        const tx = db.transaction('rows', 'readwrite');
        await Promise.all([...rows.map((row) => tx.store.put(row)), tx.done]);
      }),
    dropRows: (rows) =>
      guarded(async () => {
        const tx = db.transaction(['rows', 'meetings'], 'readwrite');
        const rowStore = tx.objectStore('rows');
        await Promise.all(rows.map(({ scope, id }) => rowStore.delete([scope, id])));
        const ids = new Set(rows.map((row) => row.id));
        for (const id of ids) {
          const listed = (await rowStore.getKey(['me', id])) ?? (await rowStore.getKey(['workspace', id]));
          if (listed === undefined) await tx.objectStore('meetings').delete(id);
        }
        await tx.done;
      }),
    meeting: (id) => db.get('meetings', id),
    meetings: () => db.getAll('meetings'),
    savedIds: () => db.getAllKeys('meetings'),
    savedStates: async () => {
      const states = new Map<string, { listedAs: string; complete: boolean }>();
      let cursor = await db.transaction('meetings').store.index('state').openKeyCursor();
      while (cursor) {
        const [listedAs, complete] = cursor.key;
        states.set(cursor.primaryKey, { listedAs, complete: complete === 1 });
        cursor = await cursor.continue();
      }
      return states;
    },
    putMeeting: (meeting) => guarded(() => db.put('meetings', meeting).then(() => undefined)),
    forgetMeeting: (id) =>
      guarded(async () => {
        const tx = db.transaction(['rows', 'meetings'], 'readwrite');
        await Promise.all([
          tx.objectStore('rows').delete(['me', id]),
          tx.objectStore('rows').delete(['workspace', id]),
          tx.objectStore('meetings').delete(id),
          tx.done,
        ]);
      }),
    syncState: async () => ((await db.get('sync', 'state')) as SyncState | undefined) ?? newSyncState(Date.now()),
    updateSyncState: (change) =>
      guarded(async () => {
        const tx = db.transaction('sync', 'readwrite');
        const state = change(((await tx.store.get('state')) as SyncState | undefined) ?? newSyncState(Date.now()));
        await Promise.all([tx.store.put(state, 'state'), tx.done]);
        return state;
      }),
    updateLease: (decide) =>
      guarded(async () => {
        const tx = db.transaction('sync', 'readwrite');
        const current = (await tx.store.get('writer')) as WriterLease | undefined;
        const next = decide(current);
        if (next === null) await tx.store.delete('writer');
        else if (next) await tx.store.put(next, 'writer');
        await tx.done;
        return next === null ? undefined : (next ?? current);
      }),
    close: () => db.close(),
  };
  return library;
}

/** Whether the key has a library on this device, without creating one. */
export async function hasLibrary(key: string): Promise<boolean> {
  const name = await libraryName(key);
  if (typeof indexedDB.databases === 'function') {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === name);
  }
  // Without databases() (older browsers): opening creates it, so one just created is deleted again.
  let created = false;
  const db = await openDB(name, undefined, {
    upgrade: (_db, oldVersion) => {
      created = oldVersion === 0;
    },
  });
  db.close();
  if (created) await deleteDB(name);
  return !created;
}

/**
 * Deletes the key's library whole: every store, the database itself and its search index's. Other
 * tabs' connections close when asked (`blocking` above), so the deletion does not wait for them.
 */
export async function removeLibrary(key: string): Promise<void> {
  const name = await libraryName(key);
  await Promise.all([deleteDB(name), deleteDB(searchIndexName(name))]);
}
