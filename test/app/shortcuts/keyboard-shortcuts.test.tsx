import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/data/db';
import { passTime, useFakeClock } from '../../support/fake-clock';
import { renderApp, shortcutsLoaded } from '../../support/render-app';

const myMeetings = () => db.meetings().filter((m) => m.ownerId === db.me().id);
const rows = async () => within(await screen.findByRole('list', { name: 'Meetings' })).getAllByRole('link');
const pathOf = (link: HTMLElement) => link.getAttribute('href')?.split('?')[0];

describe('moving through a list with the keyboard', () => {
  it('j and k (and the arrows, once on the list) move focus from meeting to meeting, on the rows’ own links', async () => {
    const { user, url } = renderApp('/me/meetings');
    await shortcutsLoaded();
    const links = await rows();
    // The arrows are the page's own keys until focus is on the list: they move nothing.
    await user.keyboard('{ArrowDown}');
    expect(document.body).toHaveFocus();

    await user.keyboard('j');
    expect(links[0]).toHaveFocus();
    await user.keyboard('j');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[2]).toHaveFocus();
    await user.keyboard('k');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    // The first row is as far as it goes.
    expect(links[0]).toHaveFocus();
    expect(url()).toBe('/me/meetings');
  });

  it('Enter and o open the meeting; Esc goes back to the list, and j goes on from the meeting opened last', async () => {
    const { user, url } = renderApp('/me/meetings');
    await shortcutsLoaded();
    const links = await rows();
    const [first, second] = myMeetings();

    await user.keyboard('j{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: first!.title! })).toBeInTheDocument();
    expect(url()).toBe(`/me/meetings/${first!.id}`);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(url()).toBe('/me/meetings'));

    await user.keyboard('j');
    const again = await rows();
    expect(pathOf(again[1]!)).toBe(`/me/meetings/${second!.id}`);
    expect(again[1]).toHaveFocus();
    await user.keyboard('o');
    expect(await screen.findByRole('heading', { level: 1, name: second!.title! })).toBeInTheDocument();
    expect(url()).toBe(`/me/meetings/${second!.id}`);
    expect(links.length).toBeGreaterThan(2);
  });

  it('moves through search results, meeting by meeting', async () => {
    const { user } = renderApp('/search?q=roadmap');
    await shortcutsLoaded();
    const results = await screen.findAllByRole('article');
    expect(results.length).toBeGreaterThan(1);
    // The search page puts the cursor in its box (after its first frame), where j is typed: once it
    // has, leave it.
    await waitFor(() => expect(within(screen.getByRole('main')).getByRole('searchbox', { name: 'Search meetings' })).toHaveFocus());
    await user.click(screen.getByRole('heading', { level: 1, name: 'Search' }));
    await user.keyboard('j');
    expect(within(results[0]!).getByRole('heading', { level: 2 }).querySelector('a')).toHaveFocus();
    await user.keyboard('j');
    expect(within(results[1]!).getByRole('heading', { level: 2 }).querySelector('a')).toHaveFocus();
  });

  it('moves through task cards, each link telling the task it belongs to', async () => {
    const { user } = renderApp('/me/tasks');
    await shortcutsLoaded();
    const open = await screen.findByRole('region', { name: /^Open/ });
    const cards = await within(open).findAllByRole('article');
    await user.keyboard('j');
    const link = within(cards[0]!).getByRole('link');
    expect(link).toHaveFocus();
    expect(link).toHaveAccessibleDescription(within(cards[0]!).getAllByRole('paragraph')[0]!.textContent ?? '');
    await user.keyboard('j');
    expect(within(cards[1]!).getByRole('link')).toHaveFocus();
  });
});

describe('going places', () => {
  it('g m, g t and g s go to meetings, tasks and search, in the scope on screen', async () => {
    const { user, url } = renderApp('/workspace/meetings');
    await shortcutsLoaded();
    await screen.findByRole('heading', { level: 1, name: 'Workspace meetings' });
    await user.keyboard('gt');
    await waitFor(() => expect(url()).toBe('/workspace/tasks'));
    await user.keyboard('gm');
    await waitFor(() => expect(url()).toBe('/workspace/meetings'));
    await user.keyboard('gs');
    await waitFor(() => expect(url()).toBe('/search'));
  });

  it('takes the second key of a sequence only right after the g', async () => {
    useFakeClock();
    const { user, url } = renderApp('/me/meetings', { fakeTimers: true });
    await shortcutsLoaded();
    await rows();
    await user.keyboard('g');
    await passTime(1_500);
    await user.keyboard('t');
    // Another key in between ends the sequence too.
    await user.keyboard('gxt');
    await passTime(0);
    expect(url()).toBe('/me/meetings');
    await user.keyboard('g');
    await passTime(1_499);
    await user.keyboard('t');
    await waitFor(() => expect(url()).toBe('/me/tasks'));
  });

  it('? lists every shortcut in a dialog', async () => {
    const { user } = renderApp('/me/meetings');
    await shortcutsLoaded();
    await rows();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const table = within(dialog).getByRole('table');
    for (const does of [
      'Next meeting',
      'Previous meeting',
      'Open it',
      'Back to the list',
      'Search your meetings',
      'Go to meetings',
      'Go to tasks',
      'Go to search',
      'command palette',
      'This list',
    ])
      expect(within(table).getByRole('cell', { name: new RegExp(does) })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('shortcuts stay out of the way', () => {
  it('never fire while the user types in a field, or chooses in a select', async () => {
    const { user, url } = renderApp('/workspace/meetings');
    await shortcutsLoaded();
    const member = await screen.findByLabelText('Member e-mail');
    await user.type(member, 'j/k?gto');
    expect(member).toHaveValue('j/k?gto');
    expect(member).toHaveFocus();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(member).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(url()).toMatch(/^\/workspace\/meetings/);

    await user.click(screen.getByRole('link', { name: 'Mine' }));
    const tag = await screen.findByLabelText('Tag');
    tag.focus();
    await user.keyboard('jgt');
    expect(tag).toHaveFocus();
    expect(url()).toBe('/me/meetings');
  });

  it('leave the browser’s keys alone: nothing fires with Ctrl, Alt or ⌘ held, but Ctrl+K opens the palette, from a field too', async () => {
    const { user, url } = renderApp('/me/meetings');
    await shortcutsLoaded();
    await rows();
    await user.keyboard('{Control>}j{/Control}{Alt>}j{/Alt}{Meta>}j{/Meta}{Control>}g{/Control}t');
    expect(document.body).toHaveFocus();
    expect(url()).toBe('/me/meetings');

    await user.click(screen.getByRole('searchbox', { name: 'Search meetings' }));
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    expect(within(palette).getByRole('combobox', { name: 'Go to a screen or meeting' })).toHaveFocus();
  });

  it('the palette’s button is there with the first screen; pressed before the shortcuts are in, it opens the palette when they arrive', async () => {
    renderApp('/me/meetings');
    // The first render: the shortcuts are requested only once the browser is idle.
    const button = screen.getByRole('button', { name: /^Go to/ });
    expect(button).not.toHaveAttribute('aria-keyshortcuts');
    fireEvent.click(button);
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    expect(within(palette).getByRole('combobox', { name: 'Go to a screen or meeting' })).toHaveFocus();
    // The same button, now announcing its shortcut.
    expect(screen.getByRole('button', { name: /^Go to/, hidden: true })).toBe(button);
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
  });
});
