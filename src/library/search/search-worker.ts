/// <reference lib="webworker" />
import { openLibraryNamed } from '../storage/library-db';
import type { LibraryIndex } from './library-index';
import type { SearchMessage, SearchReply } from './library-searcher';
import { loadIndex } from './load-index';

/**
 * The library's search off the page's main thread: it reads the library from IndexedDB itself (the
 * page sends its database's name, not the meetings) and keeps the index while the page lives.
 */
let index: Promise<LibraryIndex> | null = null;

async function open(name: string): Promise<LibraryIndex> {
  const library = await openLibraryNamed(name);
  try {
    return await loadIndex(library);
  } finally {
    library.close();
  }
}

self.onmessage = async ({ data }: MessageEvent<SearchMessage>) => {
  if (data.type === 'open') {
    index = open(data.name);
    return;
  }
  if (data.type === 'forget') {
    (await index)?.remove(data.meetingId);
    return;
  }
  try {
    if (!index) throw new Error('The library is not open.');
    self.postMessage({ id: data.id, ok: true, results: (await index).search(data.query) } satisfies SearchReply);
  } catch (error) {
    self.postMessage({ id: data.id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies SearchReply);
  }
};
