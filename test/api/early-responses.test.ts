import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/api/api-config';
import { rememberEarlyResponse } from '@/api/early-responses';
import { buildRequest } from '@/api/build-request';
import { listMyMeetings } from '@/api/meetings';
import { meetingQueries, prefetchMeetingList } from '@/features/meetings/api/meeting-queries';
import { createQueryClient } from '@/lib/query-client';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { server } from '@/mocks/node/test-server';
import { withApiKey } from '../support/api-key';
import { recordRequests } from '../support/request-log';

/** What src/early-request.ts does before the app loads: the same request, started early. Settles once it is all in. */
function startEarly(params: Record<string, string | number>) {
  const { url, init } = buildRequest('listMyMeetings', { params }, { baseUrl: '', apiKey: DEMO_API_KEY });
  return rememberEarlyResponse(url, fetch(url, init));
}

const firstPageKey = () => meetingQueries.list('me', {}).queryKey;

describe('a response started before the app loaded', () => {
  it('is adopted by the same request, once; the next one goes to the network', async () => {
    withApiKey();
    const sent = recordRequests();
    void startEarly({ limit: 30 });
    const page = await listMyMeetings({ limit: 30 });
    expect(page.meetings).toHaveLength(30);
    expect(sent).toHaveLength(1);
    await listMyMeetings({ limit: 30 });
    expect(sent).toHaveLength(2);
  });

  it('is not adopted by a different request', async () => {
    withApiKey();
    const sent = recordRequests();
    void startEarly({ limit: 30 });
    await listMyMeetings({ limit: 30, tag: 'Product' });
    expect(sent.map((r) => r.url.search)).toEqual(['?limit=30', '?limit=30&tag=Product']);
  });

  it('still obeys the timeout', async () => {
    withApiKey();
    configureApi({ timeoutMs: 50 });
    server.use(
      http.get('*/v1/me/meetings', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    void startEarly({ limit: 30 });
    await expect(listMyMeetings({ limit: 30 })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('is in the cache at once when the app starts after it has all arrived, so the list renders with it', async () => {
    withApiKey();
    const sent = recordRequests();
    await startEarly({ limit: 30 });
    const queryClient = createQueryClient();
    prefetchMeetingList(queryClient, 'me', new URLSearchParams());
    // Synchronously: nothing awaited between the prefetch and the read.
    expect(queryClient.getQueryData(firstPageKey())?.pages[0]?.meetings).toHaveLength(30);
    expect(queryClient.getQueryState(firstPageKey())?.fetchStatus).toBe('idle');
    expect(sent).toHaveLength(1);
  });

  it('is left to the usual request, with its error, when it arrived as a failure', async () => {
    withApiKey();
    server.use(http.get('*/v1/me/meetings', () => HttpResponse.json({ error: 'Boom' }, { status: 500 }), { once: true }));
    const sent = recordRequests();
    await startEarly({ limit: 30 });
    const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchMeetingList(queryClient, 'me', new URLSearchParams());
    expect(queryClient.getQueryData(firstPageKey())).toBeUndefined();
    await vi.waitFor(() => expect(queryClient.getQueryState(firstPageKey())?.status).toBe('error'));
    expect(queryClient.getQueryState(firstPageKey())?.error).toMatchObject({ kind: 'server', status: 500 });
    // The failed early response was adopted: no second request behind the user's back.
    expect(sent).toHaveLength(1);
  });
});
