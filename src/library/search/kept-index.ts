import { openDB, type DBSchema } from 'idb';
import { searchIndexName } from '../storage/library-name';
import type { KeptIndex } from './library-index';

interface KeptSchema extends DBSchema {
  index: { key: 'index'; value: KeptIndex };
}

/** Opened for one read or write and closed at once: a removal of the library never waits for it. */
async function withKept<T>(library: string, work: (db: Awaited<ReturnType<typeof openDB<KeptSchema>>>) => Promise<T>): Promise<T> {
  const db = await openDB<KeptSchema>(searchIndexName(library), 1, {
    upgrade: (created) => void created.createObjectStore('index'),
    blocking: () => db.close(),
  });
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

/** The search index kept for a library (by its database's name), if one was. */
export const readKeptIndex = (library: string): Promise<KeptIndex | undefined> => withKept(library, (db) => db.get('index', 'index'));

/** Keeps a library's search index on the device, in place of the one kept before. */
export const keepIndex = (library: string, kept: KeptIndex): Promise<void> =>
  withKept(library, async (db) => void (await db.put('index', kept, 'index')));
