import { describe, expect, it } from 'vitest';
import type { Meeting } from '@/api/schemas/meeting';
import { tokenBucket } from '@/lib/bulk/token-bucket';
import { createQueryClient } from '@/lib/query/query-client';
import { closeSharedSearcher, librarySearcher, sharedSearcher, type LibrarySearcher } from '@/library/search/library-searcher';
import { openLibrary, removeLibrary } from '@/library/storage/library-db';
import { syncLibrary } from '@/library/sync/sync-library';
import { withApiKey } from '../../support/api-key';
import { libraryApi, meetings } from '../../support/library-api';
import { manualClock } from '../../support/manual-clock';

const meeting = (id: string, transcript: string) =>
  ({
    id,
    title: `Meeting ${id}`,
    startTime: '2026-11-01T10:00:00Z',
    transcript,
    participants: [],
    tasks: [],
    tags: [],
    unreadable: [],
  }) as unknown as Meeting;

describe('the library’s searcher', () => {
  it('builds its index from the saved library, by the database’s name alone, and reads it again when asked', async () => {
    const library = await openLibrary('searcher-key');
    await library.putRows([
      {
        scope: 'workspace',
        id: 'a',
        summary: {
          id: 'a',
          title: null,
          generatedTitle: null,
          startTime: null,
          endTime: null,
          calendarEventId: null,
          userId: null,
          unreadable: [],
        },
      },
    ]);
    await library.putMeeting({
      id: 'a',
      scope: 'workspace',
      meeting: meeting('a', 'Ada: the quarterly forecast'),
      listedAs: '',
      complete: 1,
      savedAt: 1,
    });
    const searcher = librarySearcher(library.name);
    const found = await searcher.search({ text: 'forecast ' });
    expect(found.meetings.map((m) => [m.meetingId, m.scope, m.hits[0]?.turn])).toEqual([['a', 'workspace', 1]]);

    await library.putMeeting({
      id: 'b',
      scope: 'me',
      meeting: meeting('b', 'Bo: another forecast'),
      listedAs: '',
      complete: 1,
      savedAt: 2,
    });
    searcher.reload();
    expect((await searcher.search({ text: 'forecast ' })).meetingCount).toBe(2);
    searcher.forget('a');
    expect((await searcher.search({ text: 'forecast ' })).meetings.map((m) => m.meetingId)).toEqual(['b']);
    searcher.close();
    library.close();
  });
});

/** A sync as one visit runs it (a page load's query client), the library opened for the key. */
async function sync(now: number) {
  const library = await openLibrary(SYNC_KEY);
  const pacer = tokenBucket({ perMinute: 60_000, burst: 1_000, clock: manualClock().clock });
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  expect(await syncLibrary({ client, library, pacer, signal: new AbortController().signal, now: () => now })).toEqual({ kind: 'done' });
  return library;
}

const SYNC_KEY = 'searcher-sync-key';
const foundIn = async (searcher: LibrarySearcher, text: string) =>
  (await searcher.search({ text })).meetings.map((m) => m.meetingId).sort();

describe('the library’s searcher, its index kept on the device', () => {
  it('finds what each sync saved, changed or dropped, and after a reload answers from the index it kept', async () => {
    withApiKey();
    const api = libraryApi({ me: meetings('m', 3) });
    api.change('m1', { transcript: 'Ada: the harbour forecast' });
    api.change('m2', { transcript: 'Bo: the quarterly forecast' });
    const now = Date.now();
    const library = await sync(now);
    const searcher = librarySearcher(library.name);
    expect(await foundIn(searcher, 'forecast ')).toEqual(['m1', 'm2']);

    // A new meeting, one changed (its list row too, so the sync reads it again), the newest one deleted.
    api.lists.me.unshift({
      id: 'new',
      title: 'Just recorded',
      startTime: '2026-11-21T10:00:00Z',
      transcript: 'Cy: a forecast at last',
      summary: null,
    });
    api.change('m2', { title: 'Renamed', transcript: 'Bo: the lighthouse budget' });
    api.remove('m1');
    (await sync(now + 60_000)).close();
    searcher.reload();
    expect(await foundIn(searcher, 'forecast ')).toEqual(['new']);
    expect(await foundIn(searcher, 'lighthouse ')).toEqual(['m2']);
    expect(await foundIn(searcher, 'harb')).toEqual([]);
    expect(await foundIn(searcher, 'renamed ')).toEqual(['m2']);
    searcher.close();

    // Saved again with the same list row and state: the sync would not read it, and the kept index
    // (which a page load reads instead of the meetings) still has it as it was.
    const m3 = (await library.meeting('m3'))!;
    await library.putMeeting({ ...m3, meeting: { ...m3.meeting, transcript: 'Ada: words no sync saw' } });
    const reloaded = librarySearcher(library.name);
    expect(await foundIn(reloaded, 'forecast ')).toEqual(['new']);
    expect(await foundIn(reloaded, 'lighthouse ')).toEqual(['m2']);
    expect(await foundIn(reloaded, 'item 3')).toEqual(['m3']);
    expect(await foundIn(reloaded, 'saw ')).toEqual([]);

    // A meeting whose state changed is read again on load, the rest stay as kept.
    await library.putMeeting({ ...m3, listedAs: 'changed', meeting: { ...m3.meeting, transcript: 'Ada: words a sync saw' } });
    const again = librarySearcher(library.name);
    expect(await foundIn(again, 'saw ')).toEqual(['m3']);
    expect(await foundIn(again, 'lighthouse ')).toEqual(['m2']);
    library.close();
  });

  it('goes with the library when it is removed', async () => {
    withApiKey();
    libraryApi({ me: meetings('m', 2) });
    const library = await sync(Date.now());
    await foundIn(librarySearcher(library.name), 'item ');
    library.close();
    await removeLibrary(SYNC_KEY);
    const databases = (await indexedDB.databases()).map((database) => database.name);
    expect(databases.filter((name) => name?.startsWith(library.name))).toEqual([]);
  });

  it('drops a query no longer wanted', async () => {
    const library = await openLibrary('searcher-cancel-key');
    const searcher = librarySearcher(library.name);
    const gone = new AbortController();
    gone.abort();
    await expect(searcher.search({ text: 'anything' }, gone.signal)).rejects.toThrow();
    expect((await searcher.search({ text: 'anything' })).total).toBe(0);
    library.close();
  });
});

describe('the tab’s searcher', () => {
  it('is one per library, reads a sync’s changes once told of it, and gives way to another library’s', async () => {
    const library = await openLibrary('shared-searcher-key');
    const save = (id: string, text: string) =>
      library.putMeeting({ id, scope: 'me', meeting: meeting(id, text), listedAs: '', complete: 1, savedAt: 1 });
    await save('a', 'Ada: the quarterly forecast');
    const searcher = sharedSearcher(library.name, 1);
    expect(sharedSearcher(library.name, 1)).toBe(searcher);
    expect((await searcher.search({ text: 'forecast ' })).meetingCount).toBe(1);

    await save('b', 'Bo: another forecast');
    let changes = 0;
    const stop = searcher.onChange(() => (changes += 1));
    // Told of the same sync again: nothing is read.
    expect((await sharedSearcher(library.name, 1).search({ text: 'forecast ' })).meetingCount).toBe(1);
    expect(changes).toBe(0);
    // A new sync's changes are read, and said (the search page asks again).
    expect((await sharedSearcher(library.name, 2).search({ text: 'forecast ' })).meetingCount).toBe(2);
    expect(changes).toBe(1);
    stop();

    const other = await openLibrary('shared-searcher-other-key');
    const another = sharedSearcher(other.name, null);
    expect(another).not.toBe(searcher);
    expect((await another.search({ text: 'forecast ' })).meetingCount).toBe(0);
    closeSharedSearcher();
    expect(sharedSearcher(other.name, null)).not.toBe(another);
    closeSharedSearcher();
    library.close();
    other.close();
  });
});
