import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY, PERSONAL_ONLY_API_KEY } from '@/mocks/api-keys';
import { db } from '@/mocks/data/db';

/** Raw HTTP against the mock API (no fetch layer): what a real server would be asked. */
async function call(path: string, { key = DEMO_API_KEY, method = 'GET' }: { key?: string | null; method?: string } = {}) {
  const response = await fetch(path, { method, headers: key ? { 'x-api-key': key } : {} });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function walk(path: string, listName: 'meetings' | 'tasks', limit = 7, from: string | null = null) {
  const ids: string[] = [];
  let cursor: string | null = from;
  let pages = 0;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const { status, body } = await call(`${path}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(status).toBe(200);
    const items = body[listName] as { id: string }[];
    expect(items.length).toBeLessThanOrEqual(limit);
    ids.push(...items.map((i) => i.id));
    cursor = body.nextCursor as string | null;
    pages += 1;
  } while (cursor && pages < 500);
  return ids;
}

const me = () => db.me();
const myMeetings = () => db.meetings().filter((m) => m.ownerId === me().id);
const tasksOf = (meetings: readonly { tasks: { id: string }[] | null }[]) => meetings.flatMap((m) => (m.tasks ?? []).map((t) => t.id));

describe('the data set', () => {
  it('is large and varied enough to exercise the dashboard', () => {
    expect(myMeetings().length).toBeGreaterThanOrEqual(150);
    const owners = new Set(db.meetings().map((m) => m.ownerId));
    expect(owners.size).toBeGreaterThanOrEqual(6);
    const transcripts = myMeetings().map((m) => m.transcript);
    expect(transcripts).toContain(null);
    expect(transcripts).toContain('');
    expect(Math.max(...transcripts.map((t) => (t ?? '').split('\n').length))).toBeGreaterThan(24_000);
    expect(transcripts.some((t) => /^\[\d{2}:\d{2}:\d{2}\] /m.test(t ?? ''))).toBe(true);
    const statuses = new Set(db.meetings().flatMap((m) => m.event?.attendees?.map((a) => a.responseStatus) ?? []));
    expect([...statuses]).toEqual(expect.arrayContaining(['accepted', 'declined', 'tentative', 'needsAction', 'delegated']));
    expect(myMeetings().some((m) => !m.title && !m.generatedTitle)).toBe(true);
    expect(db.tags().some((t) => t.shared) && db.tags().some((t) => !t.shared)).toBe(true);
  });

  it('is the same on every run', () => {
    const first = db
      .meetings()
      .slice(0, 5)
      .map((m) => m.id);
    db.reset();
    expect(
      db
        .meetings()
        .slice(0, 5)
        .map((m) => m.id),
    ).toEqual(first);
  });
});

describe('paging with limit 7 walks every item exactly once', () => {
  it.each([
    ['/v1/me/meetings', 'meetings', () => myMeetings().map((m) => m.id)],
    ['/v1/workspace/meetings', 'meetings', () => db.meetings().map((m) => m.id)],
    ['/v1/me/tasks', 'tasks', () => tasksOf(myMeetings())],
    ['/v1/workspace/tasks', 'tasks', () => tasksOf(db.meetings())],
  ] as const)('%s', async (path, listName, expected) => {
    const ids = await walk(path, listName);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(expected()));
  });

  it('even when a meeting is deleted between pages', async () => {
    const first = await call('/v1/me/meetings?limit=7');
    const cursor = first.body.nextCursor as string;
    const later = myMeetings()[10]!;
    await call(`/v1/me/meetings/${later.id}`, { method: 'DELETE' });
    const rest = await walk('/v1/me/meetings', 'meetings', 7, cursor);
    const seen = [...(first.body.meetings as { id: string }[]).map((m) => m.id), ...rest];
    expect(new Set(seen)).toEqual(new Set(myMeetings().map((m) => m.id)));
  });
});

describe('filters', () => {
  it('narrow meetings by date range (start time within it)', async () => {
    const start = '2026-10-01T00:00:00.000Z';
    const end = '2026-10-31T23:59:59.999Z';
    const ids = await walk(`/v1/me/meetings?startDate=${start}&endDate=${end}`, 'meetings');
    const expected = myMeetings().filter((m) => m.startTime && m.startTime >= start && m.startTime <= end);
    expect(ids.length).toBeGreaterThan(5);
    expect(new Set(ids)).toEqual(new Set(expected.map((m) => m.id)));
  });

  it('narrow personal meetings by tag', async () => {
    const ids = await walk('/v1/me/meetings?tag=Customer', 'meetings');
    const expected = myMeetings().filter((m) => m.tags?.some((t) => t.name === 'Customer'));
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids)).toEqual(new Set(expected.map((m) => m.id)));
  });

  it('narrow workspace meetings and tasks to one member by userEmail', async () => {
    const member = db.users()[3]!;
    const meetings = await walk(`/v1/workspace/meetings?userEmail=${encodeURIComponent(member.email)}`, 'meetings');
    const theirs = db.meetings().filter((m) => m.ownerId === member.id);
    expect(new Set(meetings)).toEqual(new Set(theirs.map((m) => m.id)));
    const tasks = await walk(`/v1/workspace/tasks?userEmail=${encodeURIComponent(member.email)}`, 'tasks');
    expect(new Set(tasks)).toEqual(new Set(tasksOf(theirs)));
  });

  it('narrow tasks by completed and by meeting', async () => {
    const open = await call('/v1/me/tasks?completed=false&limit=100');
    expect((open.body.tasks as { completed: boolean }[]).every((t) => !t.completed)).toBe(true);
    const meeting = myMeetings().find((m) => (m.tasks?.length ?? 0) > 1)!;
    const ofMeeting = await call(`/v1/me/tasks?meetingId=${meeting.id}`);
    expect((ofMeeting.body.tasks as { id: string }[]).map((t) => t.id).sort()).toEqual(tasksOf([meeting]).sort());
  });

  it('search matches titles, summaries and transcripts, with snippets, and respects dates', async () => {
    const { status, body } = await call('/v1/me/meetings/search?query=single%20sign-on');
    expect(status).toBe(200);
    const results = body.results as { text: string; meetingId: string; meetingDate: string }[];
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) {
      expect(r.text.toLowerCase()).toContain('single sign-on');
      expect(r.meetingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(myMeetings().some((m) => m.id === r.meetingId)).toBe(true);
    }
    const none = await call('/v1/me/meetings/search?query=single%20sign-on&startDate=2030-01-01T00:00:00Z');
    expect(none.body.results).toEqual([]);
  });

  it.each(['pricing', 'single sign-on', 'the', 'a', 'Q3', '**', '-', '|', '#'])(
    'search for %s answers each line holding every term once its markup is gone: three a meeting at most, fifty in all',
    async (query) => {
      const { body } = await call(`/v1/me/meetings/search?query=${encodeURIComponent(query)}`);
      const terms = query.toLowerCase().split(/\s+/);
      // Every line of every meeting made plain, in order: what the answer must pick from.
      const expected = myMeetings().flatMap((meeting) =>
        [meeting.title, meeting.generatedTitle, meeting.summary?.markdown, meeting.transcript]
          .filter(Boolean)
          .join('\n')
          .split('\n')
          .map((line) =>
            line
              .replace(/\*\*|^#+\s*|^[-*]\s+|^\d+\.\s+|\|/g, ' ')
              .replace(/\s+/g, ' ')
              .trim(),
          )
          .filter((line) => line.length > 0 && !/^-+$/.test(line.replace(/\s/g, '')))
          .filter((line) => terms.every((term) => line.toLowerCase().includes(term)))
          .slice(0, 3)
          .map((line) => ({ meetingId: meeting.id, line })),
      );
      const results = body.results as { text: string; meetingId: string }[];
      expect(results.map(({ meetingId }) => meetingId)).toEqual(expected.slice(0, 50).map(({ meetingId }) => meetingId));
      // Each snippet is its line, or a cut of it around the first term.
      results.forEach(({ text }, index) => expect(expected[index]!.line).toContain(text.replace(/^…|…$/g, '')));
    },
  );
});

describe('validation and access', () => {
  it.each(['0', '101', 'abc', '2.5', ''])('limit=%s → 400 with a JSON error', async (limit) => {
    const { status, body } = await call(`/v1/me/meetings?limit=${limit}`);
    expect(status).toBe(400);
    expect(body.error).toMatch(/limit/);
  });

  it.each([
    '/v1/workspace/meetings?userEmail=not-an-email',
    '/v1/me/tasks?completed=yes',
    '/v1/me/meetings?startDate=yesterday',
    '/v1/me/meetings?cursor=garbage',
    '/v1/me/meetings/search',
  ])('%s → 400', async (path) => {
    expect((await call(path)).status).toBe(400);
  });

  it.each([null, 'wrong-key'])('key %j → 401 everywhere but health', async (key) => {
    for (const path of ['/v1/me/meetings', '/v1/workspace/tasks', '/v1/me/tags', '/v1/me/meetings/search?query=a']) {
      expect((await call(path, { key })).status).toBe(401);
    }
    expect((await call('/api/v1/health', { key })).body).toEqual({ service: 'meeting-records-api', status: 'ok' });
  });

  it('a personal-only key gets 403 on workspace data', async () => {
    expect((await call('/v1/workspace/meetings', { key: PERSONAL_ONLY_API_KEY })).status).toBe(403);
    expect((await call('/v1/me/meetings', { key: PERSONAL_ONLY_API_KEY })).status).toBe(200);
  });

  it('an unknown meeting → 404; /v1/me/meetings/search is never a meeting', async () => {
    expect((await call('/v1/me/meetings/123')).status).toBe(404);
    expect((await call('/v1/workspace/meetings/123', { method: 'DELETE' })).status).toBe(404);
    const search = await call('/v1/me/meetings/search?query=roadmap');
    expect(search.body).toHaveProperty('results');
  });
});

describe('delete', () => {
  it.each(['me', 'workspace'] as const)('from %s scope removes the meeting from both scopes, and its tasks', async (scope) => {
    const meeting = myMeetings().find((m) => (m.tasks?.length ?? 0) > 0)!;
    const taskIds = tasksOf([meeting]);
    const deleted = await call(`/v1/${scope}/meetings/${meeting.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ success: true, deletedMeetingId: meeting.id });
    expect((await call(`/v1/me/meetings/${meeting.id}`)).status).toBe(404);
    expect((await call(`/v1/workspace/meetings/${meeting.id}`)).status).toBe(404);
    const remaining = await walk('/v1/workspace/tasks', 'tasks', 100);
    expect(remaining.filter((id) => taskIds.includes(id))).toEqual([]);
  });

  it('personal scope cannot delete a colleague’s meeting', async () => {
    const theirs = db.meetings().find((m) => m.ownerId !== me().id)!;
    expect((await call(`/v1/me/meetings/${theirs.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(db.findMeeting(theirs.id)).not.toBeNull();
  });
});
