import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { controlledClock } from '../support/controlled-clock';
import { apiCalls } from '../support/requests';
import { expectScrolledTo, linkInView, screenTop, scrollY, wheelDown } from '../support/scroll';

test('@journey back and forward between list and meeting keep filters and scroll position, without refetching', async ({
  page,
  ui,
  open,
  connect,
  mode,
  mockApi,
  pageRequests,
}) => {
  await open('/me/meetings?from=2026-06-01');
  await connect();
  const list = page.getByRole('list', { name: 'Meetings' });
  await expect(list.getByRole('link').first()).toBeVisible();
  await expect(page.getByText(/^Showing 30 meetings$/)).toBeVisible();

  // Somewhere down the list, open a meeting.
  const scrolled = await scrollDownTheList(page);
  const href = await linkInView(list);
  const opened = list.locator(`a[href="${href}"]`);
  const rowAt = await screenTop(opened);
  await ui.press(opened);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await expect(page.getByRole('button', { name: 'Delete meeting' })).toBeVisible();
  // Beside the meeting, the list keeps its place: the row stays where it was on screen. (The narrower
  // list's filter bar may wrap onto another line, and the browser's scroll anchoring keeps the rows
  // in place by scrolling as much: the page's scroll position is not the measure here.)
  await expect.poll(() => screenTop(opened)).toBeCloseTo(rowAt, -1);
  const loaded = await apiCalls(mode, mockApi, pageRequests);
  const asked = new Set(loaded.map((call) => `${call.method} ${call.path}?${call.params.toString()}`));

  // Back: the same list, filters and place, from cache.
  await page.goBack();
  await expect(page).toHaveURL(/\/me\/meetings\?from=2026-06-01$/);
  await expect(page.getByLabel('From')).toHaveValue('2026-06-01');
  await expect(list.locator(`a[href="${href}"]`)).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(scrolled - 5);
  await expectScrolledTo(page, scrolled, 'the list after back');

  // Forward: the meeting again, from cache.
  await page.goForward();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await expect(page.getByRole('button', { name: 'Delete meeting' })).toBeVisible();
  // Nothing already loaded was asked for again (scrolling near the end may load the next page: new data).
  const since = (await apiCalls(mode, mockApi, pageRequests))
    .slice(loaded.length)
    .map((call) => `${call.method} ${call.path}?${call.params.toString()}`);
  expect(since.filter((call) => asked.has(call) && !call.includes('/api/v1/health'))).toEqual([]);
});

test('@journey back and forward pressed 25 ms apart: the list keeps its scroll position', async ({ page, ui, open, connect }) => {
  // Narrower than the split view: opening a meeting leaves the list for a page of its own.
  await page.setViewportSize({ width: 1000, height: 800 });
  await open('/me/meetings');
  await connect();
  const list = page.getByRole('list', { name: 'Meetings' });
  await expect(page.getByText(/^Showing 30 meetings$/)).toBeVisible();
  // Somewhere down the list.
  const scrolled = await scrollDownTheList(page);
  const href = await linkInView(list);
  const target = list.locator(`a[href="${href}"]`);
  await ui.press(target);
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole('button', { name: 'Delete meeting' })).toBeVisible();

  // Back, then forward before the list has finished coming back (the issue pressed them 25 ms apart).
  // The page's clock stands still meanwhile, so no animation frame lets the list finish, however fast
  // the machine: forward always comes first.
  const clock = await controlledClock(page);
  await clock.pause();
  await page.evaluate(() => window.history.back());
  await expect(page).toHaveURL((url) => url.pathname === '/me/meetings');
  await expect(list).toBeVisible();
  await page.evaluate(() => window.history.forward());
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole('button', { name: 'Delete meeting' })).toBeVisible();
  await clock.resume();

  // Back once more, unhurried: the list is where the user left it.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/me/meetings');
  await expect(list.locator(`a[href="${href}"]`)).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(scrolled - 5);
  await expectScrolledTo(page, scrolled, 'the list after back, forward and back');
});

/** Takes the page well down the list with the wheel; returns where it rests. */
async function scrollDownTheList(page: Page): Promise<number> {
  const scrolled = await wheelDown(page, 1_200);
  expect(scrolled).toBeGreaterThan(500);
  return scrolled;
}
