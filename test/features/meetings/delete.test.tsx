import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { db } from '@/mocks/data/db';
import type { MeetingRecord } from '@/mocks/data/records';
import { server } from '@/mocks/node/test-server';
import { deferred } from '../../support/deferred';
import { passTime, useFakeClock } from '../../support/fake-clock';
import { renderApp, shortcutsLoaded } from '../../support/render-app';
import { recordRequests, sentTo, type SentRequest } from '../../support/request-log';
import { textContent } from '../../support/text-content';

let target: MeetingRecord;
/** The newest personal meeting (on the list's first page), chosen before anything is deleted. */
const meeting = () => target;
const title = () => meeting().title!;
const deletes = (sent: readonly SentRequest[]) => sentTo(sent, /^\/v1\/(me|workspace)\/meetings\//, 'DELETE');
const inList = () =>
  within(screen.getByRole('list', { name: 'Meetings' }))
    .queryAllByRole('link')
    .some((link) => link.getAttribute('href')?.endsWith(`/${meeting().id}`));
const notices = () => screen.getByRole('region', { name: 'Notifications' });
/** A notice's sentence as it is shown (screen readers get a countdown's first words, once, in a hidden copy). */
const shownNotice = (text: string) => within(notices()).queryByText(textContent(text), { ignore: 'script, style, .visually-hidden' });
/** The undo notice is still counting down (the countdown ending dismisses it at once, before any DELETE). */
const undoOffered = () => within(notices()).queryByRole('button', { name: 'Undo' }) !== null;

beforeEach(() => {
  target = db.meetings().find((m) => m.ownerId === db.me().id)!;
  // The undo window is measured on a clock that moves only when a test says so.
  useFakeClock();
});

/** From the list, open the meeting, and ask to delete it. */
async function askToDelete() {
  const app = renderApp('/me/meetings', { fakeTimers: true });
  const list = await screen.findByRole('list', { name: 'Meetings' });
  const row = within(list)
    .getAllByRole('link')
    .find((link) => link.getAttribute('href') === `/me/meetings/${meeting().id}`)!;
  await app.user.click(row);
  await app.user.click(await screen.findByRole('button', { name: 'Delete meeting' }));
  const dialog = screen.getByRole('dialog', { name: `Delete “${title()}”?` });
  return { ...app, dialog };
}

describe('deleting a meeting', () => {
  it('asks first, naming the meeting; Cancel sends nothing', async () => {
    const sent = recordRequests();
    const { user, dialog } = await askToDelete();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await passTime(10_000);
    expect(deletes(sent)).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: title() })).toBeInTheDocument();
  });

  it('removes it from the list at once, then sends exactly one DELETE when the undo window ends', async () => {
    const sent = recordRequests();
    const { user, dialog, url } = await askToDelete();
    await user.click(within(dialog).getByRole('button', { name: 'Delete meeting' }));

    // Back on the list the user came from, without the meeting, with an undo notice.
    expect(await screen.findByRole('heading', { level: 1, name: 'My meetings' })).toBeInTheDocument();
    expect(url()).toBe('/me/meetings');
    expect(inList()).toBe(false);
    expect(shownNotice(`“${title()}” will be deleted in 5 seconds.`)).toBeInTheDocument();
    expect(undoOffered()).toBe(true);
    expect(deletes(sent)).toHaveLength(0);
    // One sentence counts down: no second countdown beside it.
    await passTime(1_000);
    expect(shownNotice(`“${title()}” will be deleted in 4 seconds.`)).toBeInTheDocument();
    expect(within(notices()).getByRole('listitem')).not.toHaveTextContent(/\(\d+ s\)/);
    await passTime(3_000);
    expect(shownNotice(`“${title()}” will be deleted in 1 second.`)).toBeInTheDocument();

    // The window is 5 s to the millisecond: still open 1 ms before it ends, closed when it does.
    await passTime(999);
    expect(undoOffered()).toBe(true);
    expect(deletes(sent)).toHaveLength(0);
    await passTime(1);
    expect(undoOffered()).toBe(false);
    await waitFor(() => expect(deletes(sent)).toHaveLength(1));
    expect(deletes(sent)[0]?.url.pathname).toBe(`/v1/me/meetings/${meeting().id}`);
    // The server's own message is shown.
    expect(await within(notices()).findByText(`Meeting “${title()}” was deleted.`)).toBeInTheDocument();
    expect(db.findMeeting(meeting().id)).toBeNull();

    await passTime(30_000);
    expect(deletes(sent)).toHaveLength(1);
  });

  it('Undo sends nothing, brings the meeting back and the user back to it', async () => {
    const sent = recordRequests();
    const { user, dialog, url, go } = await askToDelete();
    // What the app runs once idle is in (it keeps where the user is, for Undo's way back).
    await shortcutsLoaded();
    await user.click(within(dialog).getByRole('button', { name: 'Delete meeting' }));
    await screen.findByRole('heading', { level: 1, name: 'My meetings' });
    expect(inList()).toBe(false);
    await passTime(4_000);
    await user.click(within(notices()).getByRole('button', { name: 'Undo' }));
    expect(within(notices()).getByText(textContent(`“${title()}” was not deleted.`))).toBeInTheDocument();
    // Back where the user was: the meeting's page, as if nothing had happened.
    expect(await screen.findByRole('heading', { level: 1, name: title() })).toBeInTheDocument();
    expect(url()).toBe(`/me/meetings/${meeting().id}`);
    expect(screen.getByRole('button', { name: 'Delete meeting' })).toBeEnabled();
    go(-1);
    await screen.findByRole('heading', { level: 1, name: 'My meetings' });
    expect(inList()).toBe(true);
    await passTime(10_000);
    expect(deletes(sent)).toHaveLength(0);
    expect(db.findMeeting(meeting().id)).not.toBeNull();
  });

  it('says so on the meeting itself when the user goes back to it during the countdown, and undoes from there', async () => {
    const sent = recordRequests();
    const { user, dialog, go } = await askToDelete();
    await user.click(within(dialog).getByRole('button', { name: 'Delete meeting' }));
    await screen.findByRole('heading', { level: 1, name: 'My meetings' });
    go(-1);
    const note = await screen.findByText(/This meeting is about to be deleted\./);
    expect(screen.getByRole('heading', { level: 1, name: title() })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete meeting' })).toBeDisabled();
    await user.click(within(note).getByRole('button', { name: 'Undo' }));
    expect(screen.queryByText(/about to be deleted/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete meeting' })).toBeEnabled();
    await passTime(10_000);
    expect(deletes(sent)).toHaveLength(0);
  });

  it('puts the meeting back and says why when the DELETE fails, without retrying', async () => {
    server.use(http.delete('*/v1/me/meetings/:id', () => HttpResponse.json({ error: 'database is read-only' }, { status: 503 })));
    const sent = recordRequests();
    const { user, dialog } = await askToDelete();
    await user.click(within(dialog).getByRole('button', { name: 'Delete meeting' }));
    await screen.findByRole('heading', { level: 1, name: 'My meetings' });
    await passTime(5_500);
    expect(
      await screen.findByText(
        textContent(
          `Could not delete “${title()}”: The API had a problem (503: database is read-only). Try again. It is back in the list.`,
        ),
      ),
    ).toBeInTheDocument();
    expect(inList()).toBe(true);
    await passTime(30_000);
    expect(deletes(sent)).toHaveLength(1);
  });

  it('tries the DELETE even when the browser says it is offline, and puts the meeting back when it fails', async () => {
    server.use(http.delete('*/v1/me/meetings/:id', () => HttpResponse.error()));
    const sent = recordRequests();
    const { user, dialog } = await askToDelete();
    await user.click(within(dialog).getByRole('button', { name: 'Delete meeting' }));
    await screen.findByRole('heading', { level: 1, name: 'My meetings' });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    // The query client's record of it outlives the test (its listener goes with the app): reset here.
    onTestFinished(() => onlineManager.setOnline(true));
    await passTime(5_500);
    expect(
      await screen.findByText(
        textContent(`Could not delete “${title()}”: Could not reach the API. Check your connection and try again. It is back in the list.`),
      ),
    ).toBeInTheDocument();
    expect(inList()).toBe(true);
    expect(deletes(sent)).toHaveLength(1);
  });

  it('treats a 404 as already deleted', async () => {
    server.use(http.delete('*/v1/me/meetings/:id', () => HttpResponse.json({ error: 'gone' }, { status: 404 })));
    const { user, dialog } = await askToDelete();
    await user.click(within(dialog).getByRole('button', { name: 'Delete meeting' }));
    await screen.findByRole('heading', { level: 1, name: 'My meetings' });
    await passTime(5_500);
    expect(await screen.findByText('The meeting was already deleted.')).toBeInTheDocument();
    expect(inList()).toBe(false);
  });

  it('a 202 is "accepted", not "deleted": the meeting stays listed, marked, through a reload, and is never sent again', async () => {
    const sent = recordRequests();
    // The service takes the request and deletes later: the meeting is still there meanwhile.
    server.use(http.delete('*/v1/me/meetings/:id', () => HttpResponse.json({ success: true, message: 'Queued.' }, { status: 202 })));
    const { user, dialog, unmount } = await askToDelete();
    await user.click(within(dialog).getByRole('button', { name: 'Delete meeting' }));
    await screen.findByRole('heading', { level: 1, name: 'My meetings' });
    await passTime(5_500);
    expect(
      await within(notices()).findByText(
        textContent(`The service accepted the deletion of “${title()}”: it will be deleted shortly, and is marked in the list until then.`),
      ),
    ).toBeInTheDocument();
    expect(within(notices()).queryByText(/was deleted/)).not.toBeInTheDocument();
    expect(inList()).toBe(true);
    const row = () =>
      within(screen.getByRole('list', { name: 'Meetings' }))
        .getAllByRole('link')
        .find((link) => link.getAttribute('href')?.endsWith(`/${meeting().id}`));
    expect(row()).toHaveTextContent('Being deleted · ');

    // A reload in this tab: the list still has it, still marked; nothing is sent again.
    unmount();
    renderApp('/me/meetings', { fakeTimers: true });
    await screen.findByRole('list', { name: 'Meetings' });
    // Marked again once the first screen is in and the browser idle.
    await passTime(2_000);
    await waitFor(() => expect(row()).toHaveTextContent('Being deleted · '));
    await passTime(60_000);
    expect(deletes(sent)).toHaveLength(1);
  });

  it.each([
    ['204 No Content', () => new HttpResponse(null, { status: 204 })],
    ['an empty 200', () => new HttpResponse('', { status: 200 })],
  ])('%s is done: the meeting is deleted and leaves the list', async (_name, answer) => {
    const sent = recordRequests();
    server.use(http.delete('*/v1/me/meetings/:id', answer));
    const { user, dialog } = await askToDelete();
    await user.click(within(dialog).getByRole('button', { name: 'Delete meeting' }));
    await screen.findByRole('heading', { level: 1, name: 'My meetings' });
    await passTime(5_500);
    expect(await within(notices()).findByText(textContent(`“${title()}” was deleted.`))).toBeInTheDocument();
    expect(inList()).toBe(false);
    expect(deletes(sent)).toHaveLength(1);
  });

  it('sends the DELETE at once, with keepalive, if the page is closed during the countdown', async () => {
    const sent = recordRequests();
    const { user, dialog } = await askToDelete();
    await user.click(within(dialog).getByRole('button', { name: 'Delete meeting' }));
    await screen.findByRole('heading', { level: 1, name: 'My meetings' });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(deletes(sent)).toHaveLength(1));
    expect(deletes(sent)[0]?.keepalive).toBe(true);
    await passTime(10_000);
    expect(deletes(sent)).toHaveLength(1);
  });

  it('deletes from the workspace scope through the workspace endpoint', async () => {
    const sent = recordRequests();
    const { user } = renderApp(`/workspace/meetings/${target.id}`, { fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Delete meeting' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('for everyone in the workspace');
    await user.click(within(dialog).getByRole('button', { name: 'Delete meeting' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Workspace meetings' })).toBeInTheDocument();
    await passTime(5_500);
    await waitFor(() => expect(deletes(sent).map((r) => r.url.pathname)).toEqual([`/v1/workspace/meetings/${target.id}`]));
  });

  it('hides the meeting from lists fetched during the countdown too (opened by its link, list not cached)', async () => {
    const sent = recordRequests();
    const { user, url, go } = renderApp(`/me/meetings/${meeting().id}`, { fakeTimers: true });
    await shortcutsLoaded();
    await user.click(await screen.findByRole('button', { name: 'Delete meeting' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete meeting' }));
    expect(url()).toBe('/me/meetings');
    await screen.findByRole('list', { name: 'Meetings' });
    expect(sentTo(sent, '/v1/me/meetings')).toHaveLength(1);
    expect(inList()).toBe(false);
    await user.click(within(notices()).getByRole('button', { name: 'Undo' }));
    // Undo goes back to the meeting; the list, forward again, has it back.
    expect(await screen.findByRole('heading', { level: 1, name: title() })).toBeInTheDocument();
    go(1);
    await screen.findByRole('list', { name: 'Meetings' });
    expect(inList()).toBe(true);
  });

  it('keeps it out of a list answer the server computed before the DELETE but sent after it', async () => {
    const listAnswer = deferred();
    const { user, dialog, queryClient } = await askToDelete();
    const stale = { id: meeting().id, title: title(), startTime: meeting().startTime };
    server.use(
      http.get('*/v1/me/meetings', async () => {
        await listAnswer.promise;
        return HttpResponse.json({ meetings: [stale], nextCursor: null });
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete meeting' }));
    await screen.findByRole('heading', { level: 1, name: 'My meetings' });
    // A refresh of the list starts during the countdown and is answered only after the DELETE.
    act(() => {
      void queryClient.refetchQueries({ queryKey: ['meetings'] }).catch(() => undefined);
    });
    await passTime(5_500);
    // The app has taken in the DELETE's answer; only now does the stale list answer arrive.
    expect(await within(notices()).findByText(/was deleted/)).toBeInTheDocument();
    listAnswer.resolve();
    await waitFor(() => expect(queryClient.isFetching({ queryKey: ['meetings'] })).toBe(0));
    expect(screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.endsWith(`/${meeting().id}`))).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'No meetings found' })).toBeInTheDocument();
  });

  it('puts the meeting back when the API answers that it did not delete it', async () => {
    server.use(http.delete('*/v1/me/meetings/:id', () => HttpResponse.json({ success: false, message: 'The meeting is on legal hold.' })));
    const { user, dialog } = await askToDelete();
    await user.click(within(dialog).getByRole('button', { name: 'Delete meeting' }));
    await screen.findByRole('heading', { level: 1, name: 'My meetings' });
    await passTime(5_500);
    expect(
      await screen.findByText(textContent(`Could not delete “${title()}”: The meeting is on legal hold. It is back in the list.`)),
    ).toBeInTheDocument();
    expect(inList()).toBe(true);
  });

  it('puts keyboard focus on Undo, and waits while the pointer is on the notice', async () => {
    const sent = recordRequests();
    const { user, dialog } = await askToDelete();
    await user.click(within(dialog).getByRole('button', { name: 'Delete meeting' }));
    await screen.findByRole('heading', { level: 1, name: 'My meetings' });
    const undo = within(notices()).getByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    // The pointer arrives with 4 s of the window left.
    await passTime(1_000);
    await user.hover(undo);
    expect(shownNotice(`“${title()}” will be deleted when you leave this notice.`)).toBeInTheDocument();
    await passTime(20_000);
    expect(undoOffered()).toBe(true);
    expect(deletes(sent)).toHaveLength(0);
    await user.unhover(undo);
    // The countdown resumes with what was left when the pointer arrived.
    await passTime(3_999);
    expect(undoOffered()).toBe(true);
    expect(deletes(sent)).toHaveLength(0);
    await passTime(1);
    expect(undoOffered()).toBe(false);
    await waitFor(() => expect(deletes(sent)).toHaveLength(1));
  });

  it('keeps counting down when the notice is closed, even while it was paused', async () => {
    const sent = recordRequests();
    const { user, dialog } = await askToDelete();
    await user.click(within(dialog).getByRole('button', { name: 'Delete meeting' }));
    await screen.findByRole('heading', { level: 1, name: 'My meetings' });
    // The pointer arrives with 2 s of the window left.
    await passTime(3_000);
    await user.hover(within(notices()).getByRole('button', { name: 'Undo' }));
    await passTime(10_000);
    await user.click(within(notices()).getByRole('button', { name: 'Dismiss notification' }));
    expect(undoOffered()).toBe(false);
    expect(inList()).toBe(false);
    // It resumes with at least 3 s (more than the 2 s left), then sends one DELETE.
    await passTime(2_999);
    expect(deletes(sent)).toHaveLength(0);
    await passTime(1);
    await waitFor(() => expect(deletes(sent)).toHaveLength(1));
    expect(await within(notices()).findByText(`Meeting “${title()}” was deleted.`)).toBeInTheDocument();
  });

  it('keeps two pending deletions apart: undoing one leaves the other pending', async () => {
    const sent = recordRequests();
    const [first, second] = db.meetings().filter((m) => m.ownerId === db.me().id);
    const { user } = renderApp(`/me/meetings/${first!.id}`, { fakeTimers: true });
    for (const target of [first!, second!]) {
      if (target !== first) {
        const list = await screen.findByRole('list', { name: 'Meetings' });
        await user.click(
          within(list)
            .getAllByRole('link')
            .find((a) => a.getAttribute('href')?.endsWith(target.id))!,
        );
      }
      await user.click(await screen.findByRole('button', { name: 'Delete meeting' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete meeting' }));
    }
    const list = await screen.findByRole('list', { name: 'Meetings' });
    const shown = (id: string) =>
      within(list)
        .queryAllByRole('link')
        .some((a) => a.getAttribute('href')?.endsWith(id));
    expect(shown(first!.id) || shown(second!.id)).toBe(false);
    const undoFirst = within(notices()).getAllByRole('button', { name: 'Undo' })[0]!;
    await user.click(undoFirst);
    expect(shown(first!.id)).toBe(true);
    expect(shown(second!.id)).toBe(false);
    await passTime(5_000);
    await waitFor(() => expect(deletes(sent).map((r) => r.url.pathname)).toEqual([`/v1/me/meetings/${second!.id}`]));
  });
});
