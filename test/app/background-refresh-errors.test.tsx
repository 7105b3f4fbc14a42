import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { healthQueries } from '@/features/settings/api/health-queries';
import { db } from '@/mocks/data/db';
import { server } from '@/mocks/node/test-server';
import { passTime, useFakeClock } from '../support/fake-clock';
import { renderApp } from '../support/render-app';
import { textContent } from '../support/text-content';

const someLinks = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('link').length > 0;

/** Every data screen, with what on it shows its data. Looked up afresh each time, never a stale node. */
const screens = [
  { name: 'the meeting list', path: '/me/meetings', shows: () => someLinks('Meetings') },
  {
    name: 'a meeting',
    path: () => `/me/meetings/${db.meetings().find((m) => m.ownerId === db.me().id)!.id}`,
    shows: () => screen.getByRole('heading', { level: 2, name: 'Summary' }) !== null,
  },
  {
    name: 'the task board',
    path: '/me/tasks',
    shows: () => within(screen.getByRole('region', { name: 'Open' })).getAllByRole('listitem').length > 0,
  },
  {
    name: 'search',
    path: '/search?q=roadmap',
    shows: () => screen.getAllByRole('link', { name: /./ }).some((a) => a.getAttribute('href')?.includes('find=')),
  },
];

describe('a refresh that fails while data is on screen', () => {
  it.each(screens)('$name keeps its data, with one notice however often it fails', async ({ path, shows }) => {
    const { queryClient } = renderApp(typeof path === 'function' ? path() : path);
    await screen.findByRole('heading', { level: 1 });
    // Testing Library's wait (its timeout set for a busy machine), not expect.poll's one second.
    await waitFor(() => expect(shows()).toBe(true));

    server.use(http.all(/\/v1\/(me|workspace)\//, () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    const refreshed = { predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== 'health' };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await act(() => queryClient.refetchQueries(refreshed).catch(() => undefined));
    }

    // One notice for each query that failed to refresh (the screen's data, the tag list…), not one per attempt.
    const failed = queryClient
      .getQueryCache()
      .findAll(refreshed)
      .filter((query) => query.state.status === 'error' && query.state.data !== undefined);
    expect(failed.length).toBeGreaterThan(0);
    const notices = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notices).getAllByText(textContent(/Could not refresh: The API had a problem \(503: down\)/))).toHaveLength(failed.length);
    expect(shows()).toBe(true);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says so once per query, however often it fails', async () => {
    const { queryClient } = renderApp('/me/meetings');
    await screen.findByRole('list', { name: 'Meetings' });
    server.use(http.get('*/v1/me/meetings', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await act(() => queryClient.refetchQueries({ queryKey: ['meetings'] }).catch(() => undefined));
    }
    const notices = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notices).getAllByText(textContent(/Could not refresh: The API had a problem \(503: down\)/))).toHaveLength(1);
  });

  it('shows a meeting that a refresh found deleted as not found, not as if it were still there', async () => {
    const meeting = db.meetings().find((m) => m.ownerId === db.me().id)!;
    const { queryClient } = renderApp(`/me/meetings/${meeting.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: meeting.title! })).toBeInTheDocument();
    server.use(http.get('*/v1/me/meetings/:id', () => HttpResponse.json({ error: 'Meeting not found' }, { status: 404 })));
    await act(() => queryClient.refetchQueries({ queryKey: ['meetings'] }).catch(() => undefined));
    expect(await screen.findByRole('heading', { name: 'Meeting not found' })).toBeInTheDocument();
    // Said once, by the screen: no "could not refresh" notice on top.
    expect(within(screen.getByRole('region', { name: 'Notifications' })).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('asks for a key again when a refresh finds the key rejected, and comes back after', async () => {
    const { queryClient, url, user } = renderApp('/me/meetings?from=2026-01-01');
    await screen.findByRole('list', { name: 'Meetings' });
    server.use(http.all(/\/v1\/(me|workspace)\//, () => HttpResponse.json({ error: 'Invalid API key' }, { status: 401 })));
    await act(() => queryClient.refetchQueries({ queryKey: ['meetings'] }).catch(() => undefined));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect to your meetings' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The API rejected the key');
    expect(url()).toBe(`/settings?next=${encodeURIComponent('/me/meetings?from=2026-01-01')}&reason=rejected`);

    server.resetHandlers(); // a valid key again
    await user.click(screen.getByRole('button', { name: 'Check and save key' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My meetings' })).toBeInTheDocument();
    expect(url()).toBe('/me/meetings?from=2026-01-01');
  });

  it('says nothing for the health check, whose indicator already shows the outage', async () => {
    // The health check retries once, a second after failing: on a fake clock, that second is the test's.
    useFakeClock();
    const { queryClient } = renderApp('/me/meetings', { fakeTimers: true });
    expect(await screen.findByText('API online')).toBeInTheDocument();
    server.use(http.get('*/api/v1/health', () => HttpResponse.json({}, { status: 503 })));
    act(() => void queryClient.refetchQueries({ queryKey: healthQueries.all() }).catch(() => undefined));
    await waitFor(() => expect(queryClient.getQueryState(healthQueries.status().queryKey)?.fetchFailureCount).toBe(1));
    await passTime(1_000);
    expect(await screen.findByText('API offline')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Notifications' })).queryAllByRole('listitem')).toHaveLength(0);
  });
});
