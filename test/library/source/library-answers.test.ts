import { describe, expect, it } from 'vitest';
import { meetingSchema } from '@/api/schemas/meeting';
import { insightsQueries } from '@/features/insights/api/insights-queries';
import { meetingQueries } from '@/features/meetings/api/meeting-queries';
import { taskQueries } from '@/features/tasks/api/task-queries';
import { tagQueries } from '@/lib/query/tag-queries';
import { openLibrary, type Library } from '@/library/storage/library-db';
import { answerFromLibrary, answersAtOnce, libraryQuestion, type LibraryQuestion } from '@/library/source/library-answers';
import { summary } from '../../support/library-api';

const row = (scope: 'me' | 'workspace', id: string, startTime: string | null, userId: string | null = null) => ({
  scope,
  id,
  summary: { ...summary(id, startTime, `Meeting ${id}`), userId },
});

/** A meeting's details as the copy keeps them, read through the API's schema. */
function saved(id: string, details: Record<string, unknown>) {
  const meeting = meetingSchema.parse({ id, title: `Meeting ${id}`, ...details });
  return { id, scope: 'me' as const, meeting, listedAs: '', complete: 1 as const, savedAt: 0 };
}

const ids = async (library: Library, question: LibraryQuestion, whole = true) => {
  const answer = await answerFromLibrary(library, question, { whole });
  if (!answer || !('pages' in answer)) return answer;
  return answer.pages.flatMap((page) => ('meetings' in page ? page.meetings.map((m) => m.id) : page.tasks.map((t) => t.text)));
};

const noSpan = { start: null, end: null };

describe("the library's answers to the screens' queries", () => {
  it('reads the questions from the screens’ own query keys; anything else is the network’s', () => {
    const list = libraryQuestion(meetingQueries.list('me', {}).queryKey);
    expect(list).toEqual({ kind: 'list', scope: 'me', limit: 30, span: noSpan, tag: null, member: null });
    expect(list && answersAtOnce(list)).toBe(true);
    expect(libraryQuestion(meetingQueries.detail('workspace', 'm1').queryKey)).toEqual({ kind: 'meeting', id: 'm1' });
    expect(libraryQuestion(meetingQueries.list('me', { tag: 'Sales' }).queryKey)).toMatchObject({ kind: 'list', tag: 'Sales' });
    const member = libraryQuestion(meetingQueries.list('workspace', { userEmail: 'Ada@example.com' }).queryKey);
    expect(member).toMatchObject({ kind: 'list', scope: 'workspace', member: 'ada@example.com' });
    expect(member && answersAtOnce(member)).toBe(false);
    const range = { startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-11-30T23:59:59.999Z' };
    expect(libraryQuestion(insightsQueries.meetings('me', range).queryKey)).toMatchObject({
      kind: 'list',
      limit: 100,
      span: { start: Date.parse(range.startDate), end: Date.parse(range.endDate) },
    });
    expect(libraryQuestion(insightsQueries.tasks('workspace', range, true).queryKey)).toMatchObject({
      kind: 'tasks',
      scope: 'workspace',
      completed: true,
    });
    expect(libraryQuestion(taskQueries.list('me', { completed: false, meetingId: 'm1' }).queryKey)).toEqual({
      kind: 'tasks',
      scope: 'me',
      span: noSpan,
      completed: false,
      meetingId: 'm1',
      member: null,
    });
    expect(libraryQuestion(tagQueries.list().queryKey)).toEqual({ kind: 'tags' });
    // A parameter the copy cannot apply, or a date it cannot read, is the network's.
    expect(libraryQuestion(['meetings', 'list', { scope: 'me', params: { query: 'budget' } }])).toBeNull();
    expect(libraryQuestion(['meetings', 'list', { scope: 'me', params: { startDate: 'soon' } }])).toBeNull();
    expect(libraryQuestion(['search', 'me', 'budget'])).toBeNull();
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
    const list = (limit: number, scope: 'me' | 'workspace' = 'me'): LibraryQuestion => ({
      kind: 'list',
      scope,
      limit,
      span: noSpan,
      tag: null,
      member: null,
    });
    expect(await ids(library, list(2), false)).toEqual(['new', 'mid']);
    expect(await ids(library, list(2))).toEqual(['new', 'mid', 'old', 'undated']);
    expect(await answerFromLibrary(library, list(2, 'workspace'), { whole: false })).toMatchObject({
      pages: [{ nextCursor: null }],
    });
    expect(await answerFromLibrary(library, { kind: 'meeting', id: 'new' }, { whole: true })).toBeUndefined();
    library.close();
  });

  it('filters by dates from the rows, by member and tag from the saved meetings, and lists their action items', async () => {
    const library = await openLibrary('answers-filters-test-key');
    await library.putRows([
      row('workspace', 'a', '2026-11-20T09:00:00Z', 'u-ada'),
      row('workspace', 'b', '2026-11-10T09:00:00Z', 'u-bob'),
      row('workspace', 'c', '2026-10-10T09:00:00Z', 'u-ada'),
      row('me', 'a', '2026-11-20T09:00:00Z', 'u-ada'),
    ]);
    const ada = { user: { id: 'u-ada', email: 'ada@example.com' } };
    await library.putMeeting(
      saved('a', {
        ...ada,
        endTime: '2026-11-20T10:00:00Z',
        tags: [{ name: 'Sales' }],
        tasks: [
          { content: 'Send the deck', completed: false, assignee: { name: 'Bob', email: 'bob@example.com' } },
          { content: 'Book the room', completed: true },
        ],
      }),
    );
    await library.putMeeting(
      saved('b', { user: { id: 'u-bob', email: 'bob@example.com' }, tasks: [{ content: 'Call Ada', completed: false }] }),
    );
    const list = { kind: 'list', scope: 'workspace', limit: 30, span: noSpan, tag: null, member: null } as const;
    const november = { start: Date.parse('2026-11-01T00:00:00Z'), end: Date.parse('2026-11-30T23:59:59Z') };
    expect(await ids(library, { ...list, span: november })).toEqual(['a', 'b']);
    // c is not saved, but its owner is known by id from another saved meeting.
    expect(await ids(library, { ...list, member: 'ada@example.com' })).toEqual(['a', 'c']);
    expect(await ids(library, { ...list, scope: 'me', tag: 'sales' })).toEqual(['a']);

    const tasks = { kind: 'tasks', scope: 'workspace', span: noSpan, completed: null, meetingId: null, member: null } as const;
    expect(await ids(library, tasks)).toEqual(['Send the deck', 'Book the room', 'Call Ada']);
    expect(await ids(library, { ...tasks, completed: false, member: 'ada@example.com' })).toEqual(['Send the deck']);
    expect(await ids(library, { ...tasks, meetingId: 'b' })).toEqual(['Call Ada']);
    const answer = await answerFromLibrary(library, { ...tasks, scope: 'me' }, { whole: true });
    expect(answer).toMatchObject({
      pages: [
        {
          nextCursor: null,
          tasks: [
            {
              text: 'Send the deck',
              completed: false,
              assignee: { name: 'Bob', email: 'bob@example.com' },
              meetingId: 'a',
              meetingTitle: 'Meeting a',
              createdAt: '2026-11-20T10:00:00Z',
              userId: 'u-ada',
            },
            { text: 'Book the room', assignee: null },
          ],
        },
      ],
    });
    expect(await answerFromLibrary(library, { kind: 'tags' }, { whole: true })).toMatchObject({ tags: [{ name: 'Sales' }] });
    library.close();
  });
});
