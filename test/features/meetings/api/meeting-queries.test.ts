import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MeetingListCache } from '@/features/meetings/api/meeting-cache';
import { MEETING_PAGE_SIZE } from '@/screens/meeting-list-filters';
import { meetingQueries } from '@/features/meetings/api/meeting-queries';
import { deleteMeetingMutationOptions, type DeleteMeetingVariables } from '@/features/meetings/api/delete-meeting';
import { createQueryClient } from '@/lib/query/query-client';
import { db } from '@/mocks/data/db';
import { server } from '@/mocks/node/test-server';
import { withApiKey } from '../../../support/api-key';
import { recordRequests } from '../../../support/request-log';

const newClient = () => createQueryClient({ defaultOptions: { queries: { retry: false } } });
const myMeetings = () => db.meetings().filter((m) => m.ownerId === db.me().id);

describe('meeting list queries', () => {
  it('page by nextCursor until the server has no more', async () => {
    withApiKey();
    const client = newClient();
    const data = await client.fetchInfiniteQuery({ ...meetingQueries.list('me', {}), pages: 100 });
    expect(data.pages.length).toBe(Math.ceil(myMeetings().length / MEETING_PAGE_SIZE));
    expect(data.pages.flatMap((p) => p.meetings.map((m) => m.id))).toEqual(myMeetings().map((m) => m.id));
  });

  it('stop when the server hands back the cursor it was given', async () => {
    withApiKey();
    server.use(http.get('*/v1/me/meetings', () => HttpResponse.json({ meetings: [{ id: 'x' }], nextCursor: 'same' })));
    const sent = recordRequests();
    const data = await newClient().fetchInfiniteQuery({ ...meetingQueries.list('me', {}), pages: 10 });
    expect(data.pages).toHaveLength(2);
    expect(sent).toHaveLength(2);
  });

  it('send only the filters the scope accepts, and key the cache by them', async () => {
    withApiKey();
    const sent = recordRequests();
    const filters = { tag: 'Product', userEmail: 'li.ming@acme.example' };
    await newClient().fetchInfiniteQuery(meetingQueries.list('me', filters));
    await newClient().fetchInfiniteQuery(meetingQueries.list('workspace', filters));
    expect(sent[0]?.url.searchParams.get('tag')).toBe('Product');
    expect(sent[0]?.url.searchParams.has('userEmail')).toBe(false);
    expect(sent[1]?.url.searchParams.get('userEmail')).toBe('li.ming@acme.example');
    expect(sent[1]?.url.searchParams.has('tag')).toBe(false);
    expect(meetingQueries.list('me', filters).queryKey).toEqual(meetingQueries.list('me', { tag: 'Product' }).queryKey);
  });
});

describe('the delete mutation', () => {
  /** Runs the mutation the way the app does: one MutationObserver per deletion. */
  function deleteWith(client: QueryClient, variables: DeleteMeetingVariables) {
    return new MutationObserver(client, deleteMeetingMutationOptions(client)).mutate(variables);
  }

  it('sends exactly one DELETE and drops the meeting from every cached list', async () => {
    withApiKey();
    const client = newClient();
    const target = myMeetings()[0]!;
    await client.fetchInfiniteQuery(meetingQueries.list('me', {}));
    await client.fetchInfiniteQuery(meetingQueries.list('workspace', {}));
    const sent = recordRequests();
    const outcome = await deleteWith(client, { scope: 'me', meetingId: target.id });
    expect(outcome).toMatchObject({ success: true, deletedMeetingId: target.id });
    expect(sent.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    for (const scope of ['me', 'workspace'] as const) {
      const cached = client.getQueryData<MeetingListCache>(meetingQueries.list(scope, {}).queryKey);
      expect(cached?.pages.flatMap((p) => p.meetings).some((m) => m.id === target.id)).toBe(false);
    }
  });

  it('treats a 404 as already deleted', async () => {
    withApiKey();
    const outcome = await deleteWith(newClient(), { scope: 'workspace', meetingId: '404404' });
    expect(outcome).toMatchObject({ success: true, deletedMeetingId: '404404' });
  });

  it('never retries a failed DELETE', async () => {
    withApiKey();
    server.use(http.delete('*/v1/me/meetings/:id', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    const sent = recordRequests();
    await expect(deleteWith(newClient(), { scope: 'me', meetingId: myMeetings()[0]!.id })).rejects.toMatchObject({
      kind: 'server',
    });
    expect(sent.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });
});
