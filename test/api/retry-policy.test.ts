import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError, type ApiErrorKind } from '@/api/api-error';
import { listMyTags } from '@/api/tags';
import { describeWait, readRetryAt } from '@/api/error-response';
import { retryDelay, shouldRetry } from '@/api/retry-policy';
import { createQueryClient } from '@/lib/query/query-client';
import { server } from '@/mocks/node/test-server';
import { faultHandler } from '@/mocks/scenarios/faults';
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

describe('Retry-After and X-RateLimit-Reset', () => {
  const now = new Date('2026-11-20T17:00:00Z');
  const at = (headers: Record<string, string>) => readRetryAt(new Headers(headers), now)?.toISOString() ?? null;
  const after = (ms: number) => new Date(now.getTime() + ms).toISOString();

  it.each([
    ['Retry-After seconds', { 'retry-after': '3' }, after(3_000)],
    ['Retry-After fractional seconds', { 'retry-after': '1.5' }, after(1_500)],
    ['Retry-After 0', { 'retry-after': '0' }, null],
    ['Retry-After negative', { 'retry-after': '-5' }, null],
    ['Retry-After garbage', { 'retry-after': 'soon' }, null],
    ['Retry-After as an HTTP date', { 'retry-after': 'Fri, 20 Nov 2026 17:00:04 GMT' }, after(4_000)],
    ['an HTTP date already past', { 'retry-after': 'Fri, 20 Nov 2026 16:59:00 GMT' }, null],
    [
      'an HTTP date from a server whose clock is 1 h behind ours (its Date header)',
      { 'retry-after': 'Fri, 20 Nov 2026 16:00:06 GMT', date: 'Fri, 20 Nov 2026 16:00:00 GMT' },
      after(6_000),
    ],
    ['X-RateLimit-Reset in Unix seconds', { 'x-ratelimit-reset': String(now.getTime() / 1000 + 45) }, after(45_000)],
    ['X-RateLimit-Reset in Unix milliseconds', { 'x-ratelimit-reset': String(now.getTime() + 2_000) }, after(2_000)],
    ['X-RateLimit-Reset as seconds from now', { 'x-ratelimit-reset': '20' }, after(20_000)],
    ['X-RateLimit-Reset already past', { 'x-ratelimit-reset': String(now.getTime() / 1000 - 10) }, null],
    ['X-RateLimit-Reset 0', { 'x-ratelimit-reset': '0' }, null],
    ['Retry-After 0 with a valid X-RateLimit-Reset', { 'retry-after': '0', 'x-ratelimit-reset': '7' }, after(7_000)],
  ])('%s', (_case, headers, expected) => {
    expect(at(headers)).toBe(expected);
  });

  it('says when: in seconds, at a time later today, with the date on another day', () => {
    const local = new Date(2026, 10, 20, 9, 0, 0);
    expect(describeWait(new Date(local.getTime() + 12_000), local)).toBe('in 12 s');
    expect(describeWait(new Date(2026, 10, 20, 14, 29), local)).toMatch(/^at 2:29\sPM$/);
    expect(describeWait(new Date(2026, 10, 23, 8, 29), local)).toMatch(/^on Mon, Nov 23 at 8:29\sAM$/);
    expect(describeWait(new Date(2027, 0, 4, 8, 29), local)).toMatch(/^on Mon, Jan 4, 2027 at 8:29\sAM$/);
  });
});

describe('rate-limited queries', () => {
  /** When each request arrived, on the fake clock, relative to the first. */
  function requestTimes(): number[] {
    const times: number[] = [];
    const listener = () => times.push(Date.now());
    server.events.on('request:start', listener);
    onTestFinished(() => void server.events.removeListener('request:start', listener));
    return times;
  }

  async function fetchTags() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    onTestFinished(() => void vi.useRealTimers());
    withApiKey();
    const times = requestTimes();
    const client = createQueryClient();
    const result = client.fetchQuery({ queryKey: ['tags'], queryFn: ({ signal }) => listMyTags({ signal }) }).then(
      () => 'ok',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(40_000);
    const start = times[0] ?? 0;
    return { outcome: await result, gaps: times.slice(1).map((time, index) => time - (times[index] ?? start)) };
  }

  it.each([['0'], ['-3'], ['an hour ago']])('fall back to the normal backoff when Retry-After is %s', async (value) => {
    const header = value === 'an hour ago' ? '{date-3600}' : value;
    server.use(faultHandler({ fault: 'status', path: '/v1/me/tags', status: 429, headers: { 'retry-after': header }, times: 3 }));
    const { outcome, gaps } = await fetchTags();
    expect(outcome).toBe('ok');
    expect(gaps).toEqual([500, 1_000, 2_000]);
  });

  it('honour an HTTP-date Retry-After on every attempt, not only the first', async () => {
    server.use(faultHandler({ fault: 'status', path: '/v1/me/tags', status: 503, headers: { 'retry-after': '{date+3}' }, times: 3 }));
    const { outcome, gaps } = await fetchTags();
    expect(outcome).toBe('ok');
    // HTTP dates have whole seconds: each wait is 2 to 3 s, never the milliseconds a past date would give.
    expect(gaps).toHaveLength(3);
    for (const gap of gaps) expect(gap).toBeGreaterThan(2_000);
  });

  it('give up at once, saying the date, when the server asks them to come back days later', async () => {
    server.use(faultHandler({ fault: 'status', path: '/v1/me/tags', status: 429, headers: { 'retry-after': String(3 * 86_400) } }));
    const { outcome, gaps } = await fetchTags();
    expect(gaps).toEqual([]);
    expect(outcome).toMatchObject({
      kind: 'rate-limited',
      message: expect.stringMatching(/^Too many requests\. Try again on \w{3}, \w{3} \d+ at /) as unknown,
    });
  });
});
