import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { healthQueries } from '@/features/settings/api/health-queries';
import { db } from '@/mocks/data/db';
import { server } from '@/mocks/node/test-server';
import { passTime, useFakeClock } from '../support/fake-clock';
import { renderApp } from '../support/render-app';

describe('navigation', () => {
  it('opens on the personal meeting list and reaches every section from the main navigation', async () => {
    const { user } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'My meetings' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Meetings' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('link', { name: 'Tasks' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My tasks' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('link', { name: 'Search' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Connect to your meetings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect to your meetings' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Meetings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My meetings' })).toBeInTheDocument();
  });

  it.each([
    ['/workspace/meetings', 'Workspace meetings'],
    ['/workspace/tasks', 'Workspace tasks'],
    ['/settings', 'Connect to your meetings'],
  ])('renders %s', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('renders a meeting page from its URL', async () => {
    const meeting = db.meetings().find((m) => m.ownerId === db.me().id && m.title)!;
    renderApp(`/me/meetings/${meeting.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: meeting.title! })).toBeInTheDocument();
  });

  it.each(['/nowhere', '/team/meetings', '/me/meetings/1/extra'])('shows a not-found page with a way back for %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your meetings' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('moves focus to the main content after navigating, so the new page is where the keyboard is', async () => {
    const { user } = renderApp('/me/meetings');
    await screen.findByRole('list', { name: 'Meetings' });
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Tasks' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My tasks' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(document.title).toBe('My tasks · Meeting Records');
  });

  it('draws every icon of the header and the navigation from a drawing the page has', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'My meetings' })).toBeInTheDocument();
    const page = new DOMParser().parseFromString(readFileSync('index.html', 'utf8'), 'text/html');
    const drawn = [...document.querySelectorAll('use')].map((use) => use.getAttribute('href') ?? '');
    // The six nav entries' and the palette button's.
    expect(new Set(drawn).size).toBe(7);
    const missing = drawn.filter((href) => {
      const symbol = href.startsWith('#icon-') ? page.getElementById(href.slice(1)) : null;
      return symbol?.localName !== 'symbol' || !symbol.hasAttribute('viewBox');
    });
    expect(missing).toEqual([]);
  });

  it('offers a skip link to the main content', () => {
    renderApp('/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});

describe('health indicator', () => {
  it('shows the API as online', async () => {
    renderApp('/settings');
    expect(await screen.findByText('API online')).toBeInTheDocument();
  });

  it.each([
    ['a 503', () => HttpResponse.json({ error: 'maintenance' }, { status: 503 })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows the API as offline on %s, once the one retry has failed too', async (_case, respond) => {
    // The check is retried once, a second after it fails (fake clock: that second is the test's).
    useFakeClock();
    server.use(http.get('*/api/v1/health', respond));
    const { queryClient } = renderApp('/settings', { fakeTimers: true });
    await waitFor(() => expect(queryClient.getQueryState(healthQueries.status().queryKey)?.fetchFailureCount).toBe(1));
    expect(screen.getByText('Checking API…')).toBeInTheDocument();
    await passTime(1_000);
    expect(await screen.findByText('API offline')).toBeInTheDocument();
  });

  it('shows the status the API reports when it is not ok, as it was sent', async () => {
    server.use(http.get('*/api/v1/health', () => HttpResponse.json({ service: 'meeting-records-api', status: 'degraded' })));
    renderApp('/settings');
    const indicator = await screen.findByText(
      (_, element) => element?.textContent === 'API degraded' && element.getAttribute('role') === 'status',
    );
    expect(indicator).toHaveAttribute('title', 'meeting-records-api reports “degraded”.');
  });

  it('does not say the API is offline while the screen shows data that arrived after the health check failed', async () => {
    // The health endpoint is unreachable (a proxy that does not forward it), the API itself answers.
    server.use(http.get('*/api/v1/health', () => new HttpResponse(null, { status: 404 })));
    renderApp('/me/meetings');
    expect(await screen.findAllByRole('link', { name: /Roadmap/ })).not.toHaveLength(0);
    const indicator = await screen.findByText(
      (_, element) => element?.textContent === 'API online' && element.getAttribute('role') === 'status',
    );
    expect(indicator.getAttribute('title')).toMatch(/^The health check failed \(.+\), but the API answers requests\.$/);
  });
});
