import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configureApi } from '@/api/api-config';
import { ApiError } from '@/api/api-error';
import { MAX_FILTER_LENGTH } from '@/api/filter-limits';
import { getHealth } from '@/api/health';
import { deleteMeeting } from '@/api/meeting-deletion';
import { getMeeting, listMeetings } from '@/api/meetings';
import { searchMyMeetings } from '@/api/search';
import { listMyTags } from '@/api/tags';
import { listTasks } from '@/api/tasks';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { db } from '@/mocks/data/db';
import { DATA_SCENARIOS, ODD_MEETING_IDS } from '@/mocks/scenarios/data-scenarios';
import { server } from '@/mocks/node/test-server';
import { withApiKey } from '../support/api-key';
import { paramNames, recordRequests } from '../support/request-log';

function myMeetingId(index = 0): string {
  const meeting = db.meetings().filter((m) => m.ownerId === db.me().id)[index];
  if (!meeting) throw new Error('seed has no such meeting');
  return meeting.id;
}

/** Every list and search answers an empty page, whatever it is asked: these tests are about the request. */
function answerEmpty() {
  server.use(http.get('*/v1/*', () => HttpResponse.json({})));
}

describe('the API key', () => {
  it('goes with every operation but health, as x-api-key', async () => {
    withApiKey();
    const sent = recordRequests();
    const id = myMeetingId(20);
    const other = myMeetingId(21);
    await getHealth();
    await listTasks('me');
    await listTasks('workspace');
    await listMeetings('me');
    await listMeetings('workspace');
    await getMeeting('me', id);
    await getMeeting('workspace', id);
    await searchMyMeetings({ query: 'roadmap' });
    await listMyTags();
    await deleteMeeting('me', id);
    await deleteMeeting('workspace', other);

    expect(sent).toHaveLength(11);
    for (const request of sent) {
      const expected = request.url.pathname === '/api/v1/health' ? null : DEMO_API_KEY;
      expect(request.headers.get('x-api-key'), request.url.pathname).toBe(expected);
    }
  });

  it('is never put in a URL', async () => {
    withApiKey('secret-key-123');
    const sent = recordRequests();
    await listMeetings('me').catch(() => undefined);
    await getHealth();
    expect(sent.map((r) => r.url.href).join(' ')).not.toContain('secret-key-123');
  });

  it('is required: without one nothing is sent and the error asks for it', async () => {
    withApiKey(null);
    const sent = recordRequests();
    const error = await listMeetings('me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'unauthorized', operation: 'listMyMeetings' });
    expect(sent).toHaveLength(0);
  });
});

describe('scope', () => {
  it.each([
    ['me', '/v1/me'],
    ['workspace', '/v1/workspace'],
  ] as const)('%s: the caller passes it, and each call goes to that scope’s endpoint', async (scope, prefix) => {
    withApiKey();
    const sent = recordRequests();
    const id = myMeetingId(20);
    await listMeetings(scope, { limit: 1 });
    await getMeeting(scope, id);
    await listTasks(scope, { limit: 1 });
    await deleteMeeting(scope, id);
    expect(sent.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `GET ${prefix}/meetings`,
      `GET ${prefix}/meetings/${id}`,
      `GET ${prefix}/tasks`,
      `DELETE ${prefix}/meetings/${id}`,
    ]);
  });

  it('names the scope’s own operation in errors', async () => {
    withApiKey();
    const failures = await Promise.all([
      listMeetings('me', { limit: 0 }).catch((e: unknown) => e),
      listMeetings('workspace', { limit: 0 }).catch((e: unknown) => e),
      getMeeting('workspace', '').catch((e: unknown) => e),
      deleteMeeting('workspace', '').catch((e: unknown) => e),
      listTasks('workspace', { limit: 0 }).catch((e: unknown) => e),
    ]);
    expect(failures.map((error) => (error as ApiError).operation)).toEqual([
      'listMyMeetings',
      'listWorkspaceMeetings',
      'getWorkspaceMeeting',
      'deleteWorkspaceMeeting',
      'listWorkspaceTasks',
    ]);
  });
});

describe('URLs', () => {
  it('use the configured base, with or without /v1, and health under /api/v1', async () => {
    withApiKey();
    const sent = recordRequests();
    configureApi({ baseUrl: 'https://meetings.example.com/v1/' });
    await listMyTags();
    await getHealth();
    expect(sent.map((r) => r.url.href)).toEqual(['https://meetings.example.com/v1/me/tags', 'https://meetings.example.com/api/v1/health']);
  });

  it('encode meeting ids as one path segment and keep long digit ids exact', async () => {
    withApiKey();
    server.use(http.get('*/v1/me/meetings/:id', ({ params }) => HttpResponse.json({ id: params.id })));
    const sent = recordRequests();
    const meeting = await getMeeting('me', '98765432109876543210');
    expect(meeting.id).toBe('98765432109876543210');
    await getMeeting('me', 'a/b c?');
    expect(sent[1]?.url.pathname).toBe('/v1/me/meetings/a%2Fb%20c%3F');
  });
});

describe('query parameters', () => {
  const start = '2026-03-01T00:00:00.000Z';
  const end = '2026-03-31T23:59:59.999Z';

  it.each([
    [
      'listMyMeetings',
      () => listMeetings('me', { limit: 5, cursor: 'c1', startDate: start, endDate: end, tag: 'Product' }),
      ['limit', 'cursor', 'startDate', 'endDate', 'tag'],
    ],
    [
      'listWorkspaceMeetings',
      () => listMeetings('workspace', { limit: 5, cursor: 'c1', startDate: start, endDate: end, userEmail: 'a@b.example' }),
      ['limit', 'cursor', 'startDate', 'endDate', 'userEmail'],
    ],
    [
      'listMyTasks',
      () => listTasks('me', { limit: 5, cursor: 'c1', startDate: start, endDate: end, completed: false, meetingId: '42' }),
      ['limit', 'cursor', 'startDate', 'endDate', 'completed', 'meetingId'],
    ],
    [
      'listWorkspaceTasks',
      () =>
        listTasks('workspace', {
          limit: 5,
          cursor: 'c1',
          startDate: start,
          endDate: end,
          userEmail: 'a@b.example',
          completed: true,
          meetingId: '42',
        }),
      ['limit', 'cursor', 'startDate', 'endDate', 'userEmail', 'completed', 'meetingId'],
    ],
    ['searchMyMeetings', () => searchMyMeetings({ query: 'pricing', startDate: start, endDate: end }), ['query', 'startDate', 'endDate']],
  ])('%s sends exactly the names of the interface', async (_name, call, names) => {
    withApiKey();
    answerEmpty();
    const sent = recordRequests();
    await call();
    expect(paramNames(sent[0])).toEqual(names);
  });

  it('sends only the parameters given', async () => {
    withApiKey();
    answerEmpty();
    const sent = recordRequests();
    await listMeetings('me');
    await listTasks('me', { completed: false });
    expect(sent[0]?.url.search).toBe('');
    expect(sent[1]?.url.search).toBe('?completed=false');
  });

  it('passes a cursor back as the server sent it, however long', async () => {
    withApiKey();
    answerEmpty();
    const sent = recordRequests();
    // Opaque keyset or encrypted tokens run long; the length limit is for what users type.
    const cursor = 'Ab+/='.repeat(2 * MAX_FILTER_LENGTH);
    await listMeetings('me', { cursor });
    expect(sent[0]?.url.searchParams.get('cursor')).toBe(cursor);
  });

  it('encodes values, writes booleans as true/false and date-times as ISO 8601 instants', async () => {
    withApiKey();
    answerEmpty();
    const sent = recordRequests();
    await listMeetings('me', { tag: 'Q&A / ops+1', startDate: new Date(Date.UTC(2026, 2, 1)), endDate: '2026-03-31T23:59:59+02:00' });
    await listTasks('workspace', { completed: true, userEmail: 'zoë+notes@acme.example' });
    expect(sent[0]?.url.search).toBe(
      '?startDate=2026-03-01T00%3A00%3A00.000Z&endDate=2026-03-31T21%3A59%3A59.000Z&tag=Q%26A%20%2F%20ops%2B1',
    );
    expect(sent[0]?.url.searchParams.get('tag')).toBe('Q&A / ops+1');
    expect(sent[1]?.url.searchParams.get('completed')).toBe('true');
    expect(sent[1]?.url.searchParams.get('userEmail')).toBe('zoë+notes@acme.example');
  });
});

describe('meeting ids', () => {
  it('reach the API exactly as they are, each in one path segment encoded once', async () => {
    withApiKey();
    const scenario = DATA_SCENARIOS['odd-ids']();
    server.use(...scenario.handlers);
    scenario.setUp?.();
    const sent = recordRequests();
    const openable = ODD_MEETING_IDS.filter((id) => id !== '.' && id !== '..');
    for (const id of openable) {
      // The mock API finds the meeting by its id: one lost or added level of encoding is a 404.
      expect((await getMeeting('me', id)).title).toBe(`Odd id ${id}`);
      expect((await getMeeting('workspace', id)).title).toBe(`Odd id ${id}`);
    }
    expect(sent.map((request) => request.url.pathname)).toEqual(
      openable.flatMap((id) => [`/v1/me/meetings/${encodeURIComponent(id)}`, `/v1/workspace/meetings/${encodeURIComponent(id)}`]),
    );
    expect(sent.find((request) => request.url.pathname.endsWith('/meetings/%252F'))).toBeDefined();
  });
});

describe('invalid parameters', () => {
  it.each([
    ['limit 0', () => listMeetings('me', { limit: 0 }), 'limit'],
    ['limit 101', () => listMeetings('workspace', { limit: 101 }), 'limit'],
    ['limit 2.5', () => listTasks('me', { limit: 2.5 }), 'limit'],
    ['limit NaN', () => listTasks('me', { limit: Number.NaN }), 'limit'],
    ['a user e-mail that is not one', () => listMeetings('workspace', { userEmail: 'priya' }), 'userEmail'],
    ['a user e-mail with spaces', () => listTasks('workspace', { userEmail: 'a b@c.example' }), 'userEmail'],
    ['an empty query', () => searchMyMeetings({ query: '' }), 'query'],
    ['a blank query', () => searchMyMeetings({ query: '   ' }), 'query'],
    ['a start date that is not a date-time', () => listMeetings('me', { startDate: 'yesterday' }), 'startDate'],
    ['a date without a time', () => listMeetings('me', { endDate: '2026-03-01' }), 'endDate'],
    ['an invalid Date', () => listTasks('me', { startDate: new Date('nope') }), 'startDate'],
    [
      'a start after the end',
      () => listMeetings('me', { startDate: '2026-04-01T00:00:00Z', endDate: '2026-03-01T00:00:00Z' }),
      'startDate',
    ],
    ['an empty meeting id', () => getMeeting('me', ''), 'meetingId'],
    ['"search" as a meeting id', () => getMeeting('me', 'search'), 'meetingId'],
    ['"search" as a meeting to delete', () => deleteMeeting('me', 'search'), 'meetingId'],
    ['"." as a meeting id (a URL path step)', () => getMeeting('me', '.'), 'meetingId'],
    ['".." as a meeting to delete', () => deleteMeeting('workspace', '..'), 'meetingId'],
    ['an empty cursor', () => listMeetings('me', { cursor: '' }), 'cursor'],
    ['a search too long for a URL', () => searchMyMeetings({ query: 'q'.repeat(MAX_FILTER_LENGTH + 1) }), 'query'],
    ['a tag too long for a URL', () => listMeetings('me', { tag: 'ü'.repeat(MAX_FILTER_LENGTH + 1) }), 'tag'],
    [
      'a member e-mail too long for a URL',
      () => listTasks('workspace', { userEmail: `${'a'.repeat(MAX_FILTER_LENGTH)}@x.example` }),
      'userEmail',
    ],
  ])('%s throws a typed error and sends nothing', async (_case, call, field) => {
    withApiKey();
    const sent = recordRequests();
    const run: () => Promise<unknown> = call;
    // Validation throws synchronously inside the async call chain; either way it must reject.
    const error = await Promise.resolve()
      .then(run)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid-params', field, status: null, retryable: false });
    expect((error as ApiError).message.length).toBeGreaterThan(10);
    expect(sent).toHaveLength(0);
  });
});
