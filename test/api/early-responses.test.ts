import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CALL_LIMITS } from '@/api/call-limits';
import { rememberEarlyResponse } from '@/api/early-responses';
import { prepareRequest } from '@/api/endpoints';
import { listMyMeetings } from '@/api/meetings';
import { createQueryClient } from '@/lib/query-client';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { server } from '@/mocks/node/test-server';
import { faultHandler } from '@/mocks/scenarios/faults';
import { withApiKey } from '../support/api-key';
import { recordRequests } from '../support/request-log';

/** What src/early-request.ts does before the app loads: the same request, started early. */
function startEarly(params: Record<string, string | number>): AbortSignal {
  const { url, init } = prepareRequest('listMyMeetings', { params }, { baseUrl: '', apiKey: DEMO_API_KEY });
  const controller = new AbortController();
  rememberEarlyResponse(url, fetch(url, { ...init, signal: controller.signal }), controller);
  return controller.signal;
}

function fakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  onTestFinished(() => void vi.useRealTimers());
}

describe('a response started before the app loaded', () => {
  it('is adopted by the same request, once; the next one goes to the network', async () => {
    withApiKey();
    const sent = recordRequests();
    startEarly({ limit: 30 });
    const page = await listMyMeetings({ limit: 30 });
    expect(page.meetings).toHaveLength(30);
    expect(sent).toHaveLength(1);
    await listMyMeetings({ limit: 30 });
    expect(sent).toHaveLength(2);
  });

  it('is not adopted by a different request', async () => {
    withApiKey();
    const sent = recordRequests();
    startEarly({ limit: 30 });
    await listMyMeetings({ limit: 30, tag: 'Product' });
    expect(sent.map((r) => r.url.search)).toEqual(['?limit=30', '?limit=30&tag=Product']);
  });

  it('obeys the timeout for its answer, and the early request is cancelled', async () => {
    fakeClock();
    withApiKey();
    server.use(faultHandler({ fault: 'hang', path: '/v1/me/meetings' }));
    const early = startEarly({ limit: 30 });
    const outcome = listMyMeetings({ limit: 30 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CALL_LIMITS.list.attemptMs);
    expect(await outcome).toMatchObject({ kind: 'timeout' });
    expect(early.aborted).toBe(true);
  });

  it('obeys the timeout for its body: a stalled one ends the attempt', async () => {
    fakeClock();
    withApiKey();
    server.use(faultHandler({ fault: 'stall', path: '/v1/me/meetings' }));
    const early = startEarly({ limit: 30 });
    const outcome = listMyMeetings({ limit: 30 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CALL_LIMITS.list.attemptMs);
    expect(await outcome).toMatchObject({ kind: 'timeout', message: expect.stringMatching(/stopped sending/) as unknown });
    expect(early.aborted).toBe(true);
  });

  it('that failed is not adopted again: the retry sends a new request, which succeeds', async () => {
    fakeClock();
    withApiKey();
    const sent = recordRequests();
    server.use(faultHandler({ fault: 'stall', path: '/v1/me/meetings', times: 1 }));
    startEarly({ limit: 30 });
    const client = createQueryClient();
    const page = client.fetchQuery({ queryKey: ['page'], queryFn: ({ signal }) => listMyMeetings({ limit: 30 }, { signal }) });
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
    expect(early.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(early.aborted).toBe(true);
  });
});
