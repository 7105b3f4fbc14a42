import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { getHealth } from '@/api/health';
import { deleteMeeting } from '@/api/meeting-deletion';
import { getMeeting, listMeetings } from '@/api/meetings';
import { searchMyMeetings } from '@/api/search';
import { listMyTags } from '@/api/tags';
import { listTasks } from '@/api/tasks';
import { hasUnreadable } from '@/api/schemas/lenient';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { db } from '@/mocks/data/db';
import { server } from '@/mocks/node/test-server';
import { DATA_SCENARIOS } from '@/mocks/scenarios/data-scenarios';
import { withApiKey } from '../support/api-key';
import { failure } from '../support/api-failure';

function answer(path: string, response: () => Response | Promise<Response>, method: 'get' | 'delete' = 'get') {
  server.use(http[method](`*${path}`, response));
}

describe('decoding', () => {
  it('turns missing and null fields into explicit nulls and empty lists, and drops unknown fields', async () => {
    withApiKey();
    answer('/v1/me/meetings/:id', () =>
      HttpResponse.json({
        id: '1',
        title: null,
        summary: { markdown: '# Hi' },
        participants: null,
        tasks: [{ content: 'Ship it', assignee: null }],
        event: { attendees: [{ name: 'Ann', responseStatus: 'delegated', organizer: true }] },
        somethingNew: { nested: true },
      }),
    );
    const meeting = await getMeeting('me', '1');
    expect(meeting).toEqual({
      id: '1',
      title: null,
      generatedTitle: null,
      startTime: null,
      endTime: null,
      user: null,
      summary: { markdown: '# Hi', html: null, short: null, unreadable: [] },
      transcript: null,
      participants: [],
      tasks: [{ content: 'Ship it', completed: null, assignee: null, unreadable: [] }],
      tags: [],
      event: {
        id: null,
        externalId: null,
        title: null,
        scheduledTime: null,
        endTime: null,
        // Unknown response statuses are kept as they come.
        attendees: [{ name: 'Ann', email: null, responseStatus: 'delegated', organizer: true, unreadable: [] }],
        unreadable: [],
      },
      unreadable: [],
    });
  });

  it('keeps the Task resource (text, ids) distinct from the embedded meeting task (content)', async () => {
    withApiKey();
    answer('/v1/me/tasks', () =>
      HttpResponse.json({ tasks: [{ id: 't1', text: 'Write notes', assignee: { id: 'u', name: 'Li', email: 'li@x.example' } }] }),
    );
    const page = await listTasks('me');
    expect(page.tasks[0]).toMatchObject({ id: 't1', text: 'Write notes', assignee: { id: 'u', name: 'Li' } });
    expect(page.tasks[0]).not.toHaveProperty('content');
  });

  it.each([null, '', undefined])('reads a nextCursor of %j as "no more pages"', async (nextCursor) => {
    withApiKey();
    answer('/v1/me/meetings', () => HttpResponse.json({ meetings: [], ...(nextCursor === undefined ? {} : { nextCursor }) }));
    expect((await listMeetings('me')).nextCursor).toBeNull();
  });

  it('reads an empty DELETE answer as a deletion', async () => {
    withApiKey();
    answer('/v1/me/meetings/:id', () => new HttpResponse(null, { status: 204 }), 'delete');
    expect(await deleteMeeting('me', '1')).toEqual({
      success: null,
      message: null,
      deletedMeetingId: null,
      unreadable: [],
      accepted: false,
    });
  });

  it('says a DELETE answered 202 was accepted, not done', async () => {
    withApiKey();
    answer('/v1/me/meetings/:id', () => HttpResponse.json({ success: true }, { status: 202 }), 'delete');
    expect(await deleteMeeting('me', '1')).toMatchObject({ success: true, accepted: true });
  });

  it('rejects a list that is not an array, naming the operation and the field', async () => {
    withApiKey();
    answer('/v1/me/meetings', () => HttpResponse.json({ meetings: { a: 1 }, nextCursor: null }));
    const error = await failure(() => listMeetings('me'));
    expect(error).toMatchObject({ kind: 'bad-response', operation: 'listMyMeetings', field: 'meetings', retryable: false });
    expect(error.message).toContain('listMyMeetings');
    expect(error.message).toContain('meetings');
  });

  it('reads the rest of a record when a field has the wrong type, and says which field and what came', async () => {
    withApiKey();
    answer('/v1/workspace/meetings', () =>
      HttpResponse.json({ meetings: [{ id: 'ok', title: 'Fine' }, { id: 'x', title: 42, endTime: { at: 5 } }, 'not a meeting'] }),
    );
    const { meetings } = await listMeetings('workspace');
    expect(meetings[0]).toMatchObject({ id: 'ok', title: 'Fine', unreadable: [] });
    expect(meetings[1]).toMatchObject({
      id: 'x',
      title: null,
      endTime: null,
      unreadable: [
        { field: 'title', text: '42' },
        { field: 'endTime', text: '{"at":5}' },
      ],
    });
    // An item that is not an object at all is kept as an empty one, marked unreadable as a whole.
    expect(meetings[2]).toMatchObject({ id: null, title: null, unreadable: [{ field: '', text: 'not a meeting' }] });
  });

  it('shows every odd leaf of a meeting as unreadable and keeps the rest (organizer "yes", endTime 42, colour 7, completed "true", assignee "bob")', async () => {
    withApiKey();
    server.use(...DATA_SCENARIOS['odd-fields']().handlers);
    const id = db.meetings().find((m) => m.ownerId === db.me().id && (m.tasks?.length ?? 0) > 1 && m.event?.attendees?.length)!.id;
    const meeting = await getMeeting('me', id);
    expect(meeting.title).toBeTruthy();
    expect(meeting.summary?.markdown).toBeTruthy();
    expect(meeting.transcript).toBeTruthy();
    expect(meeting.endTime).toBeNull();
    expect(meeting.unreadable).toEqual([{ field: 'endTime', text: '42' }]);
    expect(meeting.event?.attendees[0]).toMatchObject({ organizer: null, unreadable: [{ field: 'organizer', text: 'yes' }] });
    expect(meeting.event?.attendees[0]?.name).toBeTruthy();
    expect(meeting.tags[0]).toMatchObject({ color: null, unreadable: [{ field: 'color', text: '7' }] });
    expect(meeting.tags[0]?.name).toBeTruthy();
    expect(meeting.tasks[0]).toMatchObject({ completed: null, unreadable: [{ field: 'completed', text: 'true' }] });
    expect(meeting.tasks[1]).toMatchObject({ assignee: null, unreadable: [{ field: 'assignee', text: 'bob' }] });
    expect(hasUnreadable(meeting)).toBe(true);
  });

  it('reads a task list with odd tasks in full', async () => {
    withApiKey();
    server.use(...DATA_SCENARIOS['odd-fields']().handlers);
    const { tasks } = await listTasks('me', { limit: 5 });
    expect(tasks).toHaveLength(5);
    expect(tasks[0]).toMatchObject({ completed: null, unreadable: [{ field: 'completed', text: 'true' }] });
    expect(tasks[1]).toMatchObject({ assignee: null, unreadable: [{ field: 'assignee', text: 'bob' }] });
    expect(tasks.slice(2).every((task) => !hasUnreadable(task))).toBe(true);
  });

  it('rejects a meeting that is not an object, naming the operation', async () => {
    withApiKey();
    answer('/v1/me/meetings/:id', () => HttpResponse.json(['a', 'meeting']));
    expect(await failure(() => getMeeting('me', '1'))).toMatchObject({
      kind: 'bad-response',
      operation: 'getMyMeeting',
      field: '(response)',
    });
  });

  it('rejects a page whose cursor is not a string, naming the field', async () => {
    withApiKey();
    answer('/v1/me/tasks', () => HttpResponse.json({ tasks: [], nextCursor: 7 }));
    expect(await failure(() => listTasks('me'))).toMatchObject({ kind: 'bad-response', operation: 'listMyTasks', field: 'nextCursor' });
  });

  it('rejects a body that is not JSON', async () => {
    withApiKey();
    answer('/v1/me/tags', () => new HttpResponse('Gateway says hello', { headers: { 'content-type': 'text/plain' } }));
    const error = await failure(() => listMyTags());
    expect(error).toMatchObject({ kind: 'bad-response', operation: 'listMyTags', worthRetrying: true });
    expect(error.message).toMatch(/not JSON/);
  });

  it('says a web page came instead of data (a captive portal’s sign-in page), and that trying again may help', async () => {
    withApiKey();
    answer(
      '/v1/me/tags',
      () => new HttpResponse('\n<!doctype html><title>Sign in to Hotel Wi-Fi</title>', { headers: { 'content-type': 'text/html' } }),
    );
    const error = await failure(() => listMyTags());
    expect(error).toMatchObject({ kind: 'web-page', operation: 'listMyTags', retryable: false, worthRetrying: true });
    expect(error.message).toMatch(/answered with a web page instead of data\. If this network asks you to sign in first/);
  });

  it('rejects a root that is not an object', async () => {
    withApiKey();
    answer('/v1/me/meetings/search', () => HttpResponse.json([1, 2]));
    expect(await failure(() => searchMyMeetings({ query: 'x' }))).toMatchObject({ kind: 'bad-response', field: '(response)' });
  });

  it('reads a health answer that leaves out a field the interface marks required, for what it does say', async () => {
    answer('/api/v1/health', () => HttpResponse.json({ status: 'degraded' }));
    expect(await getHealth()).toEqual({ service: null, status: 'degraded' });
  });
});

describe('error responses', () => {
  it.each([
    [400, { error: 'limit is wrong' }, 'bad-request', false, /limit is wrong/],
    [
      422,
      { detail: [{ msg: 'startDate invalid' }, { msg: 'endDate invalid' }] },
      'bad-request',
      false,
      /startDate invalid; endDate invalid/,
    ],
    [401, { error: 'nope' }, 'unauthorized', false, /key was rejected/],
    [403, { error: { message: 'denied' } }, 'forbidden', false, /may not read workspace data/],
    [404, { message: 'No such meeting' }, 'not-found', false, /No such meeting/],
    [429, { error: 'slow down' }, 'rate-limited', true, /Too many requests/],
    [500, { error: { json: { message: 'db down', code: 'INTERNAL' } } }, 'server', true, /db down/],
    [503, 'upstream unavailable', 'server', true, /upstream unavailable/],
  ])('%i maps to %s', async (status, body, kind, retryable, message) => {
    withApiKey();
    answer('/v1/workspace/meetings', () =>
      typeof body === 'string' ? new HttpResponse(body, { status }) : HttpResponse.json(body, { status }),
    );
    const error = await failure(() => listMeetings('workspace'));
    expect(error).toMatchObject({ kind, status, retryable, operation: 'listWorkspaceMeetings' });
    expect(error.message).toMatch(message);
  });

  it('falls back to the status text when the body says nothing', async () => {
    withApiKey();
    answer('/v1/me/tags', () => new HttpResponse('', { status: 418, statusText: 'I am a teapot' }));
    const error = await failure(() => listMyTags());
    expect(error).toMatchObject({ kind: 'http', status: 418, retryable: false });
    expect(error.message).toContain('I am a teapot');
  });

  it('does not take an HTML error page for a message, and cuts very long text', async () => {
    withApiKey();
    answer(
      '/v1/me/tags',
      () => new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const html = await failure(() => listMyTags());
    expect(html.message).toBe('The API had a problem (502: Bad Gateway). Try again.');
    answer('/v1/me/tags', () => HttpResponse.json({ error: 'x'.repeat(5_000) }, { status: 400 }));
    expect((await failure(() => listMyTags())).message.length).toBeLessThan(400);
  });

  it('says when to come back after a 429 (Retry-After seconds)', async () => {
    // The clock stands still, so "in 30 s" is exact however long the answer took to read.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    withApiKey();
    answer('/v1/me/tags', () => HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '30' } }));
    const error = await failure(() => listMyTags());
    expect(error.retryAt?.getTime()).toBe(Date.now() + 30_000);
    expect(error.message).toMatch(/Try again in 30 s\./);
  });

  it('reads X-RateLimit-Reset as epoch seconds when Retry-After is absent', async () => {
    withApiKey();
    const reset = Math.floor(Date.now() / 1000) + 45;
    answer('/v1/me/tags', () =>
      HttpResponse.json({}, { status: 429, headers: { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': String(reset) } }),
    );
    expect((await failure(() => listMyTags())).retryAt?.getTime()).toBe(reset * 1000);
  });

  it('never carries the key, even when the server echoes it', async () => {
    withApiKey();
    answer('/v1/me/tags', () => HttpResponse.json({ error: `key ${DEMO_API_KEY} is malformed` }, { status: 400 }));
    const error = await failure(() => listMyTags());
    expect(error.message).not.toContain(DEMO_API_KEY);
    expect(error.message).toContain('[key hidden]');
    expect(JSON.stringify(error)).not.toContain(DEMO_API_KEY);
  });

  it('leaves no part of the key when a long message is cut where the server echoed it', async () => {
    withApiKey();
    // The message is cut at 300 characters: here, in the middle of the key.
    const echoed = `${'x'.repeat(296)}${DEMO_API_KEY} is malformed`;
    answer('/v1/me/tags', () => HttpResponse.json({ error: echoed }, { status: 400 }));
    const error = await failure(() => listMyTags());
    expect(error.message).not.toContain(DEMO_API_KEY.slice(0, 4));
    expect(error.message).toContain('[key');
  });
});

describe('transport failures', () => {
  it('maps a network failure to a retryable error', async () => {
    withApiKey();
    answer('/v1/me/tags', () => HttpResponse.error());
    expect(await failure(() => listMyTags())).toMatchObject({ kind: 'network', status: null, retryable: true });
  });

  it('rejects with the abort reason when the caller aborts, not with an API error', async () => {
    withApiKey();
    answer('/v1/me/tags', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const controller = new AbortController();
    const pending = listMyTags({ signal: controller.signal });
    controller.abort(new DOMException('superseded', 'AbortError'));
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
