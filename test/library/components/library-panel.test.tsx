import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiKeyStore } from '@/lib/session/api-key-store';
import { hasLibrary } from '@/library/storage/library-db';
import { libraryApi, meetings } from '../../support/library-api';
import { renderApp } from '../../support/render-app';

const KEY = 'panel-test-key';

describe('keeping a copy of the meetings on this device', () => {
  it('says what is stored, saves the meetings with progress, pauses, and removes the copy whole', async () => {
    apiKeyStore.save(KEY, 'session');
    libraryApi({ me: meetings('m', 3), workspace: meetings('w', 2) });
    const { user } = renderApp('/settings', { mode: 'live' });

    const panel = await screen.findByRole('region', { name: 'Keep a copy of your meetings on this device' });
    expect(panel).toHaveTextContent(/titles, summaries, transcripts, attendees and action items/);
    expect(await hasLibrary(KEY)).toBe(false);

    await user.click(await screen.findByRole('button', { name: 'Keep a copy on this device' }));
    expect(await screen.findByText('5 of 5 meetings saved.')).toBeInTheDocument();
    expect(await hasLibrary(KEY)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove the copy' }));
    expect(await screen.findByRole('button', { name: 'Keep a copy on this device' })).toBeInTheDocument();
    expect(await hasLibrary(KEY)).toBe(false);
    expect(await indexedDB.databases()).toEqual([]);
  });

  it('deletes the copy when the key is forgotten', async () => {
    apiKeyStore.save(KEY, 'session');
    libraryApi({ me: meetings('m', 2) });
    const { user } = renderApp('/settings', { mode: 'live' });
    await user.click(await screen.findByRole('button', { name: 'Keep a copy on this device' }));
    expect(await screen.findByText('2 of 2 meetings saved.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Forget key' }));
    await waitFor(async () => expect(await indexedDB.databases()).toEqual([]));
  });
});
