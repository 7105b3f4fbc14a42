import { describe, expect, it } from 'vitest';
import { meetingQueries } from '@/features/meetings/api/meeting-queries';
import { openLibrary } from '@/library/storage/library-db';
import { answerFromLibrary, libraryQuestion } from '@/library/source/library-answers';
import { summary } from '../../support/library-api';

const row = (scope: 'me' | 'workspace', id: string, startTime: string | null) => ({
  scope,
  id,
  summary: summary(id, startTime, `Meeting ${id}`),
});

describe("the library's answers to the screens' queries", () => {
  it('answers an unfiltered list and a meeting; a filtered list and anything else is the network’s', () => {
    expect(libraryQuestion(meetingQueries.list('me', {}).queryKey)).toEqual({ kind: 'list', scope: 'me', limit: 30 });
    expect(libraryQuestion(meetingQueries.detail('workspace', 'm1').queryKey)).toEqual({ kind: 'meeting', id: 'm1' });
    expect(libraryQuestion(meetingQueries.list('me', { tag: 'sales' }).queryKey)).toBeNull();
    expect(libraryQuestion(meetingQueries.list('workspace', { userEmail: 'ada@example.com' }).queryKey)).toBeNull();
    expect(libraryQuestion(meetingQueries.list('me', { startDate: '2026-11-01' }).queryKey)).toBeNull();
    expect(libraryQuestion(['tasks', 'list'])).toBeNull();
  });

  it("lists a scope's rows newest first: a first page's worth, or every one when the network is missing", async () => {
    const library = await openLibrary('answers-test-key');
    await library.putRows([
      row('me', 'old', '2026-10-01T09:00:00Z'),
      row('me', 'undated', null),
      row('me', 'new', '2026-11-20T09:00:00+02:00'),
      row('workspace', 'theirs', '2026-11-21T09:00:00Z'),
      row('me', 'mid', '2026-11-02T09:00:00Z'),
    ]);
    const ids = async (whole: boolean, limit = 2) => {
      const answer = await answerFromLibrary(library, { kind: 'list', scope: 'me', limit }, { whole });
      return answer && 'pages' in answer ? answer.pages.flatMap((page) => page.meetings.map((meeting) => meeting.id)) : answer;
    };
    expect(await ids(false)).toEqual(['new', 'mid']);
    expect(await ids(true)).toEqual(['new', 'mid', 'old', 'undated']);
    expect(await answerFromLibrary(library, { kind: 'list', scope: 'workspace', limit: 2 }, { whole: false })).toMatchObject({
      pages: [{ nextCursor: null }],
    });
    expect(await answerFromLibrary(library, { kind: 'meeting', id: 'new' }, { whole: true })).toBeUndefined();
    library.close();
  });
});
