import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readJournals, writeJournal } from '@/features/meetings/cleanup/model/batch-journal';
import { apiKeyStore } from '@/lib/session/api-key-store';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { db } from '@/mocks/data/db';
import { server } from '@/mocks/node/test-server';
import { passTime, useFakeClock } from '../../../../support/fake-clock';
import { renderApp } from '../../../../support/render-app';
import { recordRequests } from '../../../../support/request-log';

const myMeetings = () => db.meetings().filter((m) => m.ownerId === db.me().id);
const checkboxes = () => within(screen.getByRole('list', { name: 'Meetings to select' })).getAllByRole('checkbox');
const selectedCount = () => screen.getByRole('toolbar', { name: 'Selection' }).querySelector('[role=status]')?.textContent;

async function selectionMode() {
  const app = renderApp('/me/meetings');
  await app.user.click(await screen.findByRole('button', { name: 'Select…' }));
  await screen.findByRole('list', { name: 'Meetings to select' });
  return app;
}

describe('selecting many meetings', () => {
  it('toggles with a click, a range with Shift-click, and the focused row with x; the count says how many', async () => {
    const { user, url } = await selectionMode();
    expect(url()).toBe('/me/meetings?select=on');
    expect(selectedCount()).toBe('None selected');
    await user.click(checkboxes()[1]!);
    await user.keyboard('{Shift>}');
    await user.click(checkboxes()[4]!);
    await user.keyboard('{/Shift}');
    expect(
      checkboxes()
        .slice(0, 6)
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([false, true, true, true, true, false]);
    expect(selectedCount()).toBe('4 selected');
    // The keyboard: x on a focused row's checkbox or link.
    checkboxes()[0]!.focus();
    await user.keyboard('x');
    expect(selectedCount()).toBe('5 selected');
    expect(checkboxes()[0]).toHaveAccessibleName(/^Select “.+”, .+/);
  });

  it('keeps the list’s day headings, so the user sees when each meeting was', async () => {
    const { user } = await selectionMode();
    const headings = (name: string) =>
      within(screen.getByRole('list', { name }))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
    await waitFor(() => expect(headings('Meetings to select').length).toBeGreaterThan(10));
    const days = headings('Meetings to select');
    await user.click(screen.getByRole('button', { name: 'Done selecting' }));
    await waitFor(() => expect(headings('Meetings')).toEqual(days));
  });

  it('says what a suggestion selected right under the buttons pressed', async () => {
    const { user } = await selectionMode();
    await user.click(screen.getByText('Clean-up suggestions'));
    const button = screen.getByRole('button', { name: 'Select untitled meetings' });
    await user.click(button);
    // Next to them, not below the duplicates the panel lists, out of sight.
    expect(screen.getByText(/^Selected \d+ meetings?: without a title\.$/).previousElementSibling).toContainElement(button);
  });

  it('selects all loaded, keeps the selection through another filter, and clears it', async () => {
    const { user } = await selectionMode();
    const all = screen.getByRole('button', { name: /^Select all loaded \(\d+\)$/ });
    const loaded = Number(/\((\d+)\)/.exec(all.textContent ?? '')?.[1]);
    await user.click(all);
    expect(selectedCount()).toBe(`${loaded} selected`);
    const picker = screen.getByRole('combobox', { name: 'Tag' });
    await waitFor(() => expect(picker).not.toHaveTextContent('loading'));
    await user.selectOptions(picker, 'Product');
    await waitFor(() => expect(selectedCount()).toMatch(new RegExp(`^${loaded} selected \\(\\d+ not in this list\\)$`)));
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(selectedCount()).toBe('None selected');
  });

  it('a suggestion selects and says why; the review names what will go; Undo sends nothing and keeps the selection', async () => {
    const sent = recordRequests();
    const { user } = await selectionMode();
    await user.click(screen.getByText('Clean-up suggestions'));
    await user.click(screen.getByRole('button', { name: 'Select untitled meetings' }));
    const untitled = myMeetings().filter((m) => !m.title?.trim() && !m.generatedTitle?.trim());
    expect(screen.getByText(/^Selected \d+ meetings?: without a title\.$/)).toBeInTheDocument();
    const count = Number(/^(\d+)/.exec(selectedCount() ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(untitled.length);
    expect(screen.getAllByText('No title, and none was generated').length).toBe(count);

    await user.click(screen.getByRole('button', { name: 'Delete selected…' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(count === 1 ? /^Delete “.+”\?$/ : `Delete ${count} meetings?`);
    expect(within(within(dialog).getByRole('list', { name: 'Meetings to delete' })).getAllByRole('listitem')).toHaveLength(count);
    // Cancel has the focus: a stray Enter never confirms.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: /^Delete \d+ meetings?$/ }));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    expect(screen.getByText(/will be deleted in \d seconds?\./)).toBeInTheDocument();
    await user.click(undo);
    expect(await screen.findByText(/^Nothing was deleted/)).toBeInTheDocument();
    expect(selectedCount()).toBe(`${count} selected`);
    expect(sent.filter((r) => r.method === 'DELETE')).toEqual([]);
  });
});

describe('a confirmed batch', () => {
  it('is what the review showed: a meeting selected while it was open is not in it', async () => {
    const { user } = await selectionMode();
    await user.click(checkboxes()[0]!);
    await user.click(checkboxes()[1]!);
    await user.click(screen.getByRole('button', { name: 'Delete selected…' }));
    // (A running check may select more behind the dialog.)
    await user.click(checkboxes()[2]!);
    expect(selectedCount()).toBe('3 selected');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete 2 meetings' }));
    expect(await screen.findByText(/^2 meetings will be deleted in \d seconds?\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
  });

  it('of one meeting: the review names it and speaks of it alone', async () => {
    const { user } = await selectionMode();
    await user.click(checkboxes()[1]!);
    await user.click(screen.getByRole('button', { name: 'Delete selected…' }));
    const dialog = screen.getByRole('dialog');
    const [, title] = /^Select “(.+)”, /.exec(checkboxes()[1]!.getAttribute('aria-label') ?? '') ?? [];
    expect(within(dialog).getByRole('heading')).toHaveTextContent(`Delete “${title}”?`);
    expect(dialog).toHaveTextContent(/This meeting, [\d h]+ min of recording, will be deleted from your meetings\./);
    expect(dialog).not.toHaveTextContent(/\b(they|one by one|in all)\b/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  });

  it('leaving selection mode during the undo window takes it back, sends nothing and says so', async () => {
    const sent = recordRequests();
    const { user, url } = await selectionMode();
    await user.click(checkboxes()[0]!);
    await user.click(screen.getByRole('button', { name: 'Delete selected…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete 1 meeting' }));
    await screen.findByRole('button', { name: 'Undo' });
    await user.click(screen.getByRole('button', { name: 'Done selecting' }));
    expect(url()).toBe('/me/meetings');
    expect(await screen.findByText('Nothing was deleted: you left selection mode before the undo window ended.')).toBeInTheDocument();
    expect(readJournals()).toEqual([]);
    expect(sent.filter((r) => r.method === 'DELETE')).toEqual([]);
  });
});

describe('what the service answers', () => {
  it('a 202 is "accepted by the service", never "deleted": the row stays, marked, and nothing is sent again', async () => {
    useFakeClock();
    const sent = recordRequests();
    const [accepted] = myMeetings();
    server.use(http.delete(`*/v1/me/meetings/${accepted!.id}`, () => HttpResponse.json({ success: true }, { status: 202 })));
    const { user } = renderApp('/me/meetings?select=on', { fakeTimers: true });
    await screen.findByRole('list', { name: 'Meetings to select' });
    await user.click(checkboxes()[0]!);
    await user.click(checkboxes()[1]!);
    await user.click(screen.getByRole('button', { name: 'Delete selected…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete 2 meetings' }));
    await passTime(5_000);
    expect(
      await screen.findByText('1 of 2 deleted. Done; 1 accepted by the service, which will delete it (still listed until then).'),
    ).toBeInTheDocument();
    const row = within(screen.getByRole('list', { name: 'Meetings to select' })).getByRole('link', {
      name: /Being deleted · /,
    });
    expect(row).toHaveAttribute('href', expect.stringContaining(accepted!.id));
    await passTime(60_000);
    expect(sent.filter((r) => r.method === 'DELETE')).toHaveLength(2);
  });
});

describe('a batch and the tab it runs in', () => {
  it('hiding or leaving the page during the undo window sends nothing; the batch is kept on record until it ends', async () => {
    const sent = recordRequests();
    const { user } = await selectionMode();
    await user.click(checkboxes()[0]!);
    await user.click(checkboxes()[1]!);
    await user.click(screen.getByRole('button', { name: 'Delete selected…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete 2 meetings' }));
    await screen.findByRole('button', { name: 'Undo' });
    expect(readJournals().map((journal) => journal.items.map((item) => item.status))).toEqual([['waiting', 'waiting']]);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(sent.filter((r) => r.method === 'DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(readJournals()).toEqual([]);
  });

  it('the visit after a tab closed mid-batch says which were deleted and which were not, once, and sends nothing', async () => {
    const sent = recordRequests();
    const [a, b, c] = myMeetings();
    // What the closed tab left, for the account the demo key opens (written before the app starts).
    apiKeyStore.setFallback(DEMO_API_KEY);
    writeJournal({
      id: 'batch-1',
      scope: 'me',
      confirmedAt: 0,
      items: [
        { id: a!.id, title: 'A', status: 'deleted' },
        { id: b!.id, title: 'B', status: 'waiting' },
        { id: c!.id, title: 'C', status: 'waiting' },
      ],
    });
    renderApp('/me/meetings');
    expect(
      await screen.findByText(
        'A cleanup was interrupted when its tab closed: 1 of 3 meetings were deleted and 2 were not (nothing more was sent).',
      ),
    ).toBeInTheDocument();
    // Said once: the record is gone.
    expect(readJournals()).toEqual([]);
    expect(sent.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('two tabs’ batches interrupted at once: the next visit accounts for each against what was confirmed in it', async () => {
    const sent = recordRequests();
    const ids = myMeetings().map((m) => m.id);
    apiKeyStore.setFallback(DEMO_API_KEY);
    // Two tabs, each with a batch of its own under way, both closed; one had a DELETE the service accepted.
    const confirmedAt = (hours: number, minutes: number) => new Date(2026, 10, 20, hours, minutes).getTime();
    writeJournal({
      id: 'tab-one',
      scope: 'me',
      confirmedAt: confirmedAt(14, 2),
      items: ids.slice(0, 6).map((id, index) => ({ id, title: `One ${index}`, status: index < 2 ? 'deleted' : 'waiting' })),
    });
    writeJournal({
      id: 'tab-two',
      scope: 'workspace',
      confirmedAt: confirmedAt(14, 5),
      items: ids
        .slice(6, 12)
        .map((id, index) => ({ id, title: `Two ${index}`, status: index === 0 ? 'accepted' : index === 1 ? 'sending' : 'waiting' })),
    });
    renderApp('/me/meetings');
    // Each notice quotes its time and counts isolated (<bdi>): read as the user reads it, whole.
    const notices = within(screen.getByRole('region', { name: 'Notifications' }));
    await waitFor(() => expect(notices.getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = notices.getAllByRole('listitem');
    expect(first).toHaveTextContent(
      /^A cleanup confirmed at 0?2:02 PM was interrupted when its tab closed: 2 of 6 meetings were deleted and 4 were not \(nothing more was sent\)\./,
    );
    expect(second).toHaveTextContent(
      /^A cleanup confirmed at 0?2:05 PM was interrupted when its tab closed: 0 of 6 meetings were deleted, 1 accepted by the service \(it will delete them\) and 4 were not \(nothing more was sent\)\. 1 was being deleted as the tab closed: check whether it is still in the list\./,
    );
    expect(readJournals()).toEqual([]);
    expect(sent.filter((r) => r.method === 'DELETE')).toEqual([]);
  });
});
