import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError, type ApiErrorKind } from '@/api/api-error';
import { listMyTags } from '@/api/tags';
import { retryDelay, shouldRetry } from '@/api/retry-policy';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/mocks/node/test-server';
import { withApiKey } from '../support/api-key';
import { recordRequests } from '../support/request-log';

const error = (kind: ApiErrorKind, retryAt: Date | null = null) => new ApiError({ kind, operation: 'listMyTags', message: kind, retryAt });

describe('retry policy', () => {
  it.each(['rate-limited', 'server', 'network', 'timeout'] as const)('retries %s up to three times', (kind) => {
    expect(shouldRetry(0, error(kind))).toBe(true);
    expect(shouldRetry(2, error(kind))).toBe(true);
    expect(shouldRetry(3, error(kind))).toBe(false);
  });

  it.each(['bad-request', 'unauthorized', 'forbidden', 'not-found', 'invalid-params', 'bad-response', 'http'] as const)(
    'never retries %s',
    (kind) => {
      expect(shouldRetry(0, error(kind))).toBe(false);
    },
  );

  it('does not retry errors it knows nothing about', () => {
    expect(shouldRetry(0, new Error('render bug'))).toBe(false);
  });

  it('waits as long as Retry-After asks, and gives up at once when that is too long', () => {
    // The clock stands still: the wait is exactly what is left until the server's time.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const soon = error('rate-limited', new Date(Date.now() + 2_000));
    expect(retryDelay(1, soon)).toBe(2_000);
    expect(shouldRetry(0, soon)).toBe(true);
    expect(shouldRetry(0, error('rate-limited', new Date(Date.now() + 10_000)))).toBe(true);
    expect(shouldRetry(0, error('rate-limited', new Date(Date.now() + 10_001)))).toBe(false);
  });

  it('otherwise backs off, waiting longer each time, within a few seconds', () => {
    const delays = [1, 2, 3].map((n) => retryDelay(n, error('server')));
    expect(delays[0]).toBeGreaterThan(0);
    expect(delays[1]).toBeGreaterThan(delays[0]!);
    expect(delays[2]).toBeGreaterThan(delays[1]!);
    expect(delays[2]).toBeLessThanOrEqual(10_000);
  });
});

describe('queries with the retry policy', () => {
  const client = () => createQueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });

  it('retry a failing server until it recovers', async () => {
    withApiKey();
    let calls = 0;
    server.use(
      http.get('*/v1/me/tags', () => {
        calls += 1;
        return calls < 3 ? HttpResponse.json({ error: 'busy' }, { status: 503 }) : HttpResponse.json({ tags: [] });
      }),
    );
    const data = await client().fetchQuery({ queryKey: ['tags'], queryFn: () => listMyTags() });
    expect(data.tags).toEqual([]);
    expect(calls).toBe(3);
  });

  it('do not repeat a request the server rejected', async () => {
    withApiKey();
    server.use(http.get('*/v1/me/tags', () => HttpResponse.json({ error: 'bad' }, { status: 400 })));
    const sent = recordRequests();
    await expect(client().fetchQuery({ queryKey: ['tags'], queryFn: () => listMyTags() })).rejects.toMatchObject({
      kind: 'bad-request',
    });
    expect(sent).toHaveLength(1);
  });
});
