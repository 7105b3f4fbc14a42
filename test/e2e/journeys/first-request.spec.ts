import type { Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { withSavedKey } from '../support/saved-key';

/**
 * The first request leaves from the page itself (src/boot/page-start.ts, inline, allowed by its hash):
 * nothing but the HTML stands between a visit and the list's request. Through the preview server and
 * through deploy/nginx, whose headers must let the inline start run.
 */
test('@live-only @nginx the list’s request leaves before any of the app’s files has arrived, and the app adopts it', async ({
  page,
  appUrl,
  mockApi,
}) => {
  await withSavedKey(page);
  // Every file of the app is held back until the request has reached the API.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/**', (route) => void (holding ? held.push(route) : route.continue()));
  const listRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/v1/me/meetings');
  await page.goto(`${appUrl}/me/meetings`, { waitUntil: 'commit' });
  await listRequest;
  await expect.poll(async () => (await mockApi.requests()).filter((request) => request.url.startsWith('/v1/me/meetings?')).length).toBe(1);
  // The app's files were asked for too (the route hears of each a moment after the browser asks).
  await expect.poll(() => held.length).toBeGreaterThan(0);

  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My meetings' })).toBeVisible();
  // The app adopted the page's request rather than sending its own.
  expect((await mockApi.requests()).filter((request) => request.url.startsWith('/v1/me/meetings?'))).toHaveLength(1);
});

test('@live-only the page paints its shell styled with none of its files in, the stylesheet being in the page', async ({
  page,
  appUrl,
}) => {
  await withSavedKey(page);
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/**', (route) => void (holding ? held.push(route) : route.continue()));
  await page.goto(`${appUrl}/me/meetings`, { waitUntil: 'commit' });
  // The app shell the build wrote into the page (inert until the app runs; its first rows may have
  // taken the shell's place meanwhile, the same header above them), laid out by its stylesheet: the
  // header sticks to the top, and a phone's tab bar or a wide screen's nav sits in one row.
  const header = page.locator('[data-app-shell] header');
  await expect(header).toHaveCSS('position', 'sticky');
  await expect(page.locator('[data-app-shell] header nav ul')).toHaveCSS('display', /^(flex|grid)$/);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await expect(page.getByRole('heading', { level: 1, name: 'My meetings' })).toBeVisible();
});
