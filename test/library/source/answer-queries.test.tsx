import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '@/mocks/node/test-server';
import { keepCopyOf, libraryApi, meetings } from '../../support/library-api';
import { renderApp } from '../../support/render-app';

const KEY = 'source-test-key';
const OFFLINE_LINE = /^Offline — showing what was saved at \d/;

/** The browser's word that the network is back. */
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

/** The requests the app sends from now on, by method and path. */
function recordRequests(): string[] {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => void sent.push(`${request.method} ${new URL(request.url).pathname}`));
  onTestFinished(() => server.events.removeAllListeners('request:start'));
  return sent;
}

const meetingList = () => screen.findByRole('list', { name: 'Meetings' });

describe('the screens answered from the copy on this device', () => {
  it('reads the list and a meeting never opened from the copy when the network fails, and says so until it is back', async () => {
    const api = libraryApi({ me: meetings('m', 3) });
    await keepCopyOf(KEY);
    // The network fails while the browser still says it is online; once back, the API answers.
    let down = true;
    const unreachable = () => (down ? HttpResponse.error() : undefined);
    server.use(http.get('*/v1/:scope/meetings', unreachable), http.get('*/v1/:scope/meetings/:id', unreachable));

    const { user } = renderApp('/me/meetings', { mode: 'live' });
    const list = await meetingList();
    // Every saved row: no next page can come from the network.
    for (const title of ['m meeting 1', 'm meeting 2', 'm meeting 3']) expect(await within(list).findByText(title)).toBeInTheDocument();
    expect(await screen.findByText(OFFLINE_LINE)).toBeInTheDocument();

    await user.click(within(list).getByRole('link', { name: /m meeting 3/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'm meeting 3' })).toBeInTheDocument();
    expect(await screen.findByText('Summary of m3')).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_LINE)).toBeInTheDocument();

    api.change('m3', { title: 'm meeting 3, renamed' });
    down = false;
    goOnline();
    expect(await screen.findByRole('heading', { level: 1, name: 'm meeting 3, renamed' })).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_LINE)).not.toBeInTheDocument();
  });

  it('opened without a network, refuses to delete and says why, sending no DELETE; back online, it refreshes by itself', async () => {
    const api = libraryApi({ me: meetings('m', 3) });
    await keepCopyOf(KEY);
    // As a page opened offline from the service worker finds it: the browser says offline, every
    // request fails, and TanStack Query, which hears only the browser's later changes, starts online.
    const onLine = vi.spyOn(Navigator.prototype, 'onLine', 'get').mockReturnValue(false);
    let down = true;
    server.use(http.all('*/v1/*', () => (down ? HttpResponse.error() : undefined)));
    onTestFinished(() => onlineManager.setOnline(true));
    const sent = recordRequests();

    const { user } = renderApp('/me/meetings/m2', { mode: 'live' });
    expect(await screen.findByRole('heading', { level: 1, name: 'm meeting 2' })).toBeInTheDocument();
    expect(await screen.findByText(OFFLINE_LINE)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Delete/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not deleted: you are offline.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    api.change('m2', { title: 'm meeting 2, renamed' });
    down = false;
    onLine.mockReturnValue(true);
    goOnline();
    expect(await screen.findByRole('heading', { level: 1, name: 'm meeting 2, renamed' })).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_LINE)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent.filter((request) => request.startsWith('DELETE'))).toEqual([]);
  });

  it('on a returning visit shows the saved rows before the network answers, then refreshes them in place', async () => {
    const api = libraryApi({ me: meetings('m', 3) });
    await keepCopyOf(KEY);
    api.change('m1', { title: 'm meeting 1, renamed' });
    // The list's answer waits until the test lets it go.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/v1/me/meetings', async () => {
        await held;
      }),
    );

    renderApp('/me/meetings', { mode: 'live' });
    const list = await meetingList();
    expect(await within(list).findByText('m meeting 1')).toBeInTheDocument();
    const second = within(list).getByText('m meeting 2');
    // Slow, not offline.
    expect(screen.queryByText(OFFLINE_LINE)).not.toBeInTheDocument();

    release();
    expect(await within(list).findByText('m meeting 1, renamed')).toBeInTheDocument();
    // The rows the network confirms stay where they were.
    expect(within(list).getByText('m meeting 2')).toBe(second);
  });
});
