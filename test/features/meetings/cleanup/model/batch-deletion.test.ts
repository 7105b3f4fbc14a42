import { describe, expect, it } from 'vitest';
import { deleteMeeting } from '@/api/meeting-deletion';
import { countOf, deleteBatch, type BatchItem, type BatchProgress } from '@/features/meetings/cleanup/model/batch-deletion';
import { tokenBucket } from '@/lib/bulk/token-bucket';
import { db } from '@/mocks/data/db';
import { server } from '@/mocks/node/test-server';
import { faultHandler } from '@/mocks/scenarios/faults';
import { withApiKey } from '../../../../support/api-key';
import { manualClock } from '../../../../support/manual-clock';
import { recordRequests, type SentRequest } from '../../../../support/request-log';

const myMeetings = () => db.meetings().filter((m) => m.ownerId === db.me().id);
const batchOf = (count: number): BatchItem[] =>
  myMeetings()
    .slice(0, count)
    .map((m) => ({ id: m.id, title: m.title ?? '', status: 'waiting' }));
const deletes = (sent: readonly SentRequest[]) => sent.filter((r) => r.method === 'DELETE').map((r) => ({ path: r.url.pathname }));
const statuses = (progress: BatchProgress) => progress.items.map((item) => item.status);

/** The API answers the meeting's DELETE with 429 and this Retry-After (`times` times, or always). */
const deleteRateLimited = (item: BatchItem, retryAfter: string, times?: number) =>
  faultHandler({
    fault: 'status',
    status: 429,
    method: 'DELETE',
    path: `/v1/me/meetings/${item.id}`,
    headers: { 'retry-after': retryAfter },
    ...(times === undefined ? {} : { times }),
  });

function run(items: BatchItem[], { perMinute = 6_000, burst = 100, signal = new AbortController().signal } = {}) {
  withApiKey();
  const time = manualClock();
  const seen: BatchProgress[] = [];
  const outcome = deleteBatch(items, {
    send: async (id) => (await deleteMeeting('me', id), 'deleted'),
    pacer: tokenBucket({ perMinute, burst, clock: time.clock }),
    signal,
    onProgress: (progress) => seen.push(progress),
  });
  return { outcome, seen, time };
}

describe('deleting a confirmed batch', () => {
  it('sends exactly one DELETE per meeting, one at a time, and reports each as it goes', async () => {
    const sent = recordRequests();
    const items = batchOf(3);
    const { outcome, seen } = run(items);
    const done = await outcome;
    expect(done.phase).toBe('done');
    expect(statuses(done)).toEqual(['deleted', 'deleted', 'deleted']);
    expect(deletes(sent).map((r) => r.path)).toEqual(items.map((item) => `/v1/me/meetings/${item.id}`));
    // Never two on their way at once.
    expect(seen.every((progress) => countOf(progress.items, 'sending') <= 1)).toBe(true);
    expect(items.every((item) => db.findMeeting(item.id) === null)).toBe(true);
  });

  it('keeps to the rate: after the burst, one DELETE per token', async () => {
    const sent = recordRequests();
    const { outcome, time } = run(batchOf(4), { perMinute: 60, burst: 2 });
    await expect.poll(() => deletes(sent).length).toBe(2);
    expect(time.longestWait()).toBe(1_000);
    time.advance(1_000);
    await expect.poll(() => deletes(sent).length).toBe(3);
    time.advance(1_000);
    expect((await outcome).phase).toBe('done');
    expect(deletes(sent)).toHaveLength(4);
  });

  it('sends a DELETE answered 429 again once its Retry-After has passed, and nothing before', async () => {
    const items = batchOf(2);
    server.use(deleteRateLimited(items[0]!, '20', 1));
    const sent = recordRequests();
    const { outcome, seen, time } = run(items);
    await expect.poll(() => seen.at(-1)?.phase).toBe('waiting-for-api');
    expect(statuses(seen.at(-1)!)).toEqual(['waiting', 'waiting']);
    // Retry-After is read against the real time: about 20 s from the answer.
    expect(time.longestWait()).toBeGreaterThan(19_000);
    time.advance(time.longestWait() - 1);
    expect(deletes(sent)).toHaveLength(1);
    time.advance(1);
    const done = await outcome;
    expect(statuses(done)).toEqual(['deleted', 'deleted']);
    expect(deletes(sent).map((r) => r.path)).toEqual([items[0]!.id, items[0]!.id, items[1]!.id].map((id) => `/v1/me/meetings/${id}`));
  });

  it('gives up on a meeting the API keeps answering 429, after the queries’ retry limit, and goes on', async () => {
    const items = batchOf(2);
    server.use(deleteRateLimited(items[0]!, '1'));
    const sent = recordRequests();
    const { outcome, time } = run(items);
    for (let wait = 0; wait < 3; wait += 1) {
      await expect.poll(() => time.longestWait()).toBeGreaterThan(0);
      time.advance(time.longestWait());
    }
    const done = await outcome;
    expect(statuses(done)).toEqual(['failed', 'deleted']);
    expect(deletes(sent).filter((r) => r.path.endsWith(items[0]!.id))).toHaveLength(4);
  });

  it('reports a 404 as already gone and a 500 as failed with its reason, never sending either again', async () => {
    const items = batchOf(3);
    server.use(
      faultHandler({ fault: 'status', status: 404, method: 'DELETE', path: `/v1/me/meetings/${items[0]!.id}` }),
      faultHandler({ fault: 'status', status: 500, method: 'DELETE', path: `/v1/me/meetings/${items[1]!.id}` }),
    );
    const sent = recordRequests();
    const done = await run(items).outcome;
    expect(statuses(done)).toEqual(['gone', 'failed', 'deleted']);
    expect(done.items[1]?.reason).toMatch(/500|server/i);
    expect(deletes(sent)).toHaveLength(3);
    expect(db.findMeeting(items[1]!.id)).not.toBeNull();
  });

  it('stops: what was not sent stays, and is never sent', async () => {
    const sent = recordRequests();
    const stop = new AbortController();
    const items = batchOf(4);
    const { outcome, time } = run(items, { perMinute: 60, burst: 1, signal: stop.signal });
    await expect.poll(() => deletes(sent).length).toBe(1);
    stop.abort();
    const done = await outcome;
    expect(done.phase).toBe('stopped');
    expect(statuses(done)).toEqual(['deleted', 'waiting', 'waiting', 'waiting']);
    time.advance(60_000);
    expect(deletes(sent)).toHaveLength(1);
    expect(items.slice(1).every((item) => db.findMeeting(item.id) !== null)).toBe(true);
  });
});
