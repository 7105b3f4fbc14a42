import { DEMO_API_KEY, PERSONAL_ONLY_API_KEY } from '../../../src/mocks/api-keys';
import { LIBRARY_PHRASE } from '../../../src/mocks/scenarios/data-scenarios';
import { enterKey, expect, test } from '../support/fixtures';
import type { Page, Route } from '@playwright/test';
import { startPreviewCommand } from '../../support/spawn-server';
import { withSavedKey } from '../support/saved-key';
import { BUILD_MARKER, otherBuild } from '../support/other-build';
import { switchableOrigin, type SwitchableOrigin } from '../support/switchable-origin';
import { KEPT_CONFIG, RUNTIME_CONFIG_CACHE } from '../../../src/library/offline/app-files-caches';

/** The names of this origin's IndexedDB databases the meeting library made. */
const libraryDatabases = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).flatMap(({ name }) => (name?.startsWith('meeting-library-') ? [name] : [])));

/** Whether the app's service worker (src/library/offline), which keeps its files with a copy, controls the page. */
const controlledByAppWorker = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/app-files-worker.js') ?? false);

/** The paths of every request in this origin's Cache Storage. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });

/** The build's files (assets/) the page has loaded, by name: its scripts, stylesheets and what they imported. */
const loadedAssets = (page: Page) =>
  page.evaluate(() => {
    const urls = [
      ...performance.getEntriesByType('resource').map((entry) => entry.name),
      ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
      ...[...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.href),
    ];
    return [...new Set(urls.map((url) => new URL(url).pathname).filter((path) => path.startsWith('/assets/')))].map((path) =>
      path.slice('/assets/'.length),
    );
  });

/** Which build's files a page runs: 'a' (dist/), 'b' (the other build), or 'mixed'. */
async function buildOf(page: Page, a: ReadonlySet<string>, b: ReadonlySet<string>): Promise<'a' | 'b' | 'mixed'> {
  const marked = (await page.locator(`meta[name="${BUILD_MARKER}"]`).count()) > 0;
  const files = await loadedAssets(page);
  if (files.length > 0 && files.every((file) => a.has(file)) && !marked) return 'a';
  if (files.length > 0 && files.every((file) => b.has(file)) && marked) return 'b';
  return 'mixed';
}

/** The Connect screen's check of a key just entered. */
const keyAccepted = (page: Page) => page.getByRole('status').getByText(/^Key:\s*The key was accepted/);

type Steps = Pick<Parameters<Parameters<typeof test>[2]>[0], 'page' | 'ui' | 'open' | 'connect' | 'mockApi'>;

/** Connects with the small library's data and keeps a copy on the Connect screen, saved to its end. */
async function keepACopy({ page, ui, open, connect, mockApi }: Steps) {
  await mockApi.scenario({ data: 'small-library' });
  await open('/me/meetings');
  await connect();

  // Opt in on the Connect screen: the copy is saved with its progress said.
  await open('/settings');
  // No copy, no service worker: the app's files are not kept for a key that keeps nothing.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  const panel = page.getByRole('region', { name: 'Keep a copy of your meetings on this device' });
  await expect(panel).toContainText('titles, summaries, transcripts, attendees and action items');
  await ui.press(panel.getByRole('button', { name: 'Keep a copy on this device' }));
  await expect(panel.getByText('5 of 5 meetings saved.')).toBeVisible();
  return panel;
}

/**
 * Keeps a copy through one origin in front of a server (switchable-origin.ts), until the app's worker
 * controls the page; returns how to open a path on that origin.
 */
async function keepACopyThrough(origin: SwitchableOrigin, steps: Omit<Steps, 'open'>) {
  const open = async (path: string) => void (await steps.page.goto(`${origin.url}${path}`));
  await keepACopy({ ...steps, open });
  await expect.poll(() => controlledByAppWorker(steps.page)).toBe(true);
  return open;
}

// Keys are a live-mode matter, and the library is kept per key: one run, in the live project.
test('@journey @live-only library: keep a copy, search a workspace transcript and land on the turn, switch keys, remove it all', async ({
  page,
  ui,
  open,
  connect,
  mockApi,
}) => {
  const panel = await keepACopy({ page, ui, open, connect, mockApi });
  const [database] = await libraryDatabases(page);
  expect(database).toMatch(/^meeting-library-[0-9a-f]{32}$/);
  expect(database).not.toContain(DEMO_API_KEY);

  // Search a phrase only a colleague's meeting holds (the API's own search has only the user's).
  const box = page.getByRole('search', { name: 'Meeting search' }).getByRole('searchbox');
  await ui.fill(box, 'heron migration');
  await box.press('Enter');
  await expect(page.getByText(/^Searched the 5 meetings saved on this device, updated /)).toBeVisible();
  const meeting = page.getByRole('article', { name: 'Operations check-in' });
  const hit = meeting.getByRole('link', { name: new RegExp(LIBRARY_PHRASE) });
  await expect(hit.locator('mark')).toHaveText(['heron', 'migration']);
  await ui.press(hit);
  await expect(page).toHaveURL(/\/workspace\/meetings\/library-theirs-1\?turn=3$/);
  const linked = page.getByRole('list', { name: 'Turns' }).locator('li[aria-current="location"]');
  await expect(linked).toContainText(`The ${LIBRARY_PHRASE} needs a second look.`);
  await expect(linked).toBeInViewport();

  // Another key sees nothing of this one's copy: it searches through the API, and is offered a copy of its own.
  await open('/settings');
  await enterKey(page, ui, PERSONAL_ONLY_API_KEY);
  await expect(keyAccepted(page)).toBeVisible();
  await open('/search?q=heron');
  await expect(page.getByText('Searched your meetings through the API')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search the whole workspace: keep a copy on this device' })).toBeVisible();
  await expect(page.getByText(LIBRARY_PHRASE)).toHaveCount(0);
  // The list's page looks for this key's copy as it loads (src/library/source/read-device-first-page.ts): finding none, it makes none.
  await open('/me/meetings');
  await expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link').first()).toBeVisible();
  await open('/settings');
  await expect(panel.getByRole('button', { name: 'Keep a copy on this device' })).toBeVisible();
  // Nothing stored for the other key: every database is the first key's (its copy, and the search
  // index kept beside it once searched).
  const stored = await libraryDatabases(page);
  expect(stored).toContain(database);
  expect(stored.filter((name) => name !== database && name !== `${database}.search`)).toEqual([]);

  // Back to the first key: its copy is there, and Remove the copy leaves nothing in storage.
  await enterKey(page, ui, DEMO_API_KEY);
  await expect(keyAccepted(page)).toBeVisible();
  await open('/settings');
  await expect(panel.getByText('5 of 5 meetings saved.')).toBeVisible();
  await ui.press(panel.getByRole('button', { name: 'Remove the copy' }));
  await expect(panel.getByRole('button', { name: 'Keep a copy on this device' })).toBeVisible();
  expect(await libraryDatabases(page)).toEqual([]);
  // The last copy on the device gone, the app's files go with it: the worker and every cache.
  expect(await page.evaluate(async () => (await caches.keys()).length)).toBe(0);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

// A returning visit's first rows come from the copy, before any answer: shown before the app's code has
// run, and kept by the app's first render, while the list's request has had no answer at all. (No
// service worker here, so that the test can hold the app's code back.)
test.describe(() => {
  test.use({ serviceWorkers: 'block' });
  test('@journey @live-only library: a returning visit shows the first rows from the copy while the list’s answer has not come', async ({
    page,
    ui,
    open,
    connect,
    mockApi,
  }) => {
    await keepACopy({ page, ui, open, connect, mockApi });
    await mockApi.scenario({ fault: 'hang', path: '/v1/me/meetings' });
    const listAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/v1/me/meetings');
    const heldApp: Route[] = [];
    let holding = true;
    await page.route('**/assets/app-*.js', (route) => void (holding ? heldApp.push(route) : route.continue()));

    await open('/me/meetings');
    await listAsked;
    const rows = page.getByRole('list', { name: 'Meetings' }).getByRole('link');
    const saved = [/^Weekly planning/, /^Design review/, /^Hiring sync/];
    await expect(rows).toHaveText(saved);
    expect(heldApp).toHaveLength(1);

    // The app starts, its header works, and it shows the same rows from the copy.
    holding = false;
    await Promise.all(heldApp.map((route) => route.continue()));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(rows).toHaveText(saved);
    await expect(page.getByText('Showing 3 meetings saved on this device — asking the API for the list…')).toBeVisible();
    await ui.press(rows.filter({ hasText: 'Hiring sync' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Hiring sync' })).toBeVisible();
  });
});

// Offline, the app's files come from its service worker and the meetings from the copy.
test('@journey @live-only library offline: open without a network, read a meeting never opened, with the offline line; delete is refused; the task board', async ({
  page,
  context,
  ui,
  open,
  connect,
  mockApi,
}) => {
  await keepACopy({ page, ui, open, connect, mockApi });

  // With a copy, the app's files are kept too (live mode): once the worker has them all and controls
  // the page, the dashboard opens without a network. It keeps no API answer: no key's data is in it.
  await expect.poll(() => controlledByAppWorker(page)).toBe(true);
  const cached = await cachedPaths(page);
  expect(cached).toContain('/index.html');
  expect(cached.filter((path) => path.startsWith('/v1/') || path.startsWith('/api/'))).toEqual([]);

  await context.setOffline(true);
  await open('/me/meetings');
  const offlineLine = page.getByText(/^Offline — showing what was saved at \d/);
  await expect(offlineLine).toBeVisible();
  await ui.press(page.getByRole('link', { name: /Hiring sync/ }));
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring sync' })).toBeVisible();
  await expect(page.getByText('Two candidates this week.')).toBeVisible();
  await ui.press(page.getByRole('button', { name: /^Delete/ }));
  await expect(page.getByRole('alert').filter({ hasText: 'Not deleted: you are offline.' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The task board: the saved meetings' action items.
  await open('/me/tasks');
  await expect(page.getByRole('region', { name: 'Open' }).getByText('Call both candidates back')).toBeVisible();
  await expect(offlineLine).toBeVisible();
  await open('/me/meetings/library-mine-3');

  await context.setOffline(false);
  await expect(offlineLine).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring sync' })).toBeVisible();
});

/** The config the app's worker keeps for a start without a network (src/library/offline/app-files-worker.ts). */
const keptConfig = (page: Page) =>
  page.evaluate(async ([cache, request]) => (await (await caches.open(cache)).match(request))?.text() ?? null, [
    RUNTIME_CONFIG_CACHE,
    KEPT_CONFIG,
  ] as const);

/** The config written into the page on screen (the mode, where the API is). */
const pageConfig = (page: Page) =>
  page.evaluate(() => JSON.parse(document.getElementById('runtime-config')?.textContent ?? 'null') as unknown);

// The server's config moves (the API called on another origin): the worker keeps what each page the
// server sends says, and a start without a network is in the config the server last wrote. Both
// configurations are deploy/nginx's, serving the same build: proxying, then the API called directly.
test('@live-only library: offline, the page carries the config its server last wrote, not the one the worker first kept', async ({
  page,
  context,
  ui,
  connect,
  mockApi,
  stack,
}) => {
  const origin = await switchableOrigin({ url: stack.nginxUrl, dir: 'dist' });
  try {
    const open = await keepACopyThrough(origin, { page, ui, connect, mockApi });
    const first = await pageConfig(page);

    origin.serve({ url: stack.nginxCrossOriginUrl, dir: 'dist' });
    await open('/me/meetings');
    const moved = await pageConfig(page);
    expect(moved).toMatchObject({ mode: 'live', apiBaseUrl: expect.stringContaining(new URL(stack.mockApiUrl).host) });
    expect(moved).not.toEqual(first);
    await expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link').first()).toBeVisible();

    // The worker keeps it once the page has been sent (its waitUntil): then the network goes.
    await expect.poll(async () => JSON.parse((await keptConfig(page)) ?? 'null') as unknown).toEqual(moved);
    await context.setOffline(true);
    await open('/me/meetings');
    await expect(page.getByText(/^Offline — showing what was saved at \d/)).toBeVisible();
    expect(await pageConfig(page)).toEqual(moved);
    await context.setOffline(false);
  } finally {
    await origin.close();
  }
});

// A new deployment under pages kept by the worker: build A (dist/) then build B (another build made
// from it in the test), served from one origin, as a server is redeployed.
test('@journey @live-only library: a new build’s worker takes over: pages reload onto its files alone, the old build’s cache goes, an open page never mixes', async ({
  page,
  context,
  ui,
  connect,
  mockApi,
  stack,
}) => {
  const buildB = otherBuild();
  const filesA = new Set(buildB.renamed.keys());
  const filesB = new Set(buildB.renamed.values());
  // Build B's server starts while build A is used.
  const previewB = startPreviewCommand(stack.mockApiUrl, buildB.dir);
  previewB.catch(() => {});
  const origin = await switchableOrigin({ url: stack.liveUrl, dir: 'dist' });
  try {
    // Build A's worker controls the page, its files kept.
    const open = await keepACopyThrough(origin, { page, ui, connect, mockApi });
    await expect.poll(async () => (await cachedPaths(page)).includes('/index.html')).toBe(true);
    await open('/me/meetings');
    await expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link').first()).toBeVisible();
    expect(await buildOf(page, filesA, filesB)).toBe('a');
    const cachedA = (await cachedPaths(page)).filter((path) => filesA.has(path.replace('/assets/', '')));
    expect(cachedA.length).toBeGreaterThan(0);

    // A page left open on build A: the meetings list, Insights' code not loaded yet.
    const old = await context.newPage();
    await withSavedKey(old);
    await old.goto(`${origin.url}/me/meetings`);
    await expect(old.getByRole('list', { name: 'Meetings' }).getByRole('link').first()).toBeVisible();
    await expect.poll(() => controlledByAppWorker(old)).toBe(true);

    // Build B is deployed. A reload gets its page (pages are asked of the server first), and its worker
    // takes over and drops build A's files from the cache.
    origin.serve({ url: (await previewB).url, dir: buildB.dir });
    await page.reload();
    await expect
      .poll(async () => {
        const cached = (await cachedPaths(page)).map((path) => path.replace('/assets/', ''));
        return cached.some((file) => filesA.has(file)) ? 'build A’s files still cached' : cached.some((file) => filesB.has(file));
      })
      .toBe(true);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link').first()).toBeVisible();
    expect(await buildOf(page, filesA, filesB)).toBe('b');

    // The page left open asks for a screen whose code it has not run: build A's files are gone from
    // the server and from the worker's cache, but the browser's own cache still has them (fetched when
    // build A's worker kept them): it goes on with build A's files alone.
    await old.getByRole('link', { name: 'Insights' }).first().click();
    await expect(old.getByRole('heading', { level: 1, name: /Insights/ })).toBeVisible();
    expect(await buildOf(old, filesA, filesB)).not.toBe('mixed');
    // Once the browser's cache has let them go too, the next screen's code is missing: the page reloads
    // onto build B, and runs its files alone.
    await (await context.newCDPSession(old)).send('Network.clearBrowserCache');
    await old.getByRole('link', { name: 'People' }).first().click();
    await expect(old.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    await expect(old.getByText(/^All \d+ meetings read/)).toBeVisible();
    expect(await buildOf(old, filesA, filesB)).toBe('b');
    await old.close();
  } finally {
    await Promise.all([
      previewB.then(
        (server) => server.stop(),
        () => {},
      ),
      origin.close(),
    ]);
    buildB.remove();
  }
});
