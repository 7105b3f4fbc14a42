import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { searchIndexName } from '../storage/library-name';
import type { KeptIndex } from './library-index';

/**
 * The index as stored: its two large texts (FlexSearch's export, the parts' texts) gzipped. Read
 * back whole, 40 MB for 2,000 meetings took the bench's worker 2.5–3.6 s; a fifth of it, read and
 * unzipped (the browser's own `DecompressionStream`), a fraction of that.
 */
interface StoredIndex extends Omit<KeptIndex, 'flexsearch' | 'parts'> {
  flexsearch: [string, Bytes][];
  parts: Omit<KeptIndex['parts'], 'text'> & { text: Bytes };
}

type Bytes = Uint8Array<ArrayBuffer>;

interface KeptSchema extends DBSchema {
  index: { key: 'index'; value: StoredIndex };
}

const zipped = async (text: string) =>
  new Uint8Array(await new Response(new Response(text).body!.pipeThrough(new CompressionStream('gzip'))).arrayBuffer());
const unzipped = (bytes: Bytes) => new Response(new Response(bytes).body!.pipeThrough(new DecompressionStream('gzip'))).text();

/** Opened for one read or write and closed at once: a removal of the library never waits for it. */
async function withKept<T>(library: string, work: (db: IDBPDatabase<KeptSchema>) => Promise<T>): Promise<T> {
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
export async function readKeptIndex(library: string): Promise<KeptIndex | undefined> {
  const since = performance.now();
  const stored = await withKept(library, (db) => db.get('index', 'index'));
  performance.measure('library-search:read kept index from IndexedDB', { start: since, end: performance.now() });
  if (!stored) return undefined;
  const [flexsearch, text] = await Promise.all([
    Promise.all(stored.flexsearch.map(async ([key, data]): Promise<[string, string]> => [key, await unzipped(data)])),
    unzipped(stored.parts.text),
  ]);
  return { ...stored, flexsearch, parts: { ...stored.parts, text } };
}

/** Keeps a library's search index on the device, in place of the one kept before. */
export async function keepIndex(library: string, kept: KeptIndex): Promise<void> {
  const [flexsearch, text] = await Promise.all([
    Promise.all(kept.flexsearch.map(async ([key, data]): Promise<[string, Bytes]> => [key, await zipped(data)])),
    zipped(kept.parts.text),
  ]);
  await withKept(library, (db) => db.put('index', { ...kept, flexsearch, parts: { ...kept.parts, text } }, 'index'));
}
