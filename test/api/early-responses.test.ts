import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CALL_LIMITS } from '@/api/call-limits';
import { rememberEarlyResponse } from '@/api/early-responses';
import { buildRequest } from '@/api/build-request';
import { listMeetings } from '@/api/meetings';
import { meetingQueries, prefetchMeetingList } from '@/features/meetings/api/meeting-queries';
import { createQueryClient } from '@/lib/query/query-client';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { server } from '@/mocks/node/test-server';
import { faultHandler } from '@/mocks/scenarios/faults';
import { withApiKey } from '../support/api-key';
import { recordRequests } from '../support/request-log';

/**
 * What src/boot/early-request.ts does before the app loads: the same request, started early. `arrived`
 * settles once a copy of its answer is all in. `sentMsAgo`: the page's start sent it that long before
 * the early entry's code took it over.
 */
function startEarly(params: Record<string, string | number>, { sentMsAgo = 0 } = {}): { signal: AbortSignal; arrived: Promise<unknown> } {
  const { url, init } = buildRequest('listMyMeetings', { params }, { baseUrl: '', apiKey: DEMO_API_KEY });
  const controller = new AbortController();
  const response = fetch(url, { ...init, signal: controller.signal });
  const arrived = rememberEarlyResponse(url, response, controller, Date.now() - sentMsAgo);
  return { signal: controller.signal, arrived };
}

/** `intervals`: the mock's trickling body (a byte per interval) on the same clock. */
function fakeClock({ intervals = false } = {}): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', ...(intervals ? (['setInterval', 'clearInterval'] as const) : [])] });
  onTestFinished(() => void vi.useRealTimers());
}

/**
 * The first page sent early and adopted 5 s later (the app's code took that long to arrive): the
 * call's outcome, which must come `endsAfterMs` after the sending, not a moment sooner or later.
 */
async function adoptedLate(endsAfterMs: number): Promise<unknown> {
  const lateMs = 5_000;
  startEarly({ limit: 30 });
  await vi.advanceTimersByTimeAsync(lateMs);
  let settled = false;
  const outcome = listMeetings('me', { limit: 30 })
    .catch((error: unknown) => error)
    .finally(() => (settled = true));
  await vi.advanceTimersByTimeAsync(endsAfterMs - lateMs - 1);
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(settled).toBe(true);
  return outcome;
}

const firstPageKey = () => meetingQueries.list('me', {}).queryKey;

describe('a response started before the app loaded', () => {
  it('is adopted by the same request, once; the next one goes to the network', async () => {
    withApiKey();
    const sent = recordRequests();
    startEarly({ limit: 30 });
    const page = await listMeetings('me', { limit: 30 });
    expect(page.meetings).toHaveLength(30);
    expect(sent).toHaveLength(1);
    await listMeetings('me', { limit: 30 });
    expect(sent).toHaveLength(2);
  });

  it('is not adopted by a different request', async () => {
    withApiKey();
    const sent = recordRequests();
    startEarly({ limit: 30 });
    await listMeetings('me', { limit: 30, tag: 'Product' });
    expect(sent.map((r) => r.url.search)).toEqual(['?limit=30', '?limit=30&tag=Product']);
  });

  it('obeys the timeout for its answer, and the early request is cancelled', async () => {
    fakeClock();
    withApiKey();
    server.use(faultHandler({ fault: 'hang', path: '/v1/me/meetings' }));
    const early = startEarly({ limit: 30 });
    const outcome = listMeetings('me', { limit: 30 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CALL_LIMITS.list.attemptMs);
    expect(await outcome).toMatchObject({ kind: 'timeout' });
    expect(early.signal.aborted).toBe(true);
  });

  it('obeys the timeout for its body: a stalled one ends the attempt', async () => {
    fakeClock();
    withApiKey();
    server.use(faultHandler({ fault: 'stall', path: '/v1/me/meetings' }));
    const early = startEarly({ limit: 30 });
    const outcome = listMeetings('me', { limit: 30 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CALL_LIMITS.list.attemptMs);
    expect(await outcome).toMatchObject({ kind: 'timeout', message: expect.stringMatching(/stopped sending/) as unknown });
    expect(early.signal.aborted).toBe(true);
  });

  it('counts its time from when it was sent, not from when the app adopts it', async () => {
    fakeClock();
    withApiKey();
    server.use(faultHandler({ fault: 'hang', path: '/v1/me/meetings' }));
    const outcome = await adoptedLate(CALL_LIMITS.list.attemptMs);
    expect(outcome).toMatchObject({ kind: 'timeout', message: `The API did not answer within ${CALL_LIMITS.list.attemptMs / 1000} s.` });
  });

  it('whose answer is in is used however late the app adopts it, not timed out', async () => {
    fakeClock();
    withApiKey();
    const sent = recordRequests();
    const early = startEarly({ limit: 30 });
    await early.arrived;
    await vi.advanceTimersByTimeAsync(CALL_LIMITS.list.attemptMs + 1_000);
    const outcome = listMeetings('me', { limit: 30 }).catch((error: unknown) => error);
    // The answer's timer, past its time, fires at once: it gets its chance.
    await vi.advanceTimersByTimeAsync(0);
    expect(await outcome).toHaveProperty('meetings.length', 30);
    expect(sent).toHaveLength(1);
  });

  it('ends at the call’s deadline counted from its sending when its body trickles in', async () => {
    fakeClock({ intervals: true });
    withApiKey();
    server.use(faultHandler({ fault: 'trickle', path: '/v1/me/meetings', intervalMs: 100 }));
    const outcome = await adoptedLate(CALL_LIMITS.list.budgetMs);
    expect(outcome).toMatchObject({ kind: 'timeout', message: expect.stringMatching(/too slowly/) as unknown });
  });

  it('that failed is not adopted again: the retry sends a new request, which succeeds', async () => {
    fakeClock();
    withApiKey();
    const sent = recordRequests();
    server.use(faultHandler({ fault: 'stall', path: '/v1/me/meetings', times: 1 }));
    startEarly({ limit: 30 });
    const client = createQueryClient();
    const page = client.fetchQuery({ queryKey: ['page'], queryFn: ({ signal }) => listMeetings('me', { limit: 30 }, { signal }) });
    await vi.advanceTimersByTimeAsync(CALL_LIMITS.list.attemptMs + 500);
    expect((await page).meetings).toHaveLength(30);
    expect(sent).toHaveLength(2);
  });

  it('is cancelled if the app never asks for it', async () => {
    fakeClock();
    withApiKey();
    server.use(faultHandler({ fault: 'hang', path: '/v1/me/meetings' }));
    const early = startEarly({ limit: 30 });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(early.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(early.signal.aborted).toBe(true);
  });

  it('is cancelled 30 s after its sending, however late the early entry took it over', async () => {
    fakeClock();
    withApiKey();
    server.use(faultHandler({ fault: 'hang', path: '/v1/me/meetings' }));
    const early = startEarly({ limit: 30 }, { sentMsAgo: 5_000 });
    await vi.advanceTimersByTimeAsync(24_999);
    expect(early.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(early.signal.aborted).toBe(true);
  });

  it('is in the cache at once when the app starts after it has all arrived, so the list renders with it', async () => {
    withApiKey();
    const sent = recordRequests();
    await startEarly({ limit: 30 }).arrived;
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
    await startEarly({ limit: 30 }).arrived;
    const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchMeetingList(queryClient, 'me', new URLSearchParams());
    expect(queryClient.getQueryData(firstPageKey())).toBeUndefined();
    await vi.waitFor(() => expect(queryClient.getQueryState(firstPageKey())?.status).toBe('error'));
    expect(queryClient.getQueryState(firstPageKey())?.error).toMatchObject({ kind: 'server', status: 500 });
    // The failed early response was adopted: no second request behind the user's back.
    expect(sent).toHaveLength(1);
  });
});
