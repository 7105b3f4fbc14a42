import { describe, expect, it } from 'vitest';
import type { Meeting } from '@/api/schemas/meeting';
import { librarySearcher } from '@/library/search/library-searcher';
import { openLibrary } from '@/library/storage/library-db';

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
