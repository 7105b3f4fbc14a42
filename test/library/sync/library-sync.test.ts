import { MutationObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { deleteMeetingMutationOptions } from '@/features/meetings/api/delete-meeting';
import { tokenBucket } from '@/lib/bulk/token-bucket';
import { createQueryClient } from '@/lib/query/query-client';
import { hasLibrary } from '@/library/storage/library-db';
import { createLibrarySync, type LibrarySync } from '@/library/sync/library-sync';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node/test-server';
import { withApiKey } from '../../support/api-key';
import { libraryApi, meetings } from '../../support/library-api';
import { manualClock } from '../../support/manual-clock';
import { recordRequests, sentTo } from '../../support/request-log';
import { withWebLocks } from '../../support/web-locks';

const KEY = 'library-sync-test-key';

/** A tab: its own query client and its own copy of the library sync, for the same key. */
function tab(): { sync: LibrarySync; client: ReturnType<typeof createQueryClient> } {
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const pacer = tokenBucket({ perMinute: 60_000, burst: 1_000, clock: manualClock().clock });
  const sync = createLibrarySync({ client, key: KEY, pacer });
  onTestFinished(() => sync.dispose());
  return { sync, client };
}

const finished = (sync: LibrarySync) => waitFor(() => expect(sync.getView()).toMatchObject({ role: 'idle' }));

describe('one tab’s library sync', () => {
  it.each([
    ['Web Locks', withWebLocks],
    ['a lease where Web Locks are missing', () => {}],
  ])('two tabs at once (%s): one writes, the other follows its progress, and every request is sent once', async (_name, locks) => {
    locks();
    withApiKey();
    libraryApi({ me: meetings('m', 12) });
    const sent = recordRequests();
    const [a, b] = [tab(), tab()];
    // Every role each tab takes, heard as it changes: a quick sync may be over before a poll sees it.
    const roles = new Map([a, b].map((t) => [t, new Set<string>()]));
    for (const t of [a, b]) t.sync.subscribe(() => roles.get(t)?.add(t.sync.getView().role));
    a.sync.start();
    b.sync.start();

    await waitFor(() => expect([...roles.get(a)!, ...roles.get(b)!]).toContain('writing'));
    const [writer, follower] = roles.get(a)!.has('writing') ? [a, b] : [b, a];
    await waitFor(() => expect(roles.get(follower)).toContain('following'));
    expect(roles.get(follower)).not.toContain('writing');
    await finished(writer.sync);
    // The follower heard the writer's progress, and did not sync again after it (the copy is fresh).
    await waitFor(() => expect(follower.sync.getView()).toMatchObject({ role: 'idle', progress: { saved: 12, listed: 12 } }));
    for (const m of meetings('m', 12)) expect(sentTo(sent, `/v1/me/meetings/${m.id}`)).toHaveLength(1);
  });

  it('pauses every tab, across a reload, until resumed', async () => {
    withApiKey();
    libraryApi({ me: meetings('m', 30) });
    // The tenth meeting's answer waits until the test lets it go: the sync is under way meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/v1/me/meetings/m10', async () => {
        await held;
        return HttpResponse.json({ id: 'm10', title: 'm meeting 10', transcript: 'x', summary: { markdown: 'y' } });
      }),
    );
    const first = tab();
    first.sync.start();
    await waitFor(() => expect(first.sync.getView().progress?.saved).toBeGreaterThanOrEqual(8));
    await first.sync.pause();
    release();
    await finished(first.sync);
    expect(first.sync.getView().paused).toBe(true);
    const savedAtPause = first.sync.getView().progress?.saved ?? 0;
    expect(savedAtPause).toBeLessThan(30);
    first.sync.dispose();

    // Reloaded: still paused, nothing sent.
    const sent = recordRequests();
    const again = tab();
    again.sync.start();
    await finished(again.sync);
    expect(again.sync.getView().paused).toBe(true);
    expect(sent).toEqual([]);

    await again.sync.resume();
    await finished(again.sync);
    expect(again.sync.getView()).toMatchObject({ paused: false, progress: { saved: 30 } });
    expect(sentTo(sent, /\/v1\/me\/meetings\/m\d+$/).length).toBe(30 - savedAtPause);
  });

  it('lets a meeting deleted in the app leave the copy at once', async () => {
    withApiKey();
    libraryApi({ me: meetings('m', 3) });
    const { sync, client } = tab();
    sync.start();
    await finished(sync);
    const library = await sync.library();
    expect(await library.savedIds()).toContain('m2');

    server.use(http.delete('*/v1/me/meetings/m2', () => HttpResponse.json({ success: true, deletedMeetingId: 'm2' })));
    await new MutationObserver(client, deleteMeetingMutationOptions(client)).mutate({ scope: 'me', meetingId: 'm2' });
    await waitFor(async () => expect(await library.savedIds()).toEqual(['m1', 'm3']));
    expect((await library.rows()).map((r) => r.id).sort()).toEqual(['m1', 'm3']);
  });

  it('removes the copy whole, and every tab hears it', async () => {
    withApiKey();
    libraryApi({ me: meetings('m', 2) });
    const [a, b] = [tab(), tab()];
    a.sync.start();
    await finished(a.sync);
    b.sync.start();
    await finished(b.sync);

    await a.sync.remove();
    expect(a.sync.getView().role).toBe('removed');
    await waitFor(() => expect(b.sync.getView().role).toBe('removed'));
    expect(await hasLibrary(KEY)).toBe(false);
  });
});
