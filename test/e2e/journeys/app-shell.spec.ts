import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { APP_BUNDLE } from '../support/requests';
import { withSavedKey } from '../support/saved-key';

/**
 * Each page the build writes carries the app's own first render without data (the app shell,
 * src/app/shell): its header shows while the code downloads, and the app's first render replaces it
 * without moving it. The landing list's page also carries its first rows' templates, which the page's
 * own start fills as soon as the first page of meetings is in (src/boot/show-first-rows-on-arrival.ts). The app bundle
 * is held back until each has been seen, so every moment is checked every run.
 */

type Outcome = 'continue' | 'fail';

/** The early entry's code in the production build (src/boot/early-request.ts). */
const EARLY_ENTRY = /\/assets\/early-request-[^/]+\.js$/;

/** The list's first page, as the page's start asks for it. */
const FIRST_PAGE = /\/v1\/me\/meetings\?/;

/** Each row and day heading of the meetings list, as markup. */
const listItems = (page: Page) =>
  page.getByRole('list', { name: 'Meetings' }).evaluate((list) => [...list.children].map((item) => item.outerHTML));

/** Holds requests for `url` back until `release` is called: then they go on, or fail as offline. */
async function hold(page: Page, url: RegExp): Promise<(outcome?: Outcome) => void> {
  let release: (outcome: Outcome) => void = () => {};
  const released = new Promise<Outcome>((resolve) => (release = resolve));
  await page.route(url, async (route) => ((await released) === 'fail' ? route.abort('internetdisconnected') : route.continue()));
  return (outcome = 'continue') => release(outcome);
}

/** A returning user's cold visit to `url` (the key saved), with `held`'s files held back until released. */
async function openListHolding(page: Page, url: string, held: RegExp): Promise<(outcome?: Outcome) => void> {
  await withSavedKey(page);
  const release = await hold(page, held);
  await page.goto(url, { waitUntil: 'commit' });
  return release;
}

/** Where the header and its parts are, and what the navigation says. */
function readHeader(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element | null | undefined) => {
      const rect = element?.getBoundingClientRect();
      return rect ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height } : null;
    };
    const header = document.querySelector('header');
    return {
      header: box(header),
      nav: header?.querySelector('nav')?.textContent ?? '',
      current: header?.querySelector('nav [aria-current="page"]')?.textContent ?? '',
      brand: box(header?.querySelector('a')),
      search: box(header?.querySelector('input')),
    };
  });
}

for (const [screen, path, current] of [
  ['the meetings list', '/me/meetings', 'Meetings'],
  ['a meeting', '/me/meetings/1022374518931208052', 'Meetings'],
  ['the task board', '/me/tasks', 'Tasks'],
] as const) {
  test(`@live-only ${screen}: its header is painted before the app runs, and stays in place when the app takes over`, async ({
    page,
    appUrl,
  }) => {
    await withSavedKey(page);
    const release = await hold(page, APP_BUNDLE);
    // The health check's answer changes the header's text later, in the app as it is: held back too.
    await hold(page, /\/v1\/health$/);
    // And the meetings: the list's first rows would take the shell's place (tested below).
    await hold(page, FIRST_PAGE);
    // Not waiting for the load event: it waits for the held bundle.
    await page.goto(`${appUrl}${path}`, { waitUntil: 'commit' });

    const shell = page.locator('[data-app-shell]');
    await expect(shell.getByRole('link', { name: 'Meeting Records', includeHidden: true })).toBeAttached();
    await expect(shell.locator('header')).toBeVisible();
    // Nothing in it can be used yet, and assistive technology is not told about it.
    await expect(shell).toHaveAttribute('inert', '');
    await expect(shell).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByRole('banner')).toHaveCount(0);
    const before = await readHeader(page);
    expect(before.current).toBe(current);

    release();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(shell).toHaveCount(0);
    const after = await readHeader(page);
    expect(after).toEqual(before);
  });
}

test('@live-only the app failing to load after its shell is painted: a clear message instead, and a reload recovers', async ({
  page,
  appUrl,
}) => {
  const release = await openListHolding(page, `${appUrl}/me/meetings`, APP_BUNDLE);
  await expect(page.locator('[data-app-shell] header')).toBeVisible();

  release('fail');
  await expect(page.getByRole('alert')).toHaveText('The dashboard could not load. Check your connection, then reload the page.');
  await expect(page.locator('[data-app-shell]')).toHaveCount(0);

  await page.unroute(APP_BUNDLE);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link').first()).toBeVisible();
});

test('@live-only the first rows work before the app runs, and the app puts the same rows in their place', async ({ page, appUrl }) => {
  const release = await openListHolding(page, `${appUrl}/me/meetings`, APP_BUNDLE);

  const rows = page.getByRole('list', { name: 'Meetings' });
  const first = rows.getByRole('link').first();
  await expect(first).toBeVisible();
  // Usable: neither inert nor hidden, a link to the meeting; the rest of the page is not announced yet.
  expect(await first.evaluate((link) => link.closest('[inert], [aria-hidden="true"]'))).toBeNull();
  await expect(first).toHaveAttribute('href', /^\/me\/meetings\/[^/]+$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  const early = await listItems(page);

  release();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('[data-app-shell]')).toHaveCount(0);
  // The app renders the first screenful, then the rest of the page: the first rows are exactly its own.
  expect((await listItems(page)).slice(0, early.length)).toEqual(early);
});

test('@live-only the first rows come with the page, before the early entry’s code; a shortcut pressed on them is kept for the app', async ({
  page,
  appUrl,
}) => {
  const release = await openListHolding(page, `${appUrl}/me/meetings`, EARLY_ENTRY);
  const first = page.getByRole('list', { name: 'Meetings' }).getByRole('link').first();
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('href', /^\/me\/meetings\/[^/]+$/);
  const href = await first.getAttribute('href');
  // Nothing of the early entry's (and so of the app's) has run.
  await expect(page.getByRole('banner')).toHaveCount(0);
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/app-/.test(entry.name)))).toBe(
    false,
  );

  await page.keyboard.press('j');
  release();
  await expect(page.getByRole('banner')).toBeVisible();
  // `j` moves to the first row: pressed before any of the app's code was in, acted on once it is.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(href);
});

test('@live-only a first row clicked before the app runs opens its meeting', async ({ page, appUrl }) => {
  const release = await openListHolding(page, `${appUrl}/me/meetings`, APP_BUNDLE);
  const first = page.getByRole('list', { name: 'Meetings' }).getByRole('link').first();
  const title = (await first.locator('[dir="auto"]').textContent()) ?? '';
  const href = (await first.getAttribute('href')) ?? '';

  await first.click();
  await expect(page).toHaveURL(`${appUrl}${href}`);
  release();
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
});
