import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { deleteMeeting } from '@/api/meeting-deletion';
import { getMeeting, listMeetings } from '@/api/meetings';
import { getHealth } from '@/api/health';
import { listMyTags } from '@/api/tags';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { server } from '@/mocks/node/test-server';
import { withApiKey } from '../support/api-key';
import { recordRequests } from '../support/request-log';
import { failure } from '../support/api-failure';

/** The key, in any letter case: what must never come out of the fetch layer. */
const KEY_PATTERN = new RegExp(DEMO_API_KEY.replace(/[-]/g, '\\-'), 'i');

/** The key as a server may spell it inside a JSON string: as sent, in capitals, and in JSON escapes. */
const SPELLINGS = [
  ['as sent', DEMO_API_KEY],
  ['in capitals', DEMO_API_KEY.toUpperCase()],
  ['in JSON escapes', [...DEMO_API_KEY].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')],
] as const;

/** Error bodies in every shape the error reader knows; `@KEY@` is where the key goes. */
const ERROR_BODIES = [
  '{"error": "Key @KEY@ is not valid"}',
  '{"error": {"json": {"message": "Key @KEY@ is not valid", "code": "UNAUTHORIZED"}}}',
  '{"message": "Key @KEY@ is not valid"}',
  '{"detail": "Key @KEY@ is not valid"}',
  '{"detail": [{"msg": "Key @KEY@ is not valid"}]}',
];

const json = (template: string, spelling: string) =>
  new HttpResponse(template.replaceAll('@KEY@', spelling), { headers: { 'content-type': 'application/json' } });

describe('the key, echoed by a server', () => {
  describe.each(SPELLINGS)('%s', (_how, spelling) => {
    it.each([400, 401, 403, 404, 409, 422, 429, 500, 503])(
      'is hidden from the error of a %i, whatever shape the body has',
      async (status) => {
        withApiKey();
        for (const template of ERROR_BODIES) {
          const body = template.replaceAll('@KEY@', spelling);
          server.use(http.get('*/v1/me/tags', () => new HttpResponse(body, { status, headers: { 'content-type': 'application/json' } })));
          const error = await failure(() => listMyTags());
          expect(error.message).not.toMatch(KEY_PATTERN);
          expect(JSON.stringify(error)).not.toMatch(KEY_PATTERN);
        }
      },
    );

    it('is hidden from every text of a meeting, its field names included', async () => {
      withApiKey();
      const body = `{"id": "m1", "title": "Sync @KEY@", "summary": {"markdown": "# Notes\\n\\nKey: @KEY@"},
        "transcript": "**Alex**\\nMy key is @KEY@", "participants": [{"name": "@KEY@", "email": "a@x.example"}],
        "endTime": {"@KEY@": 1}, "tags": [{"name": "@KEY@", "color": "red"}]}`;
      server.use(http.get('*/v1/me/meetings/m1', () => json(body, spelling)));
      const meeting = await getMeeting('me', 'm1');
      expect(JSON.stringify(meeting)).not.toMatch(KEY_PATTERN);
      expect(meeting.title).toBe('Sync [key hidden]');
      // The field that could not be read is shown as what came: without the key.
      expect(meeting.unreadable).toEqual([{ field: 'endTime', text: '{"[key hidden]":1}' }]);
    });

    it.each([
      ['that did not delete', '{"success": false, "message": "Key @KEY@ may not delete meetings"}'],
      ['that deleted', '{"success": true, "message": "Deleted with key @KEY@"}'],
    ])('is hidden from the message of a DELETE answered 200 %s', async (_case, body) => {
      withApiKey();
      server.use(http.delete('*/v1/me/meetings/m1', () => json(body, spelling)));
      const result = await deleteMeeting('me', 'm1');
      expect(result.message).toContain('[key hidden]');
      expect(JSON.stringify(result)).not.toMatch(KEY_PATTERN);
    });
  });

  it('is hidden from a status line and a page that is not JSON', async () => {
    withApiKey();
    server.use(
      http.get('*/v1/me/tags', () => new HttpResponse(`Bad key ${DEMO_API_KEY}`, { status: 502, statusText: `Bad key ${DEMO_API_KEY}` })),
    );
    expect((await failure(() => listMyTags())).message).not.toMatch(KEY_PATTERN);
    server.use(http.get('*/v1/me/tags', () => new HttpResponse(null, { status: 418, statusText: `Refused ${DEMO_API_KEY}` })));
    expect((await failure(() => listMyTags())).message).not.toMatch(KEY_PATTERN);
  });
});

describe('server text in an error message', () => {
  it('is isolated from our words around it when it could reorder them (right-to-left text, an override)', async () => {
    withApiKey();
    server.use(http.get('*/v1/me/tags', () => HttpResponse.json({ error: 'limit \u202Eexe.png' }, { status: 400 })));
    expect((await failure(() => listMyTags())).message).toBe('The API rejected the request: \u2068limit \u202Eexe.png\u2069');
    server.use(http.get('*/v1/me/tags', () => HttpResponse.json({ error: 'limit is wrong' }, { status: 400 })));
    expect((await failure(() => listMyTags())).message).toBe('The API rejected the request: limit is wrong');
  });
});

describe('a redirect', () => {
  it.each([301, 302, 303, 307, 308])(
    'answered %i is not followed: the key goes nowhere else, and the error says where it pointed',
    async (status) => {
      withApiKey();
      const sent = recordRequests();
      server.use(
        http.get(
          '*/v1/me/meetings',
          () => new HttpResponse(null, { status, headers: { location: 'https://sign-in.example/login?next=/v1' } }),
        ),
        http.get('https://sign-in.example/*', () => HttpResponse.json({ meetings: [], nextCursor: null })),
      );
      const error = await failure(() => listMeetings('me', { limit: 30 }));
      expect(error).toMatchObject({ kind: 'redirected', retryable: false, worthRetrying: true });
      expect(error.message).toBe(
        'The API redirected the request to https://sign-in.example/login — check the API address. The redirect was not followed, so the API key was not sent there.',
      );
      expect(sent.map((r) => r.url.origin)).not.toContain('https://sign-in.example');
    },
  );

  it('to a sign-in page on the same origin ends in the same clear message, not "Not found"', async () => {
    withApiKey();
    server.use(http.get('*/v1/me/tags', () => new HttpResponse(null, { status: 302, headers: { location: '/login' } })));
    const error = await failure(() => listMyTags());
    expect(error.kind).toBe('redirected');
    expect(error.message).toMatch(/^The API redirected the request to http:\/\/localhost(:\d+)?\/login — check the API address\./);
  });
});

describe('a key the x-api-key header cannot carry', () => {
  it.each([
    ['an inner space', 'demo key'],
    ['a letter outside ASCII', 'démo-key'],
    ['a line break', 'demo\nkey'],
    ['an invisible character', 'demo\u200bkey'],
  ])('with %s is refused before anything is sent, as a key to enter again', async (_case, key) => {
    withApiKey(key);
    const sent = recordRequests();
    const error = await failure(() => listMyTags());
    expect(error).toMatchObject({ kind: 'unauthorized', field: 'x-api-key', retryable: false });
    expect(error.message).toMatch(/characters an API key cannot have/);
    expect(sent).toHaveLength(0);
  });
});

/** A body that never ends, 1 MB at a time, made as it is read (never held whole). */
function endlessBody(): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode('{"padding": "'.padEnd(1024 * 1024, 'x'));
  return new ReadableStream({ pull: (controller) => controller.enqueue(chunk) });
}

describe('an answer larger than any real one', () => {
  it('of a meeting: stops reading at 64 MB and says so, without showing any of it', async () => {
    withApiKey();
    server.use(http.get('*/v1/me/meetings/m1', () => new HttpResponse(endlessBody(), { headers: { 'content-type': 'application/json' } })));
    const error = await failure(() => getMeeting('me', 'm1'));
    expect(error).toMatchObject({ kind: 'too-large', retryable: false, worthRetrying: false });
    expect(error.message).toBe('The API sent more than 64 MB for one meeting; it was not shown.');
  });

  it.each([['the health check', 'The API sent more than 64 KB for the health check; it was not shown.']])(
    'of %s: a tight limit',
    async (_what, message) => {
      server.use(http.get('*/api/v1/health', () => new HttpResponse(endlessBody(), { headers: { 'content-type': 'application/json' } })));
      const error = await failure(() => getHealth());
      expect(error).toMatchObject({ kind: 'too-large', message });
    },
  );

  it('of a list page that is large but within its limit: read whole', async () => {
    withApiKey();
    const meetings = Array.from({ length: 100 }, (_, index) => ({ id: `m${index}`, title: 'T'.repeat(50_000) }));
    server.use(http.get('*/v1/me/meetings', () => HttpResponse.json({ meetings, nextCursor: null })));
    const page = await listMeetings('me', { limit: 100 });
    expect(page.meetings).toHaveLength(100);
  });
});
