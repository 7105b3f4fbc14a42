import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FRESH_FOR_MS } from '@/library/sync/library-sync';
import { openLibrary } from '@/library/storage/library-db';
import { keepCopyOf, libraryApi, meetings } from '../../support/library-api';
import { renderApp } from '../../support/render-app';

const KEY = 'fresh-test-key';

/** The copy as the next visit finds it: last synced longer ago than a sync stays fresh, maybe paused. */
async function ageCopy({ paused = false } = {}) {
  const library = await openLibrary(KEY);
  await library.updateSyncState((state) => ({ ...state, paused, lastSyncAt: Date.now() - 2 * FRESH_FOR_MS }));
  library.close();
}

/** The copy's saved meetings once a sync has run to its end since `since`. */
async function savedAfterSync(since: number): Promise<string[]> {
  const library = await openLibrary(KEY);
  try {
    const { lastSyncAt } = await library.syncState();
    return lastSyncAt !== null && lastSyncAt >= since ? await library.savedIds() : [];
  } finally {
    library.close();
  }
}

/** A copy kept on an earlier visit. */
async function keepCopy() {
  const api = libraryApi({ me: meetings('m', 2) });
  await keepCopyOf(KEY);
  return api;
}

const newMeeting = (id: string) => meetings(id, 1, Date.parse('2026-11-25T10:00:00Z'))[0]!;

describe('keeping the copy fresh', () => {
  it('syncs on a visit to any screen, and again on focus once the copy is no longer fresh', async () => {
    const api = await keepCopy();
    api.lists.me.unshift(newMeeting('new'));
    await ageCopy();

    const visited = Date.now();
    const { queryClient } = renderApp('/me/meetings', { mode: 'live' });
    await waitFor(async () => expect(await savedAfterSync(visited)).toContain('new1'));

    api.lists.me.unshift(newMeeting('later'));
    await ageCopy();
    // A while later, the answers the app holds are out of date too (a minute makes them stale).
    await queryClient.invalidateQueries();
    const focused = Date.now();
    fireEvent.focus(window);
    await waitFor(async () => expect(await savedAfterSync(focused)).toContain('later1'));
  });

  it('holds a pause: neither a visit nor focus syncs', async () => {
    const api = await keepCopy();
    api.lists.me.unshift(newMeeting('new'));
    await ageCopy({ paused: true });

    renderApp('/settings', { mode: 'live' });
    expect(await screen.findByText('Paused: 2 of 2 meetings saved.')).toBeInTheDocument();
    fireEvent.focus(window);
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(await savedAfterSync(0)).not.toContain('new1');
  });
});
