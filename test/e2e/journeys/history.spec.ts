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

test('@journey back and forward pressed 25 ms apart: the list keeps its scroll position', async ({ page, ui, open, connect }) => {
  // Narrower than the split view: opening a meeting leaves the list for a page of its own.
  await page.setViewportSize({ width: 1000, height: 800 });
  await open('/me/meetings');
  await connect();
  const list = page.getByRole('list', { name: 'Meetings' });
  await expect(page.getByText(/^Showing 30 meetings$/)).toBeVisible();
  // Somewhere down the list: by tabbing to a meeting, or with the wheel and then the meeting in view.
  if (ui.input === 'keyboard') await tabTo(page, list.getByRole('link').nth(20));
  else await page.mouse.wheel(0, 1_200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const scrolled = await page.evaluate(() => window.scrollY);
  // The focused meeting, or one in the middle of the view (clear of the sticky header).
  const href = await list
    .getByRole('link')
    .evaluateAll((links) =>
      (
        links.find((link) => link === document.activeElement) ??
        links.find(
          (link) => link.getBoundingClientRect().top >= window.innerHeight / 3 && link.getBoundingClientRect().bottom <= window.innerHeight,
        )
      )?.getAttribute('href'),
    );
  if (!href) throw new Error('No meeting in view');
  const target = list.locator(`a[href="${href}"]`);
  await ui.press(target);
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole('button', { name: 'Delete meeting' })).toBeVisible();

  // Back, then forward before the list has finished coming back (the issue pressed them 25 ms apart).
  // The page's clock stands still meanwhile, so no animation frame lets the list finish, however fast
  // the machine: forward always comes first.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.evaluate(() => window.history.back());
  await expect(page).toHaveURL((url) => url.pathname === '/me/meetings');
  await expect(list).toBeVisible();
  await page.evaluate(() => window.history.forward());
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole('button', { name: 'Delete meeting' })).toBeVisible();
  await page.clock.resume();

  // Back once more, unhurried: the list is where the user left it.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/me/meetings');
  await expect(list.locator(`a[href="${href}"]`)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(5);
});
