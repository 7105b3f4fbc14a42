import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

/** Whether the app's service worker (src/library/offline) controls the page. */
const controlledByAppWorker = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/app-files-worker.js') ?? false);

// The app's files are kept on the device only with a library, and only in live mode (MSW's worker
// has the demo's scope): one run, in the live project.
test('@journey @live-only offline: with a copy kept, the dashboard opens without a network; removing it leaves no cache', async ({
  page,
  context,
  ui,
  open,
  connect,
  mockApi,
}) => {
  await mockApi.scenario({ data: 'small-library' });
  await open('/me/meetings');
  await connect();
  // No library, no worker: the app's files are not kept for a key that keeps nothing.
  await open('/settings');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);

  const panel = page.getByRole('region', { name: 'Keep a copy of your meetings on this device' });
  await ui.press(panel.getByRole('button', { name: 'Keep a copy on this device' }));
  await expect(panel.getByText('5 of 5 meetings saved.')).toBeVisible();
  // Installed (every file of this build in its cache), then in charge of the page.
  await expect.poll(() => controlledByAppWorker(page)).toBe(true);
  // It caches the app's files only, never an API answer: one key's data is never served to another.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((path) => path.startsWith('/v1/') || path.startsWith('/api/'))).toEqual([]);

  // Without a network, a reload and a new visit to another screen still open the dashboard.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Connect to your meetings' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Remove the copy' })).toBeVisible();
  await open('/me/meetings');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' })).toBeVisible();

  // Back online, the pages come from the server again (a new build is seen at once).
  await context.setOffline(false);
  await open('/settings');
  await expect(panel.getByRole('button', { name: 'Remove the copy' })).toBeVisible();
  // Removing the last copy on the device takes the app's files with it: the worker and its caches.
  await ui.press(panel.getByRole('button', { name: 'Remove the copy' }));
  await expect(panel.getByRole('button', { name: 'Keep a copy on this device' })).toBeVisible();
  expect(await page.evaluate(async () => (await caches.keys()).length)).toBe(0);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
