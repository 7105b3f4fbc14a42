import { describe, expect, it } from 'vitest';
import type { Meeting, MeetingSummary } from '@/api/schemas/meeting';
import { hasLibrary, openLibrary, removeLibrary, type SavedMeeting } from '@/library/storage/library-db';
import { LIBRARY_PREFIX, libraryName } from '@/library/storage/library-name';
import { asStorageError, formatBytes, LibraryStorageError } from '@/library/storage/storage-problem';

const KEY = 'sk_live_library_test_key_0123456789';

const summary = (id: string): MeetingSummary => ({
  id,
  title: `Meeting ${id}`,
  generatedTitle: null,
  startTime: '2026-11-20T10:00:00Z',
  endTime: '2026-11-20T10:30:00Z',
  calendarEventId: null,
  userId: null,
  unreadable: [],
});

const saved = (id: string): SavedMeeting => ({
  id,
  scope: 'me',
  meeting: {
    id,
    title: `Meeting ${id}`,
    transcript: 'Ada: hello',
    participants: [],
    tasks: [],
    tags: [],
    unreadable: [],
  } as unknown as Meeting,
  listedAs: 'x',
  complete: 1,
  savedAt: 1,
});

/** Every string IndexedDB holds for this origin: database names, store names, keys and values. */
async function everythingStored(): Promise<string> {
  const texts: string[] = [];
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    texts.push(name);
    const library = await openLibrary(KEY);
    texts.push(JSON.stringify(await library.rows()), JSON.stringify(await library.meetings()), JSON.stringify(await library.syncState()));
    library.close();
  }
  return texts.join('\n');
}

describe('the library’s database', () => {
  it('is named by a hash of the key, which is stored nowhere', async () => {
    const name = await libraryName(KEY);
    expect(name).toMatch(new RegExp(`^${LIBRARY_PREFIX}[0-9a-f]{32}$`));
    expect(await libraryName(KEY)).toBe(name);
    expect(await libraryName(`${KEY}x`)).not.toBe(name);

    const library = await openLibrary(KEY);
    await library.putRows([{ scope: 'me', id: 'a', summary: summary('a') }]);
    await library.putMeeting(saved('a'));
    await library.updateSyncState((state) => ({ ...state, lastSyncAt: 5 }));
    library.close();

    const stored = await everythingStored();
    expect(stored).toContain(name);
    expect(stored).toContain('Meeting a');
    expect(stored).not.toContain(KEY);
    expect(stored).not.toContain(KEY.slice(8));
  });

  it('keeps each key’s copy apart', async () => {
    const mine = await openLibrary(KEY);
    await mine.putMeeting(saved('mine'));
    const theirs = await openLibrary('another-key');
    expect(await theirs.savedIds()).toEqual([]);
    expect(await mine.savedIds()).toEqual(['mine']);
    mine.close();
    theirs.close();
  });

  it('exists once opted in, and is deleted whole by removing it', async () => {
    expect(await hasLibrary(KEY)).toBe(false);
    // Asking does not create it.
    expect(await indexedDB.databases()).toEqual([]);
    const library = await openLibrary(KEY);
    await library.putMeeting(saved('a'));
    expect(await hasLibrary(KEY)).toBe(true);

    let gone = false;
    const other = await openLibrary(KEY, { onGone: () => (gone = true) });
    // Open connections (another tab's) close when asked: the deletion does not wait for them.
    await removeLibrary(KEY);
    expect(gone).toBe(true);
    expect(await indexedDB.databases()).toEqual([]);
    expect(await hasLibrary(KEY)).toBe(false);
    other.close();
  });

  it('drops a meeting with its last row, and forgets a deleted one at once', async () => {
    const library = await openLibrary(KEY);
    await library.putRows([
      { scope: 'me', id: 'both', summary: summary('both') },
      { scope: 'workspace', id: 'both', summary: summary('both') },
      { scope: 'workspace', id: 'theirs', summary: summary('theirs') },
      { scope: 'me', id: 'deleted', summary: summary('deleted') },
    ]);
    await Promise.all(['both', 'theirs', 'deleted'].map((id) => library.putMeeting(saved(id))));

    await library.dropRows([
      { scope: 'me', id: 'both' },
      { scope: 'workspace', id: 'theirs' },
    ]);
    expect((await library.savedIds()).sort()).toEqual(['both', 'deleted']);

    await library.forgetMeeting('deleted');
    expect(await library.savedIds()).toEqual(['both']);
    expect((await library.rows()).map((row) => `${row.scope}/${row.id}`)).toEqual(['workspace/both']);
    library.close();
  });

  it('says a refused quota in words', () => {
    const refused = asStorageError(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    expect(refused).toBeInstanceOf(LibraryStorageError);
    expect((refused as LibraryStorageError).kind).toBe('full');
    expect((refused as LibraryStorageError).message).toMatch(/refused the space/);
    const other = new Error('something else');
    expect(asStorageError(other)).toBe(other);
  });

  it('writes sizes for a sentence', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(12_400_000)).toBe('12.4 MB');
    expect(formatBytes(2_500_000_000)).toBe('2.5 GB');
  });
});
