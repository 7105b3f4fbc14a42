import { expect, test } from '../support/fixtures';
import { apiCalls } from '../support/requests';
import { tabTo } from '../support/ui';

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

  // Somewhere down the list, open a meeting: scrolled there with the wheel, or by tabbing to it.
  const target = list.getByRole('link').nth(14);
  if (ui.input === 'keyboard') await tabTo(page, target);
  else await page.mouse.wheel(0, 1_200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const scrolled = await page.evaluate(() => window.scrollY);
  const href = await target.getAttribute('href');
  await ui.press(target);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await expect(page.getByRole('button', { name: 'Delete meeting' })).toBeVisible();
  const loaded = await apiCalls(mode, mockApi, pageRequests);
  const asked = new Set(loaded.map((call) => `${call.method} ${call.path}?${call.params.toString()}`));

  // Back: the same list, filters and place, from cache.
  await page.goBack();
  await expect(page).toHaveURL(/\/me\/meetings\?from=2026-06-01$/);
  await expect(page.getByLabel('From')).toHaveValue('2026-06-01');
  await expect(list.locator(`a[href="${href}"]`)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(5);

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
