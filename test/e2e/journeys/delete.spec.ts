import { expect, test } from '../support/fixtures';
import { controlledClock } from '../support/controlled-clock';
import { apiCalls, callsTo } from '../support/requests';

test('@journey @cross-origin delete: cancel sends nothing, undo sends nothing, confirm sends exactly one DELETE', async ({
  page,
  ui,
  open,
  connect,
  mode,
  mockApi,
  pageRequests,
}) => {
  const clock = await controlledClock(page);
  await open('/me/meetings');
  await connect();
  const list = page.getByRole('list', { name: 'Meetings' });
  const rows = list.getByRole('link');
  await expect(rows.first()).toBeVisible();
  const [first, second] = await rows.evaluateAll((links) => links.slice(0, 2).map((a) => a.getAttribute('href') ?? ''));
  const row = (href: string) => list.locator(`a[href="${href}"]`);
  const deletes = async () => callsTo(await apiCalls(mode, mockApi, pageRequests), /^\/v1\/me\/meetings\//, 'DELETE');
  const undo = page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Undo' });

  // Cancel: nothing is sent.
  await ui.press(row(first!));
  await ui.press(page.getByRole('button', { name: 'Delete meeting' }));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(/^Delete “.+”\?$/);
  await ui.press(dialog.getByRole('button', { name: 'Cancel' }));
  await expect(dialog).toBeHidden();

  // Undo: the meeting leaves the list at once, comes back, and nothing is sent, even after the window
  // would have ended. The clock stands still from the confirmation, however long the steps take.
  await ui.press(page.getByRole('button', { name: 'Delete meeting' }));
  await clock.pause();
  await ui.press(dialog.getByRole('button', { name: 'Delete meeting' }));
  await expect(page.getByRole('heading', { level: 1, name: 'My meetings' })).toBeVisible();
  await expect(row(first!)).toHaveCount(0);
  await expect(undo).toBeFocused();
  await ui.press(undo);
  await expect(row(first!)).toHaveCount(1);
  await expect(page.getByText(/^“.+” was not deleted\.$/)).toBeVisible();
  await clock.runFor(10_000);
  expect(await deletes()).toEqual([]);
  await clock.resume();

  // Confirm: exactly one DELETE, when the 5-second undo window is over and not before.
  await ui.press(row(second!));
  // The pane shows it (the navigation rendered: on a slow host, a Delete pressed before that is the
  // meeting shown before's).
  await expect(row(second!)).toHaveAttribute('aria-current', 'page');
  await ui.press(page.getByRole('button', { name: 'Delete meeting' }));
  await clock.pause();
  await ui.press(page.getByRole('dialog').getByRole('button', { name: 'Delete meeting' }));
  await expect(row(second!)).toHaveCount(0);
  // Focus lands on Undo, which does not pause the countdown: only focus the user moves there does.
  await expect(undo).toBeFocused();
  await clock.runFor(4_999);
  await expect(undo).toBeVisible();
  expect(await deletes()).toEqual([]);
  await clock.runFor(1);
  await expect(undo).toBeHidden();
  await clock.resume();
  await expect(page.getByText(/^Meeting “.+” was deleted\.$/)).toBeVisible();
  const sent = await deletes();
  // Also proves the first meeting was never deleted: its DELETE would have come first.
  expect(sent.map((call) => call.path)).toEqual([`/v1${second}`]);
  await clock.runFor(30_000);
  expect(await deletes()).toHaveLength(1);

  // A reload asks the server again: the meeting stays gone (the demo keeps its deletions for the tab).
  // The reloaded page runs on real time: nothing is pending any more.
  await clock.resume();
  await page.reload();
  await expect(rows.first()).toBeVisible();
  await expect(row(second!)).toHaveCount(0);
  await expect(row(first!)).toHaveCount(1);
  if (mode === 'live') {
    const log = await mockApi.requests();
    expect(log.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  }
});
