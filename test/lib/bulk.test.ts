import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@/api/api-error';
import { MEETING_PAGE_SIZE } from '@/screens/meeting-list-filters';
import { meetingQueries } from '@/features/meetings/api/meeting-queries';
import { readItems, type ItemsProgress } from '@/lib/bulk/read-items';
import { readPages } from '@/lib/bulk/read-pages';
import { tokenBucket } from '@/lib/bulk/token-bucket';
import { createQueryClient } from '@/lib/query/query-client';
import { db } from '@/mocks/data/db';
import { server } from '@/mocks/node/test-server';
import { faultHandler } from '@/mocks/scenarios/faults';
import { withApiKey } from '../support/api-key';
import { manualClock } from '../support/manual-clock';
import { recordRequests, sentTo } from '../support/request-log';

const newClient = () => createQueryClient({ defaultOptions: { queries: { retry: false } } });
const myMeetings = () => db.meetings().filter((m) => m.ownerId === db.me().id);
const detailItems = (ids: string[]) => ids.map((id) => ({ id, query: meetingQueries.detail('me', id) }));

describe('reading every page of a list', () => {
  it('reads to the end into the list query’s cache, reporting each page, and asks nothing again', async () => {
    withApiKey();
    const { clock } = manualClock();
    const pacer = tokenBucket({ perMinute: 6_000, burst: 100, clock });
    const client = newClient();
    const sent = recordRequests();
    const seen: number[] = [];
    const list = meetingQueries.list('me', {});
    const outcome = await readPages(client, list, {
      pacer,
      signal: new AbortController().signal,
      onProgress: ({ data }) => seen.push(data?.pages.length ?? 0),
    });
    const pageCount = Math.ceil(myMeetings().length / MEETING_PAGE_SIZE);
    expect(outcome.end).toEqual({ kind: 'all' });
    expect(seen).toEqual(Array.from({ length: pageCount }, (_, i) => i + 1));
    expect(client.getQueryData(list.queryKey)?.pages.flatMap((p) => p.meetings.map((m) => m.id))).toEqual(myMeetings().map((m) => m.id));

    await readPages(client, list, { pacer, signal: new AbortController().signal });
    expect(sent).toHaveLength(pageCount);
  });

  it('keeps the pages it read and the error when a page cannot be read', async () => {
    withApiKey();
    const { clock } = manualClock();
    let served = 0;
    server.use(
      http.get('*/v1/me/meetings', () => {
        served += 1;
        return served === 1
          ? HttpResponse.json({ meetings: [{ id: 'a' }], nextCursor: 'next' })
          : HttpResponse.json({ message: 'No such cursor' }, { status: 400 });
      }),
    );
    const outcome = await readPages(newClient(), meetingQueries.list('me', {}), {
      pacer: tokenBucket({ perMinute: 60, burst: 5, clock }),
      signal: new AbortController().signal,
    });
    expect(outcome.data?.pages).toHaveLength(1);
    expect(outcome.end.kind).toBe('failed');
    expect(outcome.end.kind === 'failed' && (outcome.end.error as ApiError).kind).toBe('bad-request');
  });

  /** A list whose cursors run `cursors` after the first page, each page one new meeting. */
  function loopingList(cursors: string[]) {
    let served = 0;
    server.use(
      http.get('*/v1/me/meetings', ({ request }) => {
        served += 1;
        const cursor = new URL(request.url).searchParams.get('cursor');
        const at = cursor === null ? -1 : cursors.indexOf(cursor);
        // The last cursor leads back to the one after the first: a loop, never a null cursor.
        const next = cursors[at + 1] ?? cursors[at === -1 ? 0 : Math.max(0, cursors.length - 2)];
        return HttpResponse.json({ meetings: [{ id: `m-${served}` }], nextCursor: next });
      }),
    );
    return () => served;
  }

  it.each([
    ['of one (A → A)', ['A']],
    ['of two (A → B → A)', ['A', 'B']],
  ])('says a read whose cursors loop %s stopped early, not that it read everything', async (_name, cursors) => {
    withApiKey();
    const { clock } = manualClock();
    const served = loopingList(cursors);
    const outcome = await readPages(newClient(), meetingQueries.list('me', {}), {
      pacer: tokenBucket({ perMinute: 6_000, burst: 100, clock }),
      signal: new AbortController().signal,
    });
    expect(outcome.end).toEqual({ kind: 'repeated' });
    // Each cursor followed once, then the repeat seen: no more requests.
    expect(served()).toBe(cursors.length + 1);
    expect(outcome.data?.pages).toHaveLength(cursors.length + 1);
  });

  it('ends at its page limit and says so, with the pages read', async () => {
    withApiKey();
    const { clock } = manualClock();
    server.use(
      http.get('*/v1/me/meetings', ({ request }) => {
        const at = Number(new URL(request.url).searchParams.get('cursor') ?? 0);
        return HttpResponse.json({ meetings: [{ id: `m-${at}` }], nextCursor: String(at + 1) });
      }),
    );
    const sent = recordRequests();
    const outcome = await readPages(newClient(), meetingQueries.list('me', {}), {
      pacer: tokenBucket({ perMinute: 6_000, burst: 100, clock }),
      signal: new AbortController().signal,
      maxPages: 3,
    });
    expect(outcome.end).toEqual({ kind: 'page-limit', pages: 3 });
    expect(outcome.data?.pages).toHaveLength(3);
    expect(sent).toHaveLength(3);
  });

  it('says a read stopped mid-way was stopped, and keeps what it read', async () => {
    withApiKey();
    const time = manualClock();
    const stop = new AbortController();
    const sent = recordRequests();
    const reading = readPages(newClient(), meetingQueries.list('me', {}), {
      pacer: tokenBucket({ perMinute: 60, burst: 1, clock: time.clock }),
      signal: stop.signal,
    });
    // The first page went with the one token; the second waits for the clock.
    await vi.waitFor(() => expect(time.waiting()).toBe(1));
    stop.abort();
    const outcome = await reading;
    expect(outcome.end).toEqual({ kind: 'stopped' });
    expect(outcome.data?.pages).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });
});

describe('reading many items', () => {
  it('keeps to the rate: a burst, then one request per token', async () => {
    withApiKey();
    const time = manualClock();
    const ids = myMeetings()
      .slice(0, 4)
      .map((m) => m.id);
    const sent = recordRequests();
    const reading = readItems(newClient(), detailItems(ids), {
      pacer: tokenBucket({ perMinute: 60, burst: 2, clock: time.clock }),
      signal: new AbortController().signal,
      concurrency: 4,
    });
    // Nothing but the clock lets the third request go: once every reader waits on it, two were sent.
    await vi.waitFor(() => expect(time.waiting()).toBe(2));
    expect(sent).toHaveLength(2);
    time.advance(1_000);
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    time.advance(1_000);
    const outcome = await reading;
    expect(sent).toHaveLength(4);
    expect(outcome).toMatchObject({ total: 4, read: 4, failed: 0, stopped: false });
  });

  it('waits as long as a 429 asks, holding every request, then reads on', async () => {
    withApiKey();
    const time = manualClock();
    const [first, second] = myMeetings().map((m) => m.id);
    server.use(
      faultHandler({ fault: 'status', status: 429, path: `/v1/me/meetings/${first}`, headers: { 'retry-after': '20' }, times: 1 }),
    );
    const sent = recordRequests();
    const reading = readItems(newClient(), detailItems([first ?? '', second ?? '']), {
      pacer: tokenBucket({ perMinute: 600, burst: 10, clock: time.clock }),
      signal: new AbortController().signal,
      concurrency: 1,
    });
    // The clock stands still while the answer travels, so the wait is 20 s and whatever time that took.
    await vi.waitFor(() => expect(time.longestWait()).toBeGreaterThanOrEqual(20_000));
    expect(sent).toHaveLength(1);
    time.advance(time.longestWait());
    const outcome = await reading;
    expect(sentTo(sent, `/v1/me/meetings/${first}`)).toHaveLength(2);
    expect(outcome).toMatchObject({ read: 2, failed: 0 });
  });

  it('says which items could not be read, and never counts them as read', async () => {
    withApiKey();
    const { clock } = manualClock();
    const [one, two] = myMeetings().map((m) => m.id);
    const progress: ItemsProgress<unknown>[] = [];
    const outcome = await readItems(newClient(), detailItems([one ?? '', 'no-such-meeting', two ?? '']), {
      pacer: tokenBucket({ perMinute: 600, burst: 10, clock }),
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
    });
    expect(outcome).toMatchObject({ total: 3, read: 2, failed: 1 });
    const missing = outcome.results.get('no-such-meeting');
    expect(missing?.status).toBe('failed');
    expect(missing?.status === 'failed' && (missing.error as ApiError).kind).toBe('not-found');
    expect(progress.map((p) => p.read + p.failed)).toEqual([1, 2, 3]);
  });

  it('answers from the cache without a request or a token', async () => {
    withApiKey();
    const time = manualClock();
    const client = newClient();
    const ids = myMeetings()
      .slice(0, 3)
      .map((m) => m.id);
    const pacer = tokenBucket({ perMinute: 60, burst: 3, clock: time.clock });
    await readItems(client, detailItems(ids), { pacer, signal: new AbortController().signal });
    const sent = recordRequests();
    const outcome = await readItems(client, detailItems(ids), { pacer, signal: new AbortController().signal });
    expect(sent).toHaveLength(0);
    expect(outcome.read).toBe(3);
  });

  it('stops when asked: nothing more is sent, and what was read is kept', async () => {
    withApiKey();
    const time = manualClock();
    const ids = myMeetings()
      .slice(0, 5)
      .map((m) => m.id);
    const stop = new AbortController();
    const sent = recordRequests();
    const reading = readItems(newClient(), detailItems(ids), {
      pacer: tokenBucket({ perMinute: 60, burst: 1, clock: time.clock }),
      signal: stop.signal,
      concurrency: 1,
    });
    await vi.waitFor(() => expect(time.waiting()).toBe(1));
    stop.abort();
    const outcome = await reading;
    time.advance(60_000);
    expect(sent).toHaveLength(1);
    expect(outcome).toMatchObject({ total: 5, read: 1, failed: 0, stopped: true });
    expect([...outcome.results.keys()]).toEqual([ids[0]]);
  });
});
