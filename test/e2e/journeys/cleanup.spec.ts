import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { controlledClock } from '../support/controlled-clock';
import { apiCalls, callsTo } from '../support/requests';
import { tabTo, type Ui } from '../support/ui';

/** The personal list, connected, in selection mode: its rows' ids, in order. */
async function startSelecting(page: Page, ui: Ui, open: (path: string) => Promise<void>, connect: () => Promise<void>) {
  await open('/me/meetings');
  await connect();
  await expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link').first()).toBeVisible();
  await ui.press(page.getByRole('button', { name: 'Select…' }));
  const rows = page.getByRole('list', { name: 'Meetings to select' });
  await expect(rows.getByRole('checkbox').first()).toBeVisible();
  const ids = await rows.locator('[data-meeting-id]').evaluateAll((items) => items.map((row) => row.getAttribute('data-meeting-id') ?? ''));
  return { rows, ids, count: page.getByRole('toolbar', { name: 'Selection' }).getByRole('status') };
}

test('@journey @keyboard cleanup: select a range, review, undo sends nothing; confirm sends exactly one DELETE each, then reports', async ({
  page,
  ui,
  open,
  connect,
  mode,
  mockApi,
  pageRequests,
}) => {
  const clock = await controlledClock(page);
  const { rows, ids, count } = await startSelecting(page, ui, open, connect);
  const boxes = rows.getByRole('checkbox');
  const deletes = async () => callsTo(await apiCalls(mode, mockApi, pageRequests), /^\/v1\/me\/meetings\//, 'DELETE');

  // A suggestion selects, and says why on the meeting it chose.
  await ui.press(page.getByText('Clean-up suggestions'));
  await ui.press(page.getByRole('button', { name: 'Select untitled meetings' }));
  await expect(page.getByText(/^Selected 1 meeting: without a title\.$/)).toBeVisible();
  await expect(count).toHaveText('1 selected');
  const why = rows.getByText('No title, and none was generated');
  await expect(why).toHaveCount(1);
  const untitled = await why.evaluate((element) => element.closest('[data-meeting-id]')?.getAttribute('data-meeting-id') ?? '');
  expect(ids.slice(1, 4)).not.toContain(untitled);

  // And the second to the fourth: a click and a Shift-click, or with the keyboard Space and x.
  if (ui.input === 'mouse') {
    await boxes.nth(1).click();
    await boxes.nth(3).click({ modifiers: ['Shift'] });
  } else {
    await ui.toggle(boxes.nth(1));
    await ui.toggle(boxes.nth(2));
    await tabTo(page, boxes.nth(3));
    await page.keyboard.press('x');
  }
  await expect(count).toHaveText('4 selected');
  const chosen = [untitled, ...ids.slice(1, 4)];

  // Review, and Undo: nothing is sent, even after the window would have ended.
  const review = async () => {
    await ui.press(page.getByRole('button', { name: 'Delete selected…' }));
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText('Delete 4 meetings?');
    await expect(dialog.getByRole('list', { name: 'Meetings to delete' }).getByRole('listitem')).toHaveCount(4);
    await clock.pause();
    await ui.press(dialog.getByRole('button', { name: 'Delete 4 meetings' }));
  };
  await review();
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await ui.press(undo);
  await expect(page.getByText('Nothing was deleted: the 4 meetings stay selected.')).toBeVisible();
  await clock.runFor(10_000);
  expect(await deletes()).toEqual([]);
  await expect(count).toHaveText('4 selected');
  await ui.press(page.getByRole('button', { name: 'Close' }));
  await clock.resume();

  // Confirm: nothing until the window ends, then one DELETE per meeting, and the report.
  await review();
  await clock.runFor(4_999);
  expect(await deletes()).toEqual([]);
  await clock.resume();
  await expect(page.getByText(/^4 of 4 deleted\. Done\.$/)).toBeVisible();
  const sent = await deletes();
  expect(sent.map((call) => call.path).sort()).toEqual(chosen.map((id) => `/v1/me/meetings/${id}`).sort());
  await expect(count).toHaveText('None selected');
  for (const id of chosen) await expect(rows.locator(`[data-meeting-id="${id}"]`)).toHaveCount(0);
});

test('@journey cleanup: a failure in the middle is reported and not resent; Stop halfway sends nothing more', async ({
  page,
  ui,
  open,
  connect,
  mode,
  mockApi,
  pageRequests,
}) => {
  const clock = await controlledClock(page);
  const { ids, count } = await startSelecting(page, ui, open, connect);
  const deletes = async () => callsTo(await apiCalls(mode, mockApi, pageRequests), /^\/v1\/me\/meetings\//, 'DELETE');
  // The third meeting's DELETE fails.
  await mockApi.scenario({ fault: 'status', status: 500, method: 'DELETE', path: `/v1/me/meetings/${ids[2]}` });

  await ui.press(page.getByRole('button', { name: `Select all loaded (${ids.length})` }));
  await ui.press(page.getByRole('button', { name: 'Delete selected…' }));
  await clock.pause();
  await ui.press(page.getByRole('dialog').getByRole('button', { name: `Delete ${ids.length} meetings` }));
  // The undo window, then the pace: a burst of 15 at once, then one a token (time stands still here).
  await clock.runFor(5_000);
  const status = page.getByRole('status').filter({ hasText: / of \d+ deleted/ });
  await expect(status).toHaveText(`14 of ${ids.length} deleted; 1 could not be deleted and is back in the list.`);
  await expect(page.getByRole('list', { name: 'Could not be deleted' })).toContainText('500');
  await ui.press(page.getByRole('button', { name: 'Stop' }));
  await expect(status).toHaveText(
    `14 of ${ids.length} deleted. Stopped: ${ids.length - 15} not sent, still in the list; 1 could not be deleted and is back in the list.`,
  );
  await clock.runFor(60_000);
  const sent = (await deletes()).map((call) => call.path);
  expect(sent).toEqual(ids.slice(0, 15).map((id) => `/v1/me/meetings/${id}`));
  // What was not deleted is still selected, in the list.
  await expect(count).toHaveText(`${ids.length - 14} selected`);
  await clock.resume();
});
