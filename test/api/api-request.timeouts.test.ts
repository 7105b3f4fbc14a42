import { MutationObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { CALL_LIMITS } from '@/api/call-limits';
import { getHealth } from '@/api/health';
import { deleteMeeting } from '@/api/meeting-deletion';
import { getMeeting, listMeetings } from '@/api/meetings';
import { searchMyMeetings } from '@/api/search';
import { listMyTags } from '@/api/tags';
import { createQueryClient } from '@/lib/query/query-client';
import { server } from '@/mocks/node/test-server';
import { faultHandler, type FaultSpec } from '@/mocks/scenarios/faults';
import { withApiKey } from '../support/api-key';
import { recordRequests } from '../support/request-log';

/** The clock moves only when the test says so: "not yet" is checked at an exact instant. */
function fakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  onTestFinished(() => void vi.useRealTimers());
}

function fault(spec: FaultSpec): void {
  server.use(faultHandler(spec));
}

/** A call's outcome as it stands: pending until it settles. */
function watch(call: Promise<unknown>) {
  const state: { settled: boolean; error: unknown } = { settled: false, error: null };
  call.then(
    () => (state.settled = true),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

describe('one attempt', () => {
  it.each([
    ['a list page', () => listMeetings('me', { limit: 30 }), '/v1/me/meetings', CALL_LIMITS.list.attemptMs],
    ['a meeting', () => getMeeting('me', 'm1'), '/v1/me/meetings/m1', CALL_LIMITS.detail.attemptMs],
    ['a search', () => searchMyMeetings({ query: 'plan' }), '/v1/me/meetings/search', CALL_LIMITS.search.attemptMs],
    ['the health check', () => getHealth(), '/api/v1/health', CALL_LIMITS.health.attemptMs],
  ])('of %s that gets no answer times out after its attempt time, and not before', async (_what, call, path, attemptMs) => {
    fakeClock();
    withApiKey();
    fault({ fault: 'hang', path });
    const outcome = watch(call());
    await vi.advanceTimersByTimeAsync(attemptMs - 1);
    expect(outcome.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.error).toBeInstanceOf(ApiError);
    expect(outcome.error).toMatchObject({
      kind: 'timeout',
      retryable: true,
      message: `The API did not answer within ${attemptMs / 1000} s.`,
    });
  });

  it('whose body stops arriving (headers and a few bytes, then silence) times out too', async () => {
    fakeClock();
    withApiKey();
    fault({ fault: 'stall', path: '/v1/me/meetings' });
    const outcome = watch(listMeetings('me', { limit: 30 }));
    await vi.advanceTimersByTimeAsync(CALL_LIMITS.list.attemptMs - 1);
    expect(outcome.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.error).toMatchObject({
      kind: 'timeout',
      message: `The API stopped sending its answer: nothing arrived for ${CALL_LIMITS.list.attemptMs / 1000} s.`,
    });
  });

  it('whose connection is cut mid-body fails at once as a network error', async () => {
    fakeClock();
    withApiKey();
    fault({ fault: 'cut', path: '/v1/me/tags' });
    const outcome = watch(listMyTags());
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome.error).toMatchObject({ kind: 'network', retryable: true });
  });

  it('of a body that keeps arriving, but only byte by byte, ends at the call’s deadline, and not before', async () => {
    fakeClock();
    withApiKey();
    const body = JSON.stringify({ tags: [{ id: 't', name: 'Slow', shared: false }] });
    server.use(
      http.get('*/v1/me/tags', () => {
        // One byte every 5 s: never the attempt time (8 s) without one, so only an overall deadline ends it.
        let sent = 0;
        const stream = new ReadableStream<Uint8Array>({
          pull: (controller) =>
            new Promise<void>((resolve) =>
              setTimeout(() => {
                if (sent === body.length) controller.close();
                else controller.enqueue(new TextEncoder().encode(body[sent++]));
                resolve();
              }, 5_000),
            ),
        });
        return new HttpResponse(stream, { headers: { 'content-type': 'application/json' } });
      }),
    );
    const outcome = watch(listMyTags());
    await vi.advanceTimersByTimeAsync(CALL_LIMITS.list.budgetMs - 1);
    expect(outcome.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.error).toMatchObject({
      kind: 'timeout',
      message: `The API is sending its answer too slowly: it had not all arrived after ${CALL_LIMITS.list.budgetMs / 1000} s.`,
    });
  });

  it('of a DELETE is never repeated, whatever the failure', async () => {
    withApiKey();
    const sent = recordRequests();
    fault({ fault: 'status', path: '/v1/me/meetings/m1', method: 'DELETE', status: 503 });
    const observer = new MutationObserver(createQueryClient(), { mutationFn: () => deleteMeeting('me', 'm1') });
    await expect(observer.mutate()).rejects.toMatchObject({ kind: 'server' });
    expect(sent).toHaveLength(1);
  });
});

describe('a call with retries', () => {
  /** Runs a query with the app's retry policy, moving the clock a second at a time, until it settles. */
  async function runQuery(queryFn: (signal: AbortSignal) => Promise<unknown>) {
    const client = createQueryClient();
    const outcome = watch(client.fetchQuery({ queryKey: ['call'], queryFn: ({ signal }) => queryFn(signal) }));
    let elapsed = 0;
    while (!outcome.settled && elapsed < 120_000) {
      await vi.advanceTimersByTimeAsync(500);
      elapsed += 500;
    }
    return { ...outcome, elapsed };
  }

  it('that never gets an answer ends in a clear error within 30 s (three attempts of 8 s with backoff)', async () => {
    fakeClock();
    withApiKey();
    const sent = recordRequests();
    fault({ fault: 'hang', path: '/v1/me/meetings' });
    const result = await runQuery((signal) => listMeetings('me', { limit: 30 }, { signal }));
    expect(result.error).toMatchObject({ kind: 'timeout' });
    expect(sent).toHaveLength(3);
    expect(result.elapsed).toBeLessThanOrEqual(26_000);
  });

  it('for a meeting (10 s attempts) also ends within 30 s', async () => {
    fakeClock();
    withApiKey();
    const sent = recordRequests();
    fault({ fault: 'stall', path: '/v1/me/meetings/m1' });
    const result = await runQuery((signal) => getMeeting('me', 'm1', { signal }));
    expect(result.error).toMatchObject({ kind: 'timeout' });
    expect(sent).toHaveLength(2);
    expect(result.elapsed).toBeLessThanOrEqual(30_000);
  });

  it('recovers when the server does, within the budget', async () => {
    fakeClock();
    withApiKey();
    fault({ fault: 'hang', path: '/v1/me/tags', times: 1 });
    fault({ fault: 'status', path: '/v1/me/tags', status: 503, times: 1 });
    const result = await runQuery((signal) => listMyTags({ signal }));
    expect(result.error).toBeNull();
    expect(result.elapsed).toBeLessThanOrEqual(10_000);
  });
});
