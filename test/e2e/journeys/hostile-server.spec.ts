import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { CALL_LIMITS } from '../../../src/api/call-limits';
import { DEMO_API_KEY } from '../../../src/mocks/api-keys';
import { expect, test } from '../support/fixtures';
import { connectedWithPausedClock } from '../support/paused-clock';
import { withSavedKey } from '../support/saved-key';

/**
 * A server that misbehaves in ways that could leak the key or leave the user guessing, in live mode
 * through the preview proxy. Faults and data come from the mock API's scenario switch.
 */

const PAGE = '/v1/me/meetings';
const KEY = new RegExp(DEMO_API_KEY.replace('-', '\\-'), 'i');

/** Everything the page shows or holds that a user could read or copy, but the key field itself. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const fields = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
      .filter((field) => field.name !== 'api-key')
      .map((field) => field.value);
    const clone = document.documentElement.cloneNode(true) as HTMLElement;
    // The key field's own attributes (React mirrors the value there) are the user's, not the server's.
    clone.querySelectorAll('input[name="api-key"]').forEach((field) => field.remove());
    return [clone.outerHTML, document.title, window.location.href, ...fields].join('\n');
  });
}

test('@live-only the key never reaches the screen, the console, a notice, a download, the clipboard or a URL, whatever the server sends', async ({
  page,
  open,
  mockApi,
  appUrl,
}) => {
  test.setTimeout(240_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(appUrl).origin });
  const seen: string[] = [];
  page.on('console', (message) => seen.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  page.on('request', (request) => seen.push(`request: ${request.url()}`));
  page.on('framenavigated', (frame) => seen.push(`address: ${frame.url()}`));
  const noKeyAnywhere = async (where: string) => {
    expect(await visibleText(page), where).not.toMatch(KEY);
    expect(
      seen.filter((line) => KEY.test(line)),
      where,
    ).toEqual([]);
  };
  await withSavedKey(page);

  // 1. Every text of every answer echoes the key: lists, a meeting, tasks, tags, search, deletion.
  await mockApi.scenario({ data: 'echo-key' });
  await open('/me/meetings');
  const rows = page.getByRole('list', { name: 'Meetings' }).getByRole('link');
  await expect(rows.first()).toContainText('key=[key hidden]');
  await noKeyAnywhere('the meetings list');
  // The meeting whose very id carries the key: its link and the URL it opens do not.
  await rows.filter({ hasText: 'A meeting whose id carries the key' }).click();
  await expect(page.getByText('Meeting not found')).toBeVisible();
  await noKeyAnywhere('a meeting whose id carries the key');
  await open('/me/meetings');
  await rows.nth(1).click();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('[key hidden]');
  await expect(page.getByRole('region', { name: 'Transcript' })).toContainText('[key hidden]');
  await noKeyAnywhere('a meeting');
  await page.getByRole('button', { name: 'Copy summary' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).not.toMatch(KEY);
  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).not.toMatch(KEY);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .md' }).click();
  const markdown = readFileSync(await (await downloading).path(), 'utf8');
  expect(markdown).toContain('[key hidden]');
  expect(markdown).not.toMatch(KEY);
  for (const path of ['/me/tasks', '/workspace/meetings', '/workspace/tasks', '/search?q=roadmap']) {
    await open(path);
    await expect(page.getByRole('main').getByText('[key hidden]').filter({ visible: true }).first()).toBeVisible();
    await noKeyAnywhere(path);
  }

  // 2. Every status, with the key in the message, in each place an error message is read from, and in
  // the status line.
  const listError = page.getByRole('alert').filter({ hasText: /./ });
  for (const status of [400, 403, 404, 409, 422, 429, 500, 503]) {
    await mockApi.reset();
    await mockApi.scenario({
      fault: 'status',
      path: PAGE,
      status,
      headers: { 'retry-after': '1' },
      statusText: `Refused for {key}`,
      body: { error: { json: { message: `Key {key} cannot do that` } }, detail: `key={key}` },
    });
    await open('/me/meetings');
    await expect(listError.first()).toBeVisible();
    await noKeyAnywhere(`a list answered ${status}`);
  }
  await mockApi.reset();
  await mockApi.scenario({ fault: 'status', path: PAGE, status: 401, body: { error: 'Key {key} is revoked' } });
  await open('/me/meetings');
  await expect(page.getByRole('heading', { level: 1, name: /Connect to your meetings|Settings/ })).toBeVisible();
  await noKeyAnywhere('a list answered 401');

  // 3. A DELETE answered 200 with the key in its message, whether it deleted or not: the notices.
  for (const [success, message] of [
    [false, 'Key {key} may not delete meetings'],
    [true, 'Deleted with key {key}'],
  ] as const) {
    await mockApi.reset();
    await mockApi.scenario({ fault: 'status', path: '/v1/me/meetings/*', method: 'DELETE', status: 200, body: { success, message } });
    await open('/me/meetings');
    await rows.first().click();
    await page.getByRole('button', { name: 'Delete meeting' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete meeting' }).click();
    // The undo window runs its 5 s on the page's clock; the notice that follows carries the message.
    const notice = page.getByRole('region', { name: 'Notifications' }).getByText(/key \[key hidden\]/i);
    await expect(notice).toBeVisible();
    await noKeyAnywhere(`a DELETE answered 200 that says success: ${success}`);
  }
});

test('@live-only a redirect is not followed: the key goes nowhere else, and the page says to check the API address', async ({
  page,
  open,
  mockApi,
}) => {
  await withSavedKey(page);
  // To a sign-in page on the same origin: followed, the request (key and all) would reach the proxy again.
  await mockApi.scenario({ fault: 'status', path: PAGE, status: 302, headers: { location: '/v1/sign-in' } });
  await open('/me/meetings');
  const error = page.getByRole('alert').filter({ hasText: 'The API redirected the request' });
  await expect(error).toContainText('check the API address. The redirect was not followed, so the API key was not sent there.');
  await expect(error.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByText('Not found')).toHaveCount(0);
  expect((await mockApi.requests()).filter((r) => r.url.startsWith('/v1/sign-in'))).toEqual([]);
});

test('@live-only a key the header cannot carry is refused on the key screen, before anything is sent, and not kept', async ({
  page,
  open,
  mockApi,
}) => {
  await open('/settings');
  const field = page.getByLabel('API key', { exact: true });
  for (const [typed, problem] of [
    ['demo key', 'The key has a space in it (character 5).'],
    ['démo-key', 'The key has “é” in it (character 2), which an API key cannot have'],
  ] as const) {
    await field.fill(typed);
    await page.getByRole('button', { name: 'Check and save key' }).click();
    await expect(page.getByRole('alert').filter({ hasText: problem })).toContainText('Nothing was sent.');
    await expect(field).toBeFocused();
  }
  expect((await mockApi.requests()).filter((r) => r.hadApiKey)).toEqual([]);
  const stored = await page.evaluate(() => [sessionStorage, localStorage].map((storage) => storage.getItem('meetings-dashboard.api-key')));
  expect(stored).toEqual([null, null]);
  await expect(page.getByText('No key saved.')).toBeVisible();
});

test('@live-only a body that trickles in byte by byte ends in an error with Retry when the call’s time is up, counted from the visit', async ({
  page,
  appUrl,
  mockApi,
}) => {
  const clock = await connectedWithPausedClock(page);
  await mockApi.scenario({ fault: 'trickle', path: PAGE, intervalMs: 20 });
  // The app's code arrives 5 s into the visit, as on a slow phone: the page's own request began with
  // the visit, and so does the call's time.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/**', (route) => void (holding ? held.push(route) : route.continue()));
  await page.goto(`${appUrl}/me/meetings`, { waitUntil: 'commit' });
  await expect.poll(async () => (await mockApi.requests()).some((r) => r.url.startsWith(PAGE))).toBe(true);
  clock.mark();
  const error = page.getByRole('alert').filter({ hasText: 'The API is sending its answer too slowly' });
  // Page time moves in steps of 500 ms, each real step longer than the 20 ms between two bytes: the
  // body never stops for the attempt's 8 s, and only the call's deadline can end it.
  const step = async () => {
    await clock.advance(500);
    expect(await error.isVisible(), `no error yet ${clock.elapsed()} ms in`).toBe(false);
  };
  while (clock.elapsed() < 5_000) await step();
  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await expect(page.getByRole('heading', { level: 1, name: 'My meetings' })).toBeVisible();
  const { budgetMs } = CALL_LIMITS.list;
  while (clock.elapsed() < budgetMs - 500) await step();
  // By 34 s of page time: counted from the app's start (5 s in), the deadline would be at 35 s.
  await clock.until(() => error.isVisible(), 4_500);
  await expect(error).toContainText(`it had not all arrived after ${budgetMs / 1000} s.`);
  await expect(error.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('@live-only a captive portal’s page instead of data: said in plain words, and Retry loads the list once it is passed', async ({
  page,
  open,
  mockApi,
}) => {
  await withSavedKey(page);
  await mockApi.scenario({ fault: 'status', path: PAGE, status: 200, body: '<!doctype html><h1>Sign in to Hotel Wi-Fi</h1>' });
  await open('/me/meetings');
  const error = page.getByRole('alert').filter({ hasText: 'The API address answered with a web page instead of data.' });
  await expect(error).toContainText('If this network asks you to sign in first');
  // The user signs in to the network: the API's own answers come through again.
  await mockApi.reset();
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link')).toHaveCount(30);
});

test('@live-only the header says what the health check reports, and never "offline" while the API answers', async ({
  page,
  open,
  mockApi,
}) => {
  await withSavedKey(page);
  const health = page.getByRole('banner').getByRole('status');
  await mockApi.scenario({ fault: 'status', path: '/api/v1/health', status: 200, body: { status: 'degraded' } });
  await open('/me/meetings');
  await expect(health).toHaveText('API degraded');
  await expect(health).toHaveAttribute('title', 'The API reports “degraded”.');

  await mockApi.reset();
  await mockApi.scenario({ fault: 'status', path: '/api/v1/health', status: 404, body: { error: 'No such route' } });
  await open('/me/meetings');
  await expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link')).toHaveCount(30);
  await expect(health).toHaveText('API online');
  await expect(health).toHaveAttribute('title', /^The health check failed \(.+\), but the API answers requests\.$/);
});

test('@live-only a screen whose code is slow to arrive says it is still loading, never that it failed, and shows when it is in', async ({
  page,
  open,
}) => {
  await withSavedKey(page);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/settings-page-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await open('/me/meetings');
  await expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link')).toHaveCount(30);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Connect to your meetings' }).click();
  await expect(page.getByText('Still loading this screen: the connection is slow. It appears as soon as it has arrived.')).toBeVisible();
  await expect(page.getByText('This screen could not be loaded')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Connect to your meetings' })).toBeVisible();
});
