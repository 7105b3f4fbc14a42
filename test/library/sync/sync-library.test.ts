import { InfiniteQueryObserver, type QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenBucket } from '@/lib/bulk/token-bucket';
import { COPY_ANSWER_DATE } from '@/lib/query/copy-answer-date';
import { createQueryClient } from '@/lib/query/query-client';
import { meetingQueries } from '@/features/meetings/api/meeting-queries';
import { openLibrary, type Library } from '@/library/storage/library-db';
import { syncLibrary, WHOLE_LIST_EVERY_MS, type SyncProgress } from '@/library/sync/sync-library';
import { faultHandler } from '@/mocks/scenarios/faults';
import { server } from '@/mocks/node/test-server';
import { withApiKey } from '../../support/api-key';
import { libraryApi, meetings } from '../../support/library-api';
import { manualClock } from '../../support/manual-clock';
import { recordRequests, sentTo } from '../../support/request-log';

const KEY = 'sync-test-key';
const newClient = () => createQueryClient({ defaultOptions: { queries: { retry: false } } });

/** A sync as one visit runs it: its own query client (a page load), the library opened for the key. */
async function visit({
  now = Date.now(),
  signal = new AbortController().signal,
  onProgress,
  client = newClient(),
}: Partial<{ now: number; signal: AbortSignal; onProgress: (p: SyncProgress) => void; client: QueryClient }> = {}) {
  const time = manualClock();
  const library = await openLibrary(KEY);
  const pacer = tokenBucket({ perMinute: 60_000, burst: 1_000, clock: time.clock });
  const end = await syncLibrary({ client, library, pacer, signal, now: () => now, onProgress });
  return { end, library, time };
}

const detailsRead = (sent: ReturnType<typeof recordRequests>) =>
  sent.filter((r) => /\/meetings\/[^/]+$/.test(r.url.pathname)).map((r) => decodeURIComponent(r.url.pathname.split('/').at(-1)!));

async function savedTitles(library: Library) {
  return (await library.meetings()).map((m) => m.meeting.title).sort();
}

describe('syncing the library', () => {
  it('lists both scopes, then saves every meeting once, newest first, counting as it goes', async () => {
    withApiKey();
    const mine = meetings('m', 3);
    const shared = mine[1]!;
    libraryApi({ me: mine, workspace: [shared, ...meetings('w', 2, Date.parse('2026-11-21T09:00:00Z'))] });
    const sent = recordRequests();
    const seen: SyncProgress[] = [];
    const { end, library } = await visit({ onProgress: (p) => seen.push(p) });

    expect(end).toEqual({ kind: 'done' });
    // Newest first across both scopes; the meeting both list is read once.
    expect(detailsRead(sent)).toEqual(['w1', 'm1', 'w2', 'm2', 'm3']);
    expect(sentTo(sent, '/v1/me/meetings/m2')).toHaveLength(1);
    expect(await savedTitles(library)).toEqual(['m meeting 1', 'm meeting 2', 'm meeting 3', 'w meeting 1', 'w meeting 2']);
    expect(seen.at(-1)).toMatchObject({ stage: 'done', listed: 5, saved: 5, failed: 0, problems: [] });
    // Listing came first, then each meeting saved one by one.
    expect(seen.filter((p) => p.stage === 'reading').map((p) => p.saved)).toEqual([0, 1, 2, 3, 4, 5]);
    library.close();
  });

  it('on the next visit reads the first page only, adds what is new and re-reads what changed', async () => {
    withApiKey();
    const api = libraryApi({ me: meetings('m', 6) });
    const first = await visit();
    first.library.close();

    api.lists.me.unshift({ id: 'new', title: 'Just recorded', startTime: '2026-11-21T10:00:00Z', transcript: 'Bo: hi', summary: 'New' });
    api.change('m2', { title: 'Renamed' });
    const sent = recordRequests();
    const { end, library } = await visit();

    expect(end).toEqual({ kind: 'done' });
    // Pages of two: [new, m1], [m2 changed, m3], [m4, m5] all known and unchanged: caught up there.
    expect(sentTo(sent, '/v1/me/meetings')).toHaveLength(3);
    expect(detailsRead(sent)).toEqual(['new', 'm2']);
    expect(await savedTitles(library)).toContain('Renamed');
    expect((await library.savedIds()).length).toBe(7);
    library.close();
  });

  it('reads a meeting saved while still being processed again, until it is complete', async () => {
    withApiKey();
    const now = Date.parse('2026-11-20T12:00:00Z');
    const api = libraryApi({ me: meetings('m', 2) });
    api.change('m1', { transcript: null, summary: null });
    (await visit({ now })).library.close();

    api.change('m1', { transcript: 'Ada: done now', summary: 'Ready' });
    const sent = recordRequests();
    const { library } = await visit({ now });
    expect(detailsRead(sent)).toEqual(['m1']);
    expect((await library.meeting('m1'))?.meeting.transcript).toBe('Ada: done now');

    const later = recordRequests();
    (await visit({ now })).library.close();
    expect(detailsRead(later)).toEqual([]);
    library.close();
  });

  it('drops what the API no longer lists: in the span a refresh read, and all of it once a day', async () => {
    withApiKey();
    const now = Date.now();
    const api = libraryApi({ me: meetings('m', 6) });
    (await visit({ now })).library.close();

    api.remove('m1');
    api.remove('m6');
    const refreshed = await visit({ now: now + 60_000 });
    // m1 was newer than what the refresh read; m6 is past it, so it stays until the whole list is read.
    expect((await refreshed.library.savedIds()).sort()).toEqual(['m2', 'm3', 'm4', 'm5', 'm6']);
    refreshed.library.close();

    const nextDay = await visit({ now: now + WHOLE_LIST_EVERY_MS + 60_000 });
    expect((await nextDay.library.savedIds()).sort()).toEqual(['m2', 'm3', 'm4', 'm5']);
    expect((await nextDay.library.rows()).map((r) => r.id).sort()).toEqual(['m2', 'm3', 'm4', 'm5']);
    nextDay.library.close();
  });

  it('keeps every saved meeting when the list shows the copy’s first page and the API fails: a page is not the list', async () => {
    withApiKey();
    const now = Date.now();
    libraryApi({ me: meetings('m', 6) });
    const first = await visit({ now });
    const [newest] = (await first.library.rows()).sort((a, b) => b.summary.startTime!.localeCompare(a.summary.startTime!));
    first.library.close();

    // A returning visit: the list's screen shows the copy's first page (as the app starts it,
    // dated as the copy's answers are), and the API refuses every list read from now on (a final
    // answer: no retry waits on the test's clock).
    server.use(faultHandler({ fault: 'status', status: 400, path: '/v1/me/meetings' }));
    const client = newClient();
    const list = meetingQueries.list('me', {});
    client.setQueryData(
      list.queryKey,
      { pages: [{ meetings: [newest!.summary], nextCursor: null }], pageParams: [undefined] },
      { updatedAt: COPY_ANSWER_DATE },
    );
    const shown = new InfiniteQueryObserver(client, { ...list, retry: false }).subscribe(() => {});

    const seen: SyncProgress[] = [];
    const { library } = await visit({ now: now + WHOLE_LIST_EVERY_MS + 60_000, client, onProgress: (p) => seen.push(p) });
    shown();
    expect((await library.savedIds()).sort()).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    expect(seen.at(-1)?.problems).toContainEqual(expect.stringMatching(/^The list of your meetings could not be read to its end/));
    library.close();
  });

  it('waits out a 429’s Retry-After, holding every request, then saves the rest', async () => {
    withApiKey();
    libraryApi({ me: meetings('m', 3) });
    server.use(faultHandler({ fault: 'status', status: 429, path: '/v1/me/meetings/m2', headers: { 'retry-after': '20' }, times: 1 }));
    const sent = recordRequests();
    const time = manualClock();
    const library = await openLibrary(KEY);
    const pacer = tokenBucket({ perMinute: 60_000, burst: 1_000, clock: time.clock });
    const running = syncLibrary({ client: newClient(), library, pacer, signal: new AbortController().signal });

    await waitFor(() => expect(time.longestWait()).toBeGreaterThan(19_000));
    const before = detailsRead(sent);
    expect(before.filter((id) => id === 'm2')).toHaveLength(1);
    time.advance(time.longestWait());
    expect(await running).toEqual({ kind: 'done' });
    expect(detailsRead(sent).filter((id) => id === 'm2')).toHaveLength(2);
    expect((await library.savedIds()).sort()).toEqual(['m1', 'm2', 'm3']);
    library.close();
  });

  it('counts a meeting that cannot be read, saves the others, and tries it again next time', async () => {
    withApiKey();
    const api = libraryApi({ me: meetings('m', 3) });
    api.failing.add('m2');
    const seen: SyncProgress[] = [];
    const first = await visit({ onProgress: (p) => seen.push(p) });
    expect(first.end).toEqual({ kind: 'done' });
    expect(seen.at(-1)).toMatchObject({ listed: 3, saved: 2, failed: 1 });
    first.library.close();

    api.failing.clear();
    const sent = recordRequests();
    const { library } = await visit();
    expect(detailsRead(sent)).toEqual(['m2']);
    expect((await library.savedIds()).sort()).toEqual(['m1', 'm2', 'm3']);
    library.close();
  });

  it('forgets a meeting deleted between its listing and its reading', async () => {
    withApiKey();
    const api = libraryApi({ me: meetings('m', 2) });
    server.use(faultHandler({ fault: 'status', status: 404, path: '/v1/me/meetings/m1', times: 1 }));
    const { library } = await visit();
    expect(await library.savedIds()).toEqual(['m2']);
    expect((await library.rows()).map((r) => r.id)).toEqual(['m2']);
    expect(api.lists.me).toHaveLength(2);
    library.close();
  });

  it('after a reload, reads on where it stopped', async () => {
    withApiKey();
    const all = meetings('m', 25);
    libraryApi({ me: all });
    const stop = new AbortController();
    const first = await visit({
      signal: stop.signal,
      onProgress: (p) => {
        if (p.saved === 2) stop.abort();
      },
    });
    expect(first.end).toEqual({ kind: 'stopped' });
    // What was read before Stop is kept; nothing after it was asked for.
    const before = new Set(await first.library.savedIds());
    expect(before.size).toBeGreaterThanOrEqual(2);
    expect(before.size).toBeLessThan(all.length);
    first.library.close();

    // A reload: a new page (query client) opens the library again.
    const sent = recordRequests();
    const { end, library } = await visit();
    expect(end).toEqual({ kind: 'done' });
    expect(detailsRead(sent)).toEqual(all.map((m) => m.id).filter((id) => !before.has(id)));
    expect(await library.savedIds()).toHaveLength(all.length);
    library.close();
  });

  it('keeps no workspace meeting for a key that may not read the workspace', async () => {
    withApiKey();
    libraryApi({ me: meetings('m', 1) });
    server.use(faultHandler({ fault: 'status', status: 403, path: '/v1/workspace/meetings' }));
    const { end, library } = await visit();
    expect(end).toEqual({ kind: 'done' });
    expect(await library.savedIds()).toEqual(['m1']);
    expect((await library.syncState()).scopes.workspace.unavailable).toBeTruthy();
    library.close();
  });
});
