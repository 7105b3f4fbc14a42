import type { Locator, Page } from '@playwright/test';
import { CALL_LIMITS, STILL_WAITING_AFTER_MS } from '../../../src/api/call-limits';
import { db } from '../../../src/mocks/data/db';
import { MY_MEETING_COUNT } from '../../../src/mocks/data/seed';
import { MAX_FILTER_LENGTH } from '../../../src/api/filter-limits';
import { SEARCH_DEBOUNCE_MS } from '@/screens/search-filters';
import { ODD_MEETING_IDS } from '../../../src/mocks/scenarios/data-scenarios';
import { expect, test, type LoggedRequest, type MockApi } from '../support/fixtures';
import { APP_BUNDLE } from '../support/requests';
import { connectedWithPausedClock, STEP_MS } from '../support/paused-clock';
import { withSavedKey } from '../support/saved-key';
import { shortcutsLoaded } from '../support/shortcuts';

/**
 * A hostile API server, in live mode through the preview proxy: every failure ends in a clear,
 * recoverable state, soon. Faults come from the mock API's scenario switch (POST /__mock/scenario).
 * Time is the page's, paused and moved by the test (support/paused-clock.ts).
 */
const { attemptMs } = CALL_LIMITS.list;

/** The requests for `path` the API has received so far (the log has each as it arrives). */
async function requestsTo(mockApi: MockApi, path: string): Promise<LoggedRequest[]> {
  return (await mockApi.requests()).filter((r) => new URL(r.url, 'http://x').pathname === path);
}

/** Until the API has received `count` requests for `path`. */
const receivedCount = (mockApi: MockApi, path: string, count: number) => async () => (await requestsTo(mockApi, path)).length >= count;
const visible = (locator: Locator) => () => locator.isVisible();
const PAGE = '/v1/me/meetings';

test('@live-only a first page whose body stalls: still waiting 3 s into its loading state, a new request at 8.5 s, and the list', async ({
  page,
  open,
  mockApi,
}) => {
  const clock = await connectedWithPausedClock(page);
  await mockApi.scenario({ fault: 'stall', path: PAGE, times: 1 });
  await open('/me/meetings');
  // The early request goes out as the page loads, on no timer: waited for with the clock still, so
  // that the app's own waits below are measured from where they start.
  await expect.poll(receivedCount(mockApi, PAGE, 1)).toBe(true);
  clock.mark();
  // Headers and the first bytes went out (the early request got them): the answer started, then stopped.
  expect((await requestsTo(mockApi, PAGE))[0]?.status).toBe(200);

  await expect(page.getByRole('heading', { name: 'My meetings', level: 1 })).toBeVisible();
  const waiting = page.getByRole('status').filter({ hasText: 'Still waiting for your meetings: the API is slow to answer.' });
  await clock.advance(STILL_WAITING_AFTER_MS - 1);
  expect(await waiting.isVisible()).toBe(false);
  await clock.advance(1);
  await clock.until(visible(waiting));
  // Nothing more arrives: the attempt ends, and the retry (0.5 s later) is a new request.
  await clock.advance(attemptMs - STILL_WAITING_AFTER_MS);
  await clock.until(receivedCount(mockApi, PAGE, 2));
  expect(clock.elapsed()).toBeGreaterThanOrEqual(attemptMs + 500);
  expect(clock.elapsed()).toBeLessThan(attemptMs + 2_000);
  const rows = page.getByRole('list', { name: 'Meetings' }).getByRole('link');
  await clock.until(async () => (await rows.count()) === 30);
  await expect(waiting).toBeHidden();
});

test('@live-only a first page with no answer: Retry sends a new request, a clear error within 30 s, and Retry recovers', async ({
  page,
  open,
  ui,
  mockApi,
}) => {
  const clock = await connectedWithPausedClock(page);
  await mockApi.scenario({ fault: 'hang', path: PAGE });
  await open('/me/meetings');
  await clock.until(receivedCount(mockApi, PAGE, 1));
  clock.mark();
  await clock.advance(STILL_WAITING_AFTER_MS);
  const waiting = page.getByRole('status').filter({ hasText: 'Still waiting for your meetings' });
  await clock.until(visible(waiting));
  // From that Retry: three attempts of 8 s, 0.5 s and 1 s apart, then the error, 25.5 s on. Measured
  // from the press, which is no later than the request it sends (the server may log it a step later).
  clock.mark();
  await ui.press(waiting.getByRole('button', { name: 'Retry' }));
  await clock.until(receivedCount(mockApi, PAGE, 2));
  const error = page.getByRole('alert').filter({ hasText: `The API did not answer within ${attemptMs / 1000} s.` });
  for (const [attempt, backoff] of [
    [3, 500],
    [4, 1_000],
  ] as const) {
    await clock.advance(attemptMs + backoff - STEP_MS);
    await clock.until(receivedCount(mockApi, PAGE, attempt));
  }
  await clock.advance(attemptMs - STEP_MS);
  await clock.until(visible(error));
  expect(clock.elapsed()).toBeGreaterThanOrEqual(25_500);
  expect(clock.elapsed()).toBeLessThanOrEqual(30_000);
  expect(await requestsTo(mockApi, PAGE)).toHaveLength(4);

  // The server is healthy again: Retry sends a new request, and the list shows.
  await mockApi.reset();
  await ui.press(error.getByRole('button', { name: 'Retry' }));
  const rows = page.getByRole('list', { name: 'Meetings' }).getByRole('link');
  await clock.until(async () => (await rows.count()) === 30);
  expect(await requestsTo(mockApi, PAGE)).toHaveLength(1);
});

test('@live-only a first page whose connection is cut mid-body is retried, and the list shows', async ({ page, open, mockApi }) => {
  const clock = await connectedWithPausedClock(page);
  await mockApi.scenario({ fault: 'cut', path: PAGE, times: 1 });
  await open('/me/meetings');
  await clock.until(receivedCount(mockApi, PAGE, 1));
  clock.mark();
  // The preview's proxy does not pass the cut on: the browser sees the body stop, as in a stall, and
  // the attempt ends when nothing has arrived for its time. (Seen directly, a cut is a network error,
  // retried after 0.5 s: test/api/api-request.timeouts.test.ts.)
  await clock.until(receivedCount(mockApi, PAGE, 2), attemptMs + 2_000);
  expect(clock.elapsed()).toBeLessThanOrEqual(attemptMs + 2_000);
  const rows = page.getByRole('list', { name: 'Meetings' }).getByRole('link');
  await clock.until(async () => (await rows.count()) === 30);
});

/** The meeting screen's code and stylesheet, loaded on demand. */
const DETAIL_CODE = /\/assets\/meeting-detail-page-[\w-]+\.(js|css)$/;

test('@live-only offline: the header says so, a screen not loaded yet says why, and it all loads when the network is back', async ({
  page,
  context,
  open,
  mockApi,
}) => {
  await withSavedKey(page);
  await open('/me/meetings');
  const rows = page.getByRole('list', { name: 'Meetings' }).getByRole('link');
  await expect(rows).toHaveCount(30);
  const health = page.getByRole('banner').getByRole('status');
  await expect(health).toHaveText('API online');

  await context.setOffline(true);
  await expect(health).toHaveText('You are offline');
  await rows.first().click();
  const failed = page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' });
  await expect(failed).toContainText('You are offline, and this screen has not been loaded yet.');
  // The list's first page: the pages after it are read, when the browser is idle, by the meeting's
  // series line (through the list's own cache entry), on a slow host before the end of the test.
  const firstPages = async () => (await requestsTo(mockApi, PAGE)).filter((r) => !new URL(r.url, 'http://x').searchParams.has('cursor'));
  const asked = (await firstPages()).length;

  // Back online: the screen's code, its stylesheet and the meeting load without a click.
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Delete meeting' })).toBeVisible();
  // The meeting's own title, on a page of its own or in the split view's pane.
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(health).toHaveText('API online');
  const styled = await page.evaluate(() =>
    [...document.styleSheets].some((sheet) => sheet.href?.includes('meeting-detail-page') && sheet.cssRules.length > 0),
  );
  expect(styled).toBe(true);
  // The list was not asked for again when the network was back.
  expect(await firstPages()).toHaveLength(asked);
});

test('@live-only code removed by a new deployment: one reload onto the new build, never a loop', async ({ page, open }) => {
  await withSavedKey(page);
  await open('/me/meetings');
  const rows = page.getByRole('list', { name: 'Meetings' }).getByRole('link');
  await expect(rows).toHaveCount(30);
  const href = (await rows.first().getAttribute('href')) ?? '';

  // The old build's hashed files are gone (the server answers 404 for them).
  await page.route(DETAIL_CODE, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  let loads = 0;
  page.on('load', () => (loads += 1));
  await rows.first().click();
  // One reload; the code is still missing after it, so the screen says so instead of reloading again.
  const failed = page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' });
  await expect(failed).toContainText('Check your connection and try again.');
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  expect(loads).toBe(1);

  // The files are there again: Try again loads the screen, without another reload.
  await page.unroute(DETAIL_CODE);
  await failed.getByRole('button', { name: 'Try again' }).click();
  // The meeting's own title, on a page of its own or in the split view's pane.
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete meeting' })).toBeVisible();
  expect(loads).toBe(1);
});

/** Scrolls the list's end into view until the footer says paging is over; returns its last words. */
async function pageToTheEnd(page: Page): Promise<string> {
  const footer = page.getByRole('status').filter({ hasText: /^(Showing \d+ meetings|End of list)/ });
  const rows = page.getByRole('list', { name: 'Meetings' }).getByRole('link');
  await expect(footer).toHaveText(/^Showing 30 meetings$/);
  for (;;) {
    const text = (await footer.textContent()) ?? '';
    const counted = /^Showing (\d+) meetings( — loading more…)?$/.exec(text);
    if (!counted) return text;
    // The rows counted render a moment after the count: until they have, the wheel would stop short of
    // where the list's end will be, and nothing would bring that end into view.
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(Number(counted[1]));
    await page.mouse.wheel(0, 100_000);
    // The next page in (a higher count), or paging over.
    await expect(footer).not.toHaveText(text);
  }
}

test('@live-only pages that overlap: every meeting once, and the count is of distinct meetings', async ({ page, open, mockApi }) => {
  await withSavedKey(page);
  await mockApi.scenario({ data: 'overlapping-pages' });
  await open('/me/meetings');
  expect(await pageToTheEnd(page)).toBe(`End of list: all ${MY_MEETING_COUNT} meetings shown.`);
  const links = page.getByRole('list', { name: 'Meetings' }).getByRole('link');
  await expect(links).toHaveCount(MY_MEETING_COUNT);
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(MY_MEETING_COUNT);
  // Pages of up to 30, each repeating the last 10 of the one before: 20 new meetings a page after the first.
  expect(await requestsTo(mockApi, PAGE)).toHaveLength(1 + Math.ceil((MY_MEETING_COUNT - 30) / 20));
});

test('@live-only a cursor that comes back: paging stops, and the list says it may be incomplete', async ({ page, open, mockApi }) => {
  await withSavedKey(page);
  await mockApi.scenario({ data: 'repeating-cursor' });
  await open('/me/meetings');
  expect(await pageToTheEnd(page)).toBe(
    'Showing 60 meetings. The list may be incomplete: the server sent pages it had already sent, so loading stopped.',
  );
  const links = page.getByRole('list', { name: 'Meetings' }).getByRole('link');
  await expect(links).toHaveCount(60);
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(60);
  // Page 3 came back with page 1's rows and the cursor of page 2: nothing after it was asked for.
  const cursors = (await requestsTo(mockApi, PAGE)).map((r) => new URL(r.url, 'http://x').searchParams.get('cursor'));
  expect(cursors).toEqual([null, 'again-1', 'again-2']);
});

test('@live-only a meeting with fields of the wrong type: everything readable shows, and the odd fields are listed', async ({
  page,
  open,
  mockApi,
}) => {
  await withSavedKey(page);
  const meeting = db
    .meetings()
    .find(
      (m) =>
        m.ownerId === db.me().id &&
        m.title &&
        m.summary?.short &&
        (m.tasks?.length ?? 0) > 1 &&
        m.tags?.length &&
        m.event?.attendees?.length,
    );
  if (!meeting) throw new Error('The seed has no such meeting');
  await mockApi.scenario({ data: 'odd-fields' });
  await open(`/me/meetings/${meeting.id}`);
  await expect(page.getByRole('heading', { level: 1, name: meeting.title! })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(meeting.summary!.short!);
  await expect(page.getByRole('region', { name: 'Transcript' })).not.toBeEmpty();
  const odd = page.getByRole('complementary', { name: 'Parts that could not be read' });
  await expect(odd.getByRole('listitem')).toHaveText([
    'endTime: 42',
    'tasks 1 › completed: true',
    'tasks 2 › assignee: bob',
    'tags 1 › color: 7',
    'event › attendees 1 › organizer: yes',
  ]);
  expect(await requestsTo(mockApi, `/v1/me/meetings/${meeting.id}`)).toHaveLength(1);
});

/** When the app sent a request and when its answer (the headers) reached it, on the page's clock. */
interface PageTimes {
  sent: number;
  answered?: number;
}

/**
 * Notes, on the page's clock, when the app sends each request for `path` and when its answer comes.
 * The answer's moment is taken before the app sees the answer (this `then` is registered first), so
 * a wait the app starts on that answer cannot start earlier.
 */
async function notePageTimes(page: Page, path: string): Promise<() => Promise<PageTimes[]>> {
  await page.addInitScript((watched) => {
    const times: PageTimes[] = [];
    Object.assign(window, { __pageTimes: times });
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const response = send(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (url.pathname === watched) {
        const entry: PageTimes = { sent: Date.now() };
        times.push(entry);
        response.then(
          () => void (entry.answered = Date.now()),
          () => undefined,
        );
      }
      return response;
    };
  }, path);
  return () => page.evaluate(() => (window as unknown as { __pageTimes: PageTimes[] }).__pageTimes);
}

test('@live-only 429 with Retry-After 0: normal backoff, not a burst; far in the future: the error says the date', async ({
  page,
  open,
  mockApi,
}) => {
  const clock = await connectedWithPausedClock(page);
  const WORKSPACE = '/v1/workspace/meetings';
  const workspaceTimes = await notePageTimes(page, WORKSPACE);
  await open('/me/meetings');
  const rows = page.getByRole('list', { name: 'Meetings' }).getByRole('link');
  await clock.until(async () => (await rows.count()) === 30);

  // A list the page has not asked for yet, so that one call alone asks for it (no early request).
  await mockApi.scenario({ fault: 'status', status: 429, path: WORKSPACE, headers: { 'retry-after': '0' }, times: 3 });
  await page.getByRole('link', { name: 'Workspace' }).click();
  for (const count of [1, 2, 3, 4]) await clock.until(receivedCount(mockApi, WORKSPACE, count));
  await clock.until(async () => (await rows.count()) === 30);
  // Each wait is measured on the page, from the 429's arrival to the next request: the clock moves in
  // steps while the test polls the server, so a step can pass after the app has the answer (and has
  // started its wait) but before the server's log shows the request; the test's own count of the
  // clock's moves cannot say when the wait began. 0.5 s, 1 s, 2 s, each shorter than the next.
  const times = await workspaceTimes();
  expect(times).toHaveLength(4);
  // An answer that never came makes its wait -Infinity: a failure below.
  const waits = times.slice(1).map((t, i) => t.sent - (times[i]?.answered ?? Infinity));
  for (const [i, backoff] of [500, 1_000, 2_000].entries()) {
    expect(waits[i]).toBeGreaterThanOrEqual(backoff);
    expect(waits[i]).toBeLessThan(2 * backoff);
  }

  // A server that asks to come back in three days: no automatic retry, and the day is said.
  await mockApi.reset();
  await mockApi.scenario({ fault: 'status', status: 429, path: PAGE, headers: { 'retry-after': String(3 * 86_400) } });
  await page.reload();
  const error = page
    .getByRole('alert')
    .filter({ hasText: /^Could not load meetingsToo many requests\. Try again on \w{3}, \w{3} \d+ at / });
  await page.getByRole('link', { name: 'Mine' }).click();
  await clock.until(visible(error));
  const asked = (await requestsTo(mockApi, PAGE)).length;
  await clock.advance(10_000);
  expect(await requestsTo(mockApi, PAGE)).toHaveLength(asked);
});

test('@live-only odd ids: each meeting opens from the list with one request, its id encoded once; `.` and `..` say why they do not open', async ({
  page,
  open,
  mockApi,
}) => {
  await withSavedKey(page);
  await mockApi.scenario({ data: 'odd-ids' });
  await open('/me/meetings');
  const list = page.getByRole('list', { name: 'Meetings' });
  const isPathStep = (id: string) => id === '.' || id === '..';
  for (const id of ODD_MEETING_IDS.filter((id) => !isPathStep(id))) {
    // Hovering starts the meeting's request (a prefetch); the click then uses it.
    await list.getByRole('link', { name: new RegExp(`^Odd id ${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Odd id ${id}` })).toBeVisible();
    await expect(page.getByRole('article')).toContainText(`Follow up on odd id ${id}`);
    await expect(page).toHaveURL((url) => url.pathname === `/me/meetings/${encodeURIComponent(id)}`);
    expect(await requestsTo(mockApi, `/v1/me/meetings/${encodeURIComponent(id)}`)).toHaveLength(1);
  }
  for (const id of ODD_MEETING_IDS.filter(isPathStep)) {
    const row = list
      .getByRole('listitem')
      .filter({ hasText: `Odd id ${id}` })
      .filter({ hasNotText: `Odd id ${id}.` });
    await expect(row).toContainText('This meeting’s id cannot be opened in a URL.');
    await expect(row.getByRole('link')).toHaveCount(0);
  }
  // Every request for an odd meeting was for one of the openable ids, encoded once. The seed's own
  // meetings (ids of digits alone) may be read on the way: a row the pointer crossed, or the
  // meetings of a series, which a meeting page reads in the background to say what is still open.
  const meetingPaths = (await mockApi.requests())
    .map((r) => new URL(r.url, 'http://x').pathname)
    .filter((path) => path.startsWith('/v1/me/meetings/') && !/^\/v1\/me\/meetings\/\d+$/.test(path));
  expect(meetingPaths.sort()).toEqual(
    ODD_MEETING_IDS.filter((id) => !isPathStep(id))
      .map((id) => `/v1/me/meetings/${encodeURIComponent(id)}`)
      .sort(),
  );
});

test('@live-only a meeting the API answers 404 is asked for once, by the prefetch, and the page uses that answer', async ({
  page,
  open,
  mockApi,
}) => {
  await withSavedKey(page);
  await open('/me/meetings');
  const row = page.getByRole('list', { name: 'Meetings' }).getByRole('link').first();
  const href = (await row.getAttribute('href')) ?? '';
  const path = `/v1${new URL(href, 'http://x').pathname}`;
  await mockApi.scenario({ fault: 'status', status: 404, path });
  // The app's own rows, not the first rows shown before it ran (plain links: a pointer already on one
  // when the app's row replaces it warms nothing up until it moves).
  await shortcutsLoaded(page);
  await row.hover();
  await expect.poll(async () => (await requestsTo(mockApi, path)).length).toBe(1);
  // The prefetch's answer is in before the click: nothing is left to ask for.
  await expect.poll(async () => (await requestsTo(mockApi, path))[0]?.status).toBe(404);
  await row.click();
  await expect(page.getByRole('heading', { name: 'Meeting not found' })).toBeVisible();
  expect(await requestsTo(mockApi, path)).toHaveLength(1);
});

test('@live-only filters too long for a URL are refused before anything is sent, and nothing typed is lost', async ({
  page,
  open,
  mockApi,
  pageRequests,
}) => {
  await withSavedKey(page);
  // The page's clock runs, and is moved past the search's debounce to let a search go out if it would.
  await page.clock.install();
  // What the page sent (a URL too long for the servers would never reach the mock API's log).
  const sentTo = (path: string) => pageRequests.filter((request) => new URL(request.url).pathname === path);
  // A 20,000-character search, pasted into the search field.
  await open('/search');
  const field = page.getByRole('main').getByRole('searchbox', { name: 'Search meetings' });
  const pasted = 'budget '.repeat(2_858).slice(0, 20_000);
  await field.fill(pasted);
  await expect(field).toHaveAccessibleDescription(
    `The search is too long: at most ${MAX_FILTER_LENGTH} characters, and this one has 20,000.`,
  );
  await page.clock.runFor(SEARCH_DEBOUNCE_MS + STEP_MS);
  await expect(field).toHaveValue(pasted);
  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.search === '');
  expect(sentTo('/v1/me/meetings/search')).toEqual([]);
  // The first 500 characters are searched: the field was heard, and the long one never went out.
  await field.fill(pasted.slice(0, MAX_FILTER_LENGTH));
  // (71 words in a row match no meeting: the answer is that nothing matches.)
  await expect(page.getByText(/^Nothing in your meetings matches “budget budget/)).toBeVisible();
  const searches = await requestsTo(mockApi, '/v1/me/meetings/search');
  expect(searches.map((r) => new URL(r.url, 'http://x').searchParams.get('query')?.length)).toEqual([MAX_FILTER_LENGTH]);

  // A tag of 2,000 characters in a list's URL (short enough for the server to serve the page).
  await open(`/me/meetings?tag=${'t'.repeat(2_000)}`);
  await expect(
    page.getByText(`The tag is too long: at most ${MAX_FILTER_LENGTH} characters, and this one has 2,000. Nothing was asked for.`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My meetings' })).toBeVisible();
  // Any request for the list (the early one included) would have gone out before the page said so.
  expect(sentTo(PAGE)).toEqual([]);
  expect(await requestsTo(mockApi, PAGE)).toHaveLength(0);
});

test('the app’s code failing to load ends in a clear message, not a blank page', async ({ page, open }) => {
  await withSavedKey(page);
  await page.route(APP_BUNDLE, (route) => route.abort('internetdisconnected'));
  await open('/me/tasks');
  await expect(page.getByRole('alert')).toHaveText('The dashboard could not load. Check your connection, then reload the page.');

  await page.unroute(APP_BUNDLE);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My tasks' })).toBeVisible();
});

test('@live-only an error answer whose reader cannot load still ends in a clear error', async ({ page, open, mockApi }) => {
  // The code that reads error answers loads with the first one: here the connection drops first.
  const errorReader = /\/assets\/error-response-[^/]+\.js$/;
  await withSavedKey(page);
  await page.route(errorReader, (route) => route.abort('internetdisconnected'));
  await mockApi.scenario({ fault: 'status', status: 400, path: PAGE });
  await open('/me/meetings');
  const error = page.getByRole('alert', { name: 'Could not load meetings' });
  await expect(error).toContainText('The API answered 400.');

  // The next error answer tries the reader again: back online, it says what the server said.
  await page.unroute(errorReader);
  await page.getByRole('combobox', { name: 'Tag' }).selectOption('Customer');
  await expect(error).toContainText('The API rejected the request: Service unavailable');
  await mockApi.reset();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link').first()).toBeVisible();
});

test('@live-only the keyboard shortcuts failing to download: the palette’s button asks for them again', async ({ page, open }) => {
  // They download when the browser is idle after the first screen: here the connection drops first.
  const shortcutsCode = /\/assets\/keyboard-shortcuts-[^/]+\.js$/;
  await withSavedKey(page);
  await page.route(shortcutsCode, (route) => route.abort('internetdisconnected'));
  // Vite's loader reports each dynamic import that failed (its documented vite:preloadError event).
  await page.addInitScript(() => {
    const failed: string[] = [];
    Object.assign(window, { __failedImports: failed });
    window.addEventListener('vite:preloadError', (event) => failed.push(String((event as Event & { payload: unknown }).payload)));
  });
  await open('/me/meetings');
  await expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __failedImports: string[] }).__failedImports))
    .toContainEqual(expect.stringMatching(shortcutsCode));
  const trigger = page.getByRole('button', { name: /^Go to/ });
  await expect(trigger).not.toHaveAttribute('aria-keyshortcuts');

  // Back online, the button downloads them again (no reload): the palette opens, and the keys work.
  await page.unroute(shortcutsCode);
  await trigger.click();
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette).toBeVisible();
  await shortcutsLoaded(page);
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(palette).toBeVisible();
});
