import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/data/db';
import { passTime, useFakeClock } from '../support/fake-clock';
import { renderApp, shortcutsLoaded } from '../support/render-app';
import { recordRequests, sentTo } from '../support/request-log';
import { useViewportWidth } from '../support/viewport-width';

const myMeetings = () => db.meetings().filter((m) => m.ownerId === db.me().id);
const list = () => screen.findByRole('list', { name: 'Meetings' });
const pane = () => screen.getByRole('region', { name: 'Selected meeting' });
const rowOf = async (meetingId: string) =>
  within(await list())
    .getAllByRole('link')
    .find((link) => link.getAttribute('href')?.split('?')[0] === `/me/meetings/${meetingId}`)!;

describe('the split view', () => {
  it('on a wide screen shows the meeting beside the list, which stays as it is while the selection changes', async () => {
    useViewportWidth(1280);
    const { user, url } = renderApp('/me/meetings?tag=Product');
    const before = await list();
    // The filtered list's first two meetings, as it shows them.
    const [first, second] = within(before)
      .getAllByRole('link')
      .slice(0, 2)
      .map((link) => db.findMeeting(link.getAttribute('href')!.split('?')[0]!.split('/').pop()!)!);
    expect(pane()).toHaveTextContent('Select a meeting to read it here');

    await user.click(await rowOf(first!.id));
    // The URL names the meeting and keeps the list's filters.
    expect(url()).toBe(`/me/meetings/${first!.id}?tag=Product`);
    expect(await within(pane()).findByRole('heading', { level: 1, name: first!.title! })).toBeInTheDocument();
    expect(await rowOf(first!.id)).toHaveAttribute('aria-current', 'page');
    // Focus follows into the pane, so a screen reader reads the meeting.
    await waitFor(() => expect(within(pane()).getByRole('article')).toHaveFocus());

    await user.click(await rowOf(second!.id));
    expect(await within(pane()).findByRole('heading', { level: 1, name: second!.title! })).toBeInTheDocument();
    expect(await list()).toBe(before);
    expect(await rowOf(first!.id)).not.toHaveAttribute('aria-current');
    // Opening the meeting already shown (its row again) takes focus into the pane too.
    await user.click(await rowOf(second!.id));
    await waitFor(() => expect(within(pane()).getByRole('article')).toHaveFocus());

    // Close (or Esc) goes back to the list alone, focus on the row that was open.
    await user.click(within(pane()).getByRole('link', { name: 'Close' }));
    await waitFor(() => expect(url()).toBe('/me/meetings?tag=Product'));
    expect(await rowOf(second!.id)).toHaveFocus();
    expect(await list()).toBe(before);
  });

  it('shows the same URL as the meeting page alone on a narrow screen, following resizes', async () => {
    const width = useViewportWidth(800);
    const [first] = myMeetings();
    renderApp(`/me/meetings/${first!.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: first!.title! })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Meetings' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to meetings' })).toBeInTheDocument();

    width.resize(1280);
    expect(await list()).toBeInTheDocument();
    expect(within(pane()).getByRole('heading', { level: 1, name: first!.title! })).toBeInTheDocument();
    expect(await rowOf(first!.id)).toHaveAttribute('aria-current', 'page');
  });

  it('deletes from the pane safely (confirm, undo, exactly one DELETE) and moves the selection to the next meeting', async () => {
    useFakeClock();
    useViewportWidth(1280);
    const sent = recordRequests();
    const [first, second] = myMeetings();
    const { user, url } = renderApp(`/me/meetings/${first!.id}`, { fakeTimers: true });
    await within(await list()).findAllByRole('link');
    await user.click(await within(pane()).findByRole('button', { name: 'Delete meeting' }));
    const dialog = screen.getByRole('dialog', { name: `Delete “${first!.title}”?` });
    const paneSaid = recordText(pane());
    await user.click(within(dialog).getByRole('button', { name: 'Delete meeting' }));
    // One Undo, the notice's: the pane, on its way to the next meeting, never offers one of its own.
    expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(1);
    expect(await within(pane()).findByRole('heading', { level: 1, name: second!.title! })).toBeInTheDocument();
    expect(paneSaid().filter((text) => text.includes('about to be deleted'))).toEqual([]);

    await waitFor(() => expect(url()).toBe(`/me/meetings/${second!.id}`));
    expect(
      within(await list())
        .getAllByRole('link')
        .some((link) => link.getAttribute('href') === `/me/meetings/${first!.id}`),
    ).toBe(false);
    expect(sentTo(sent, /\/meetings\//, 'DELETE')).toHaveLength(0);

    await passTime(5_000);
    await waitFor(() => expect(sentTo(sent, /\/meetings\//, 'DELETE')).toHaveLength(1));
    expect(sentTo(sent, /\/meetings\//, 'DELETE')[0]?.url.pathname).toBe(`/v1/me/meetings/${first!.id}`);
    await passTime(30_000);
    expect(sentTo(sent, /\/meetings\//, 'DELETE')).toHaveLength(1);
  });

  it('Undo in the pane brings the restored meeting back into it, where the user was', async () => {
    useFakeClock();
    useViewportWidth(1280);
    const sent = recordRequests();
    const first = myMeetings().find((m) => m.tags?.some((tag) => tag.name === 'Product'));
    const { user, url } = renderApp(`/me/meetings/${first!.id}?tag=Product`, { fakeTimers: true });
    await within(await list()).findAllByRole('link');
    // What the app runs once idle is in (it keeps where the user is, for Undo's way back).
    await shortcutsLoaded();
    await user.click(await within(pane()).findByRole('button', { name: 'Delete meeting' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete meeting' }));
    // The pane moves on to the next meeting of the list.
    await waitFor(() => expect(url()).toMatch(/^\/me\/meetings\/[^?]+\?tag=Product$/));
    expect(url()).not.toContain(first!.id);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(url()).toBe(`/me/meetings/${first!.id}?tag=Product`));
    expect(await within(pane()).findByRole('heading', { level: 1, name: first!.title! })).toBeInTheDocument();
    expect(await rowOf(first!.id)).toHaveAttribute('aria-current', 'page');
    expect(sentTo(sent, /\/meetings\//, 'DELETE')).toHaveLength(0);
  });

  it('Undo leaves the user where they are once they have moved on from where the delete left them', async () => {
    useFakeClock();
    useViewportWidth(1280);
    const [first] = myMeetings();
    const { user, url } = renderApp(`/me/meetings/${first!.id}`, { fakeTimers: true });
    const rows = await within(await list()).findAllByRole('link');
    await shortcutsLoaded();
    await user.click(await within(pane()).findByRole('button', { name: 'Delete meeting' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete meeting' }));
    await waitFor(() => expect(url()).not.toBe(`/me/meetings/${first!.id}`));
    // Another meeting, chosen after the delete moved the pane on.
    const other = rows.find(
      (row) => row.isConnected && !url().startsWith(row.getAttribute('href') ?? '') && !row.getAttribute('href')?.includes(first!.id),
    )!;
    await user.click(other);
    await waitFor(() => expect(url()).toBe(other.getAttribute('href')));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await rowOf(first!.id)).toBeInTheDocument();
    expect(url()).toBe(other.getAttribute('href'));
  });
});

/**
 * The text of everything added inside the element from now on, even what was removed again before the
 * test could look: what flashed by, not only where the screen ends up.
 */
function recordText(element: HTMLElement): () => string[] {
  const seen: string[] = [];
  const take = (records: MutationRecord[]) =>
    records.forEach((record) => record.addedNodes.forEach((node) => seen.push(node.textContent ?? '')));
  const observer = new MutationObserver(take);
  observer.observe(element, { childList: true, subtree: true });
  return () => {
    take(observer.takeRecords());
    observer.disconnect();
    return seen;
  };
}
