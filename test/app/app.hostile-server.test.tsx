import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { lazy } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { STILL_WAITING_AFTER_MS } from '@/api/call-limits';
import { PageBoundary } from '@/app/routes/page-boundary';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { db } from '@/mocks/data/db';
import { server } from '@/mocks/node/test-server';
import { faultHandler } from '@/mocks/scenarios/faults';
import { deferred } from '../support/deferred';
import { passTime, useFakeClock } from '../support/fake-clock';
import { renderApp } from '../support/render-app';
import { recordRequests, sentTo } from '../support/request-log';

/** What the user can read or copy off the page: text, attributes and form values. */
function pageShowsKey(): boolean {
  const values = [...document.querySelectorAll('input, textarea')].map((field) => (field as HTMLInputElement).value);
  return [document.body.outerHTML, document.title, ...values].some((text) => text.toLowerCase().includes(DEMO_API_KEY));
}

describe('a server that echoes the key', () => {
  it.each([
    ['deleted', { success: true, message: `Deleted with key ${DEMO_API_KEY}` }, /^Deleted with key \[key hidden\]$/],
    [
      'did not delete',
      { success: false, message: `Key ${DEMO_API_KEY} may not delete meetings` },
      /Key \[key hidden\] may not delete meetings/,
    ],
  ])('in the message of a DELETE that %s: the notice shows it without the key', async (_case, answer, shown) => {
    useFakeClock();
    server.use(http.delete('*/v1/me/meetings/:id', () => HttpResponse.json(answer)));
    const meeting = db.meetings().find((m) => m.ownerId === db.me().id)!;
    const { user } = renderApp(`/me/meetings/${meeting.id}`, { fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Delete meeting' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete meeting' }));
    await passTime(5_000);
    const notices = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notices).findByText(shown)).toBeInTheDocument();
    expect(pageShowsKey()).toBe(false);
  });
});

describe('an answer that is not the API’s data', () => {
  it('a redirect: the list says the API redirected, was not followed, and offers Retry', async () => {
    const sent = recordRequests();
    server.use(
      faultHandler({ fault: 'status', path: '/v1/me/meetings', status: 302, headers: { location: 'https://login.example/sso' }, times: 1 }),
    );
    const { user } = renderApp('/me/meetings');
    const alert = await screen.findByRole('alert', { name: 'Could not load meetings' });
    expect(alert).toHaveTextContent(
      'The API redirected the request to https://login.example/sso — check the API address. The redirect was not followed, so the API key was not sent there.',
    );
    expect(sent.some((r) => r.url.origin === 'https://login.example')).toBe(false);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Meetings' })).toBeInTheDocument();
  });

  it('a captive portal’s sign-in page: the list says so in plain words, and Retry loads the list once it is passed', async () => {
    server.use(
      faultHandler({
        fault: 'status',
        path: '/v1/me/meetings',
        status: 200,
        body: '<!doctype html><h1>Welcome to Hotel Wi-Fi</h1>',
        times: 1,
      }),
    );
    const { user } = renderApp('/me/meetings');
    const alert = await screen.findByRole('alert', { name: 'Could not load meetings' });
    expect(alert).toHaveTextContent(/The API address answered with a web page instead of data\. If this network asks you to sign in first/);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Meetings' })).toBeInTheDocument();
  });
});

describe('a key that cannot be sent', () => {
  it.each([
    ['an inner space', 'demo key', /The key has a space in it \(character 5\)\./],
    ['a letter outside ASCII', 'démo-key', /The key has “é” in it \(character 2\), which an API key cannot have/],
  ])('typed with %s: says what is wrong, sends nothing and keeps nothing', async (_case, typed, problem) => {
    const sent = recordRequests();
    const { user } = renderApp('/settings', { mode: 'live' });
    const input = await screen.findByLabelText('API key');
    await user.type(input, typed);
    await user.click(screen.getByRole('button', { name: 'Check and save key' }));
    expect(await screen.findByText(problem)).toHaveTextContent(/Nothing was sent\.$/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(problem);
    expect(input).toHaveFocus();
    expect(sentTo(sent, /^\/v1\//)).toHaveLength(0);
    expect(window.sessionStorage.getItem('meetings-dashboard.api-key')).toBeNull();
    expect(screen.getByText('No key saved.')).toBeInTheDocument();
  });

  it.each([
    ['a newline after it', 'demo-key\n', 'session'],
    ['spaces around it', '  demo-key \t', 'session'],
    ['a newline before it, on this device', '\r\ndemo-key', 'device'],
  ] as const)('saved with %s: works as the key itself, and says nothing is wrong', async (_case, saved, where) => {
    (where === 'session' ? window.sessionStorage : window.localStorage).setItem('meetings-dashboard.api-key', saved);
    const sent = recordRequests();
    renderApp('/me/meetings', { mode: 'live' });
    expect(await screen.findByRole('list', { name: 'Meetings' })).toBeInTheDocument();
    const listed = sentTo(sent, '/v1/me/meetings');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((request) => request.headers.get('x-api-key') === 'demo-key')).toBe(true);
    expect(screen.queryByText(/cannot be sent/)).not.toBeInTheDocument();
  });

  it('saved before (a line break in it): the screens lead to the key screen, which says what is wrong', async () => {
    window.sessionStorage.setItem('meetings-dashboard.api-key', 'demo\nkey');
    const sent = recordRequests();
    const { url } = renderApp('/me/meetings', { mode: 'live' });
    expect(
      await screen.findByText(/The saved API key cannot be sent\. The key has a line break in it \(character 5\)\./),
    ).toBeInTheDocument();
    expect(url()).toMatch(/^\/settings\?/);
    expect(sentTo(sent, /^\/v1\//)).toHaveLength(0);
  });
});

describe('a screen whose code is slow to arrive', () => {
  it('says it is still loading after a few seconds, and shows the screen when the code is in', async () => {
    useFakeClock();
    const code = deferred<{ default: () => React.ReactNode }>();
    const SlowScreen = lazy(() => code.promise);
    render(
      <MemoryRouter>
        <PageBoundary>
          <SlowScreen />
        </PageBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await passTime(STILL_WAITING_AFTER_MS);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Still loading this screen: the connection is slow. It appears as soon as it has arrived.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    code.resolve({ default: () => <h1>Settings</h1> });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });
});
