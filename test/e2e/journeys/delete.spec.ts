import { expect, test } from '../support/fixtures';
import { apiCalls, callsTo } from '../support/requests';

test('@journey delete: cancel sends nothing, undo sends nothing, confirm sends exactly one DELETE', async ({
  page,
  ui,
  open,
  connect,
  mode,
  mockApi,
  pageRequests,
}) => {
  await open('/me/meetings');
  await connect();
  const list = page.getByRole('list', { name: 'Meetings' });
  const rows = list.getByRole('link');
  await expect(rows.first()).toBeVisible();
  const [first, second] = await rows.evaluateAll((links) => links.slice(0, 2).map((a) => a.getAttribute('href') ?? ''));
  const row = (href: string) => list.locator(`a[href="${href}"]`);
  const deletes = async () => callsTo(await apiCalls(mode, mockApi, pageRequests), /^\/v1\/me\/meetings\//, 'DELETE');

  // Cancel: nothing is sent.
  await ui.press(row(first!));
  await ui.press(page.getByRole('button', { name: 'Delete meeting' }));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(/^Delete “.+”\?$/);
  await ui.press(dialog.getByRole('button', { name: 'Cancel' }));
  await expect(dialog).toBeHidden();

  // Undo: the meeting leaves the list at once, comes back, and nothing is sent.
  await ui.press(page.getByRole('button', { name: 'Delete meeting' }));
  await ui.press(dialog.getByRole('button', { name: 'Delete meeting' }));
  await expect(page.getByRole('heading', { level: 1, name: 'My meetings' })).toBeVisible();
  await expect(row(first!)).toHaveCount(0);
  const undo = page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await (ui.input === 'keyboard' ? page.keyboard.press('Enter') : undo.click());
  await expect(row(first!)).toHaveCount(1);
  await page.waitForTimeout(6_000);
  expect(await deletes()).toEqual([]);

  // Confirm: exactly one DELETE, once the undo window is over.
  await ui.press(row(second!));
  await ui.press(page.getByRole('button', { name: 'Delete meeting' }));
  await ui.press(page.getByRole('dialog').getByRole('button', { name: 'Delete meeting' }));
  await expect(row(second!)).toHaveCount(0);
  expect(await deletes()).toEqual([]);
  // Focus lands on Undo, which does not pause the countdown: only focus the user moves there does.
  await expect(page.getByText(/^Meeting “.+” was deleted\.$/)).toBeVisible({ timeout: 10_000 });
  const sent = await deletes();
  expect(sent.map((call) => call.path)).toEqual([`/v1${second}`]);
  await page.waitForTimeout(1_000);
  expect(await deletes()).toHaveLength(1);

  // A reload asks the server again: the meeting stays gone (in demo mode the data lives in the page).
  if (mode === 'live') {
    await page.reload();
    await expect(rows.first()).toBeVisible();
    await expect(row(second!)).toHaveCount(0);
    await expect(row(first!)).toHaveCount(1);
    const log = await mockApi.requests();
    expect(log.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  }
});
