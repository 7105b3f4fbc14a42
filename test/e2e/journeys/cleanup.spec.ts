import { expect, test } from '../support/fixtures';
import { controlledClock } from '../support/controlled-clock';
import { apiCalls, callsTo } from '../support/requests';
import { tabTo } from '../support/ui';

test('@journey cleanup: select a range, review, undo sends nothing; confirm sends exactly one DELETE each, then reports', async ({
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
  await expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link').first()).toBeVisible();
  await ui.press(page.getByRole('button', { name: 'Select…' }));
  const rows = page.getByRole('list', { name: 'Meetings to select' });
  const boxes = rows.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  const count = page.getByRole('toolbar', { name: 'Selection' }).getByRole('status');
  const deletes = async () => callsTo(await apiCalls(mode, mockApi, pageRequests), /^\/v1\/me\/meetings\//, 'DELETE');

  // The second to the fourth: a click and a Shift-click, or with the keyboard Space and x.
  if (ui.input === 'mouse') {
    await boxes.nth(1).click();
    await boxes.nth(3).click({ modifiers: ['Shift'] });
  } else {
    await ui.toggle(boxes.nth(1));
    await ui.toggle(boxes.nth(2));
    await tabTo(page, boxes.nth(3));
    await page.keyboard.press('x');
  }
  await expect(count).toHaveText('3 selected');
  const chosen = await rows.locator('li').evaluateAll((items) => items.slice(1, 4).map((li) => li.getAttribute('data-meeting-id') ?? ''));

  // Review, and Undo: nothing is sent, even after the window would have ended.
  const review = async () => {
    await ui.press(page.getByRole('button', { name: 'Delete selected…' }));
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText('Delete 3 meetings?');
    await expect(dialog.getByRole('list', { name: 'Meetings to delete' }).getByRole('listitem')).toHaveCount(3);
    await clock.pause();
    await ui.press(dialog.getByRole('button', { name: 'Delete 3 meetings' }));
  };
  await review();
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await ui.press(undo);
  await expect(page.getByText('Nothing was deleted: the 3 meetings stay selected.')).toBeVisible();
  await clock.runFor(10_000);
  expect(await deletes()).toEqual([]);
  await expect(count).toHaveText('3 selected');
  await ui.press(page.getByRole('button', { name: 'Close' }));
  await clock.resume();

  // Confirm: nothing until the window ends, then one DELETE per meeting, and the report.
  await review();
  await clock.runFor(4_999);
  expect(await deletes()).toEqual([]);
  await clock.resume();
  await expect(page.getByText(/^3 of 3 deleted\. Done\.$/)).toBeVisible();
  const sent = await deletes();
  expect(sent.map((call) => call.path).sort()).toEqual(chosen.map((id) => `/v1/me/meetings/${id}`).sort());
  await expect(count).toHaveText('None selected');
  for (const id of chosen) await expect(rows.locator(`li[data-meeting-id="${id}"]`)).toHaveCount(0);
});
