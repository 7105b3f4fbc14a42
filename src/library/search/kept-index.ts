import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { searchIndexName } from '../storage/library-name';
import type { KeptIndex } from './library-index';

/**
 * The index as stored: its two large texts (FlexSearch's export, the parts' texts) as Blobs, which
 * IndexedDB hands back as files read at the disk's speed: 21 MB for 2,000 meetings read back in a
 * fraction of the time the same bytes take as a value, or gzipped bytes take to unzip (decision 0017).
 */
interface StoredIndex extends Omit<KeptIndex, 'flexsearch' | 'parts'> {
  flexsearch: [string, Blob][];
  parts: Omit<KeptIndex['parts'], 'text'> & { text: Blob };
}

interface KeptSchema extends DBSchema {
  index: { key: 'index'; value: StoredIndex };
}

/** 1: the texts gzipped; 2: as Blobs. */
const STORED_VERSION = 2;

/** Made by a `Response`: the same Blob in a browser, and one the tests' IndexedDB (Node's structured clone) keeps too. */
const asBlob = (text: string) => new Response(text).blob();

/** Opened for one read or write and closed at once: a removal of the library never waits for it. */
async function withKept<T>(library: string, work: (db: IDBPDatabase<KeptSchema>) => Promise<T>): Promise<T> {
  const db = await openDB<KeptSchema>(searchIndexName(library), STORED_VERSION, {
    upgrade: (created, before) => {
      // An index kept in an earlier version's shape is dropped: the worker builds it again.
      if (before > 0) created.deleteObjectStore('index');
      created.createObjectStore('index');
    },
    blocking: () => db.close(),
  });
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

/** The search index kept for a library (by its database's name), if one was. */
export async function readKeptIndex(library: string): Promise<KeptIndex | undefined> {
  const since = performance.now();
  const stored = await withKept(library, (db) => db.get('index', 'index'));
  performance.measure('library-search:read kept index from IndexedDB', { start: since, end: performance.now() });
  if (!stored) return undefined;
  const [flexsearch, text] = await Promise.all([
    Promise.all(stored.flexsearch.map(async ([key, data]): Promise<[string, string]> => [key, await data.text()])),
    stored.parts.text.text(),
  ]);
  return { ...stored, flexsearch, parts: { ...stored.parts, text } };
}

/** Keeps a library's search index on the device, in place of the one kept before. */
export async function keepIndex(library: string, kept: KeptIndex): Promise<void> {
  const [flexsearch, text] = await Promise.all([
    Promise.all(kept.flexsearch.map(async ([key, data]): Promise<[string, Blob]> => [key, await asBlob(data)])),
    asBlob(kept.parts.text),
  ]);
  await withKept(library, (db) => db.put('index', { ...kept, flexsearch, parts: { ...kept.parts, text } }, 'index'));
}
