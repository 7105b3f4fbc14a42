import type { Locator, Page } from '@playwright/test';
import { MANY_MEETINGS } from '../../../src/mocks/scenarios/data-scenarios';
import { controlledClock } from '../support/controlled-clock';
import { enterKey, expect, test } from '../support/fixtures';
import { createUi, type Ui } from '../support/ui';
import { DEMO_API_KEY } from '../../../src/mocks/api-keys';

/**
 * Cleanup batches under what tabs and large accounts do to them: two tabs' batches interrupted at
 * once (each accounted for on the next visit, nothing more sent), and a batch stopped as it runs with
 * ten thousand meetings loaded. Through the mock API only: they hold DELETEs and load an account of
 * its own. (How long each step takes at ten thousand, a batch of them all included, is the bench's:
 * `npm run bench -- --only cleanup`.)
 */

/** A tab of this browser (the same storage and Web Locks as the test's own page), connected, in selection mode. */
async function selecting(page: Page, ui: Ui, url: string, connect: boolean) {
  await page.goto(url);
  if (connect) {
    await expect(page.getByRole('heading', { level: 1, name: 'Connect to your meetings' })).toBeVisible();
    await enterKey(page, ui, DEMO_API_KEY);
    await expect(page.getByText('Connected: the key was accepted.')).toBeVisible();
  }
  await ui.press(page.getByRole('button', { name: 'Select…' }));
  const rows = page.getByRole('list', { name: 'Meetings to select' });
  await expect(rows.getByRole('checkbox').first()).toBeVisible();
  return rows;
}

type Clock = Awaited<ReturnType<typeof controlledClock>>;

/**
 * Selects rows `from` to `to` (inclusive), confirms, and lets the undo window pass on the browser's
 * clock, paused by then (pausing moves it far ahead: once a DELETE is on its way, that would time it out).
 */
async function deleteRows(page: Page, ui: Ui, rows: Locator, clock: Clock, from: number, to: number) {
  for (let index = from; index <= to; index += 1) await ui.toggle(rows.getByRole('checkbox').nth(index));
  const ids = await rows
    .locator('[data-meeting-id]')
    .evaluateAll((items) => items.map((row) => row.getAttribute('data-meeting-id') ?? ''))
    .then((all) => all.slice(from, to + 1));
  await ui.press(page.getByRole('button', { name: 'Delete selected…' }));
  await ui.press(page.getByRole('dialog').getByRole('button', { name: `Delete ${to - from + 1} meetings` }));
  await clock.runFor(5_000);
  return ids;
}

test('@journey @live-only cleanup in two tabs, both closed mid-batch: the next visit accounts for each batch, and nothing more is sent', async ({
  page,
  context,
  input,
  appUrl,
  mockApi,
}) => {
  const listUrl = `${appUrl}/me/meetings`;
  const first = await context.newPage();
  const second = await context.newPage();
  // The browser's clock (every tab's): each undo window passes when the test says.
  const clock = await controlledClock(first);
  const firstUi = createUi(first, input);
  const secondUi = createUi(second, input);
  const firstTab = await selecting(first, firstUi, listUrl, true);
  const secondTab = await selecting(second, secondUi, listUrl, true);
  const ids = await firstTab
    .locator('[data-meeting-id]')
    .evaluateAll((items) => items.map((row) => row.getAttribute('data-meeting-id') ?? ''));
  // Each tab's third DELETE gets no answer: each batch is held there, two deleted, one on its way.
  for (const held of [ids[2], ids[8]]) await mockApi.scenario({ fault: 'hang', method: 'DELETE', path: `/v1/me/meetings/${held}` });

  await clock.pause();
  const firstBatch = await deleteRows(first, firstUi, firstTab, clock, 0, 5);
  await expect(first.getByRole('status').filter({ hasText: /^2 of 6 deleted/ })).toBeVisible();
  const secondBatch = await deleteRows(second, secondUi, secondTab, clock, 6, 11);
  await expect(second.getByRole('status').filter({ hasText: /^2 of 6 deleted/ })).toBeVisible();
  await first.close();
  await second.close();
  await clock.resume();

  // The next visit, in another tab of the same browser.
  await page.goto(listUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Connect to your meetings' })).toBeVisible();
  const ui = createUi(page, input);
  await enterKey(page, ui, DEMO_API_KEY);
  const notices = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
  const account =
    /^A cleanup confirmed at \d{1,2}:\d{2}\s[AP]M was interrupted when its tab closed: 2 of 6 meetings were deleted and 3 were not \(nothing more was sent\)\. 1 was being deleted as the tab closed: check whether it is still in the list\./;
  await expect(notices.filter({ hasText: account })).toHaveCount(2);

  // Exactly the DELETEs the two batches had sent: two done and one held each; none of the others, ever.
  const deletes = (await mockApi.requests())
    .filter((request) => request.method === 'DELETE')
    .map((request) => new URL(request.url, 'http://x').pathname);
  const sentOf = (batch: string[]) => batch.slice(0, 3).map((id) => `/v1/me/meetings/${id}`);
  expect(deletes.sort()).toEqual([...sentOf(firstBatch), ...sentOf(secondBatch)].sort());
});

// With the mouse only (no @journey: the keyboard's way through a cleanup is the cleanup journey's).
// A batch of a screenful, not of all ten thousand: the list is windowed, but a review of ten
// thousand rows puts them all in the page, and each of Playwright's role queries then walks them.
test('@live-only with ten thousand meetings loaded, a running batch stops when asked, and sends nothing more', async ({
  page,
  ui,
  open,
  connect,
  mockApi,
}) => {
  await mockApi.scenario({ data: 'ten-thousand' });
  await open('/me/meetings?select=on');
  await connect();
  const selectAll = page.getByRole('button', { name: /^Select all loaded \(1\d{4}\)$/ });
  await expect(selectAll).toBeVisible();
  expect(Number(/\((\d+)\)/.exec((await selectAll.textContent()) ?? '')?.[1])).toBeGreaterThanOrEqual(MANY_MEETINGS);
  const rows = page.getByRole('list', { name: 'Meetings to select' });
  const batch = 20;
  for (let index = 0; index < batch; index += 1) await ui.toggle(rows.getByRole('checkbox').nth(index));
  await expect(page.getByRole('toolbar', { name: 'Selection' }).getByRole('status')).toHaveText(`${batch} selected`);
  // Every DELETE gets no answer: the batch is running, its first DELETE on its way, when Stop is pressed.
  await mockApi.scenario({ fault: 'hang', method: 'DELETE', path: '/v1/me/meetings/*' });
  await ui.press(page.getByRole('button', { name: 'Delete selected…' }));
  await ui.press(page.getByRole('dialog').getByRole('button', { name: `Delete ${batch} meetings` }));
  const status = page.getByRole('status').filter({ hasText: / of \d+ deleted/ });
  await expect(status).toHaveText(new RegExp(`^0 of ${batch} deleted`));
  await ui.press(page.getByRole('button', { name: 'Stop' }));
  await expect(status).toHaveText(new RegExp(`^0 of ${batch} deleted\\. Stopped: ${batch - 1} not sent`));
  // The one on its way when Stop was pressed; none after it.
  const deletes = (await mockApi.requests()).filter((request) => request.method === 'DELETE');
  expect(deletes).toHaveLength(1);
});
