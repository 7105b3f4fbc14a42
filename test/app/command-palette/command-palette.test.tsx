import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { db } from '@/mocks/data/db';
import { server } from '@/mocks/node/test-server';
import { passTime, useFakeClock } from '../../support/fake-clock';
import { renderApp, shortcutsLoaded } from '../../support/render-app';
import { recordRequests, sentTo } from '../../support/request-log';
import { serveEcho } from '../../support/search-echo';
import { textContent } from '../../support/text-content';

const SEARCH = '/v1/me/meetings/search';
/** How long typing must pause before the palette asks the search API. */
const DEBOUNCE_MS = 300;

const myMeetings = () => db.meetings().filter((m) => m.ownerId === db.me().id);
const rows = async () => within(await screen.findByRole('list', { name: 'Meetings' })).getAllByRole('link');
const box = () => screen.getByRole('combobox', { name: 'Go to a screen or meeting' });
const group = (name: string) => screen.getByRole('group', { name });
const optionNames = (name: string) =>
  within(group(name))
    .getAllByRole('option')
    .map((option) => option.textContent);
/** The option the combobox points at (aria-activedescendant). */
const activeOption = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '');

async function openPalette(user: ReturnType<typeof renderApp>['user']) {
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
  await waitFor(() => expect(box()).toHaveFocus());
  return dialog;
}

describe('the command palette', () => {
  it('is an ARIA combobox in a modal dialog: the arrows move the active option, Enter goes there', async () => {
    const { user, url } = renderApp('/me/meetings');
    await shortcutsLoaded();
    await rows();
    const dialog = await openPalette(user);
    const listbox = within(dialog).getByRole('listbox');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', listbox.id);
    // Screens, and the switch to the other scope, keeping the list's place.
    expect(optionNames('Go to')).toEqual([
      'My meetings',
      'Workspace meetings',
      'My tasks',
      'Workspace tasks',
      'Search',
      'Connect to your meetings',
      'Keyboard shortcuts?',
    ]);
    expect(optionNames('Scope')).toEqual(['Switch to WorkspaceWorkspace meetings']);

    expect(activeOption()).toHaveTextContent('My meetings');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('My tasks');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Workspace meetings');
    // Up from the first wraps to the last.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Switch to Workspace');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(url()).toBe('/workspace/meetings'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Esc at once, so that Ctrl+K pressed right after opens it again', async () => {
    const { user } = renderApp('/me/meetings');
    await shortcutsLoaded();
    await rows();
    await openPalette(user);
    // Both keys in one go: nothing runs between them but what the Esc itself does.
    await user.keyboard('{Escape}{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
    await waitFor(() => expect(box()).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('finds meetings already loaded by title at once, before the search API is asked', async () => {
    useFakeClock();
    const sent = recordRequests();
    const { user, url } = renderApp('/me/meetings', { fakeTimers: true });
    await shortcutsLoaded();
    await rows();
    const target = myMeetings()[0]!;
    await openPalette(user);
    // Words in any order and case.
    const words = target.title!.split(' ');
    await user.type(box(), [...words].reverse().join(' ').toUpperCase());
    expect(optionNames('Meetings')[0]).toContain(target.title);
    expect(sentTo(sent, SEARCH)).toHaveLength(0);
    expect(activeOption()).toBe(within(group('Meetings')).getAllByRole('option')[0]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(url()).toBe(`/me/meetings/${target.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: target.title! })).toBeInTheDocument();
  });

  it('asks the search API once typing pauses, and aborts a request the typing has superseded', async () => {
    useFakeClock();
    const { received, aborted, release } = serveEcho({ hold: ['alpha'] });
    const { user, url } = renderApp('/me/meetings', { fakeTimers: true });
    await shortcutsLoaded();
    await rows();
    await openPalette(user);

    await user.type(box(), 'alpha');
    await passTime(DEBOUNCE_MS - 1);
    expect(received).toEqual([]);
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent('Searching your meetings…');
    await passTime(1);
    await waitFor(() => expect(received).toEqual(['alpha']));

    // Typing on while alpha is held back: alpha is cancelled on the wire, and only the settled query goes out.
    await user.clear(box());
    await user.type(box(), 'gamma');
    await passTime(DEBOUNCE_MS);
    const found = await screen.findByRole('option', { name: /Meeting gamma/ });
    expect(group('From search')).toContainElement(found);
    await waitFor(() => expect(aborted).toEqual(['alpha']));
    expect(received).toEqual(['alpha', 'gamma']);
    release('alpha');
    await passTime(0);
    expect(screen.queryByRole('option', { name: /Meeting alpha/ })).not.toBeInTheDocument();

    // A hit opens its meeting with the query as the transcript's search.
    expect(activeOption()).toBe(found);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(url()).toBe('/me/meetings/m-gamma?find=gamma'));
  });

  it('says when search is unavailable, and still offers what is loaded', async () => {
    useFakeClock();
    server.use(http.get(`*${SEARCH}`, () => HttpResponse.json({ error: 'index rebuilding' }, { status: 503 })));
    const { user } = renderApp('/me/meetings', { fakeTimers: true });
    await shortcutsLoaded();
    await rows();
    await openPalette(user);
    await user.type(box(), 'tasks');
    await passTime(DEBOUNCE_MS);
    expect(await screen.findByText(textContent(/^Search is unavailable: /))).toBeInTheDocument();
    expect(optionNames('Go to')).toEqual(['My tasks', 'Workspace tasks']);
  });

  it('lists the meetings opened in this tab, newest first, kept in sessionStorage only and forgotten with the key', async () => {
    // A key saved for this tab (live mode), so that there is one to forget.
    window.sessionStorage.setItem('meetings-dashboard.api-key', DEMO_API_KEY);
    const { user, url } = renderApp('/me/meetings', { mode: 'live' });
    await shortcutsLoaded();
    const [first, second] = myMeetings();
    await user.click((await rows())[0]!);
    await screen.findByRole('heading', { level: 1, name: first!.title! });
    await user.click(screen.getByRole('link', { name: '← Back to meetings' }));
    await user.click((await rows())[1]!);
    await screen.findByRole('heading', { level: 1, name: second!.title! });

    await openPalette(user);
    expect(optionNames('Opened recently')).toEqual([second!.title, first!.title]);
    expect(window.sessionStorage.getItem('meetings-dashboard.recent-meetings')).toContain(first!.title);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(first!.title);
    // Filtered by what is typed too.
    await user.type(box(), first!.title!);
    expect(optionNames('Opened recently')).toEqual([first!.title]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(url()).toBe(`/me/meetings/${first!.id}`));

    // Forgetting the key forgets what was read with it.
    await user.click(screen.getByRole('link', { name: 'Connect to your meetings' }));
    await user.click(await screen.findByRole('button', { name: 'Forget key' }));
    expect(await screen.findByText('No key saved.')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('meetings-dashboard.recent-meetings')).toBeNull();
  });
});
