import { db } from '../../../src/mocks/data/db';
import { MY_MEETING_COUNT } from '../../../src/mocks/data/seed';
import { expect, test } from '../support/fixtures';
import { apiCalls, callsTo } from '../support/requests';

/** The seeded data both modes serve (demo in the page, live from the mock API): what the UI must show. */
const myMeetings = () => db.meetings().filter((m) => m.ownerId === db.me().id);

test('@journey @keyboard browse: connect, page to the end, filter by date and tag, then by member, and open a meeting', async ({
  page,
  ui,
  open,
  connect,
  mode,
  mockApi,
  pageRequests,
}) => {
  await open('/me/meetings');
  await connect();
  await expect(page.getByRole('heading', { level: 1, name: 'My meetings' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Meetings' });
  await expect(list.getByRole('link').first()).toBeVisible();

  // Page to the end by scrolling there (the mouse wheel, or End from the keyboard: tabbing through rows
  // would load more as it goes), each time until the footer has counted at least one more page in. The
  // end of the list loads the next page by itself, as it comes into view, and may load two at once:
  // scrolling is never refused, unlike a Load more button that can vanish when the last page lands.
  const footer = page.getByRole('status').filter({ hasText: /^(Showing \d+ meetings|End of list)/ });
  const end = `End of list: all ${MY_MEETING_COUNT} meetings shown.`;
  await expect(footer).toHaveText('Showing 30 meetings');
  const goToEnd = () => (ui.input === 'keyboard' ? page.keyboard.press('End') : page.mouse.wheel(0, 100_000));
  // Rows render a moment after the footer counts them, in a deferred pass: should they land after the
  // page went to its end, they push the list's end out of view again, and nothing more loads until the
  // user goes to the end again, as a user would.
  const listEndOutOfView = () => list.evaluate((element) => element.getBoundingClientRect().bottom > window.innerHeight + 1);
  for (let shown = 30; shown < MY_MEETING_COUNT;) {
    await goToEnd();
    let text = '';
    await expect
      .poll(async () => {
        text = (await footer.count()) === 1 ? ((await footer.textContent()) ?? '') : '';
        // Settled on a higher count (not "loading more…"), or the end.
        if (text === end || (/^Showing \d+ meetings$/.test(text) && text !== `Showing ${shown} meetings`)) return 'more';
        return text === `Showing ${shown} meetings` && (await listEndOutOfView()) ? 'pushed away' : 'waiting';
      })
      .not.toBe('waiting');
    if (text === end) shown = MY_MEETING_COUNT;
    else if (text !== `Showing ${shown} meetings`) shown = Number(/^Showing (\d+)/.exec(text)?.[1]);
  }
  await expect(footer).toHaveText(end);
  // New rows render in a deferred (non-blocking) pass, a moment after the footer's count.
  await expect(list.getByRole('link')).toHaveCount(MY_MEETING_COUNT);
  const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(MY_MEETING_COUNT);
  const pagesAsked = callsTo(await apiCalls(mode, mockApi, pageRequests), '/v1/me/meetings');
  expect(pagesAsked.length).toBe(Math.ceil(MY_MEETING_COUNT / 30));
  expect(pagesAsked.every((call) => call.params.get('limit') === '30')).toBe(true);
  expect(new Set(pagesAsked.map((call) => call.params.get('cursor'))).size).toBe(pagesAsked.length);

  // Dates: calendar days in the user's time zone (Los Angeles here) become instants. Without a range,
  // the fields wait behind "Any date", which shows them with From focused.
  await ui.press(page.getByRole('button', { name: 'Any date' }));
  await expect(page.getByLabel('From')).toBeFocused();
  await ui.date(page.getByLabel('From'), '2026-09-01');
  await ui.date(page.getByLabel('To'), '2026-11-30');
  await expect(page).toHaveURL(/\/me\/meetings\?from=2026-09-01&to=2026-11-30$/);
  const inRange = myMeetings().filter(
    (m) => m.startTime && m.startTime >= '2026-09-01T07:00:00.000Z' && m.startTime <= '2026-12-01T07:59:59.999Z',
  );
  expect(inRange.length).toBeGreaterThan(30);
  await expect(footer).toHaveText('Showing 30 meetings');
  await expect
    .poll(async () =>
      callsTo(await apiCalls(mode, mockApi, pageRequests), '/v1/me/meetings')
        .at(-1)
        ?.params.toString(),
    )
    .toBe('limit=30&startDate=2026-09-01T07%3A00%3A00.000Z&endDate=2026-12-01T07%3A59%3A59.999Z');

  // Tag, picked from the tag list.
  await ui.select(page.getByLabel('Tag'), 'Customer (shared)');
  await expect(page).toHaveURL(/tag=Customer/);
  await expect(page.getByText('End of list: all 8 meetings shown.')).toBeVisible();
  await expect
    .poll(async () =>
      callsTo(await apiCalls(mode, mockApi, pageRequests), '/v1/me/meetings')
        .at(-1)
        ?.params.get('tag'),
    )
    .toBe('Customer');

  // Workspace scope keeps the dates; then one member's meetings.
  await ui.press(page.getByRole('navigation', { name: 'Scope' }).getByRole('link', { name: 'Workspace' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Workspace meetings' })).toBeVisible();
  await expect(page).toHaveURL(/\/workspace\/meetings\?from=2026-09-01&to=2026-11-30$/);
  await ui.fill(page.getByLabel('Member e-mail'), 'li.ming@acme.example');
  await expect(page).toHaveURL(/member=li\.ming%40acme\.example/);
  await expect(page.getByText('End of list: all 12 meetings shown.')).toBeVisible();
  await expect(list.getByText('li.ming@acme.example').first()).toBeVisible();
  const memberCall = callsTo(await apiCalls(mode, mockApi, pageRequests), '/v1/workspace/meetings').at(-1);
  expect(memberCall?.params.get('userEmail')).toBe('li.ming@acme.example');
  expect(memberCall?.params.get('startDate')).toBe('2026-09-01T07:00:00.000Z');

  // Open the first meeting: every section is there. Its URL keeps the list's filters (a wide screen
  // shows that list beside it).
  const first = list.getByRole('link').first();
  const href = (await first.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/workspace\/meetings\/\d+\?from=2026-09-01&to=2026-11-30&member=li\.ming%40acme\.example$/);
  const [path = ''] = href.split('?');
  await ui.press(first);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  const meeting = db.findMeeting(path.split('/').pop()!);
  expect(meeting?.title).toBeTruthy();
  await expect(page.getByRole('heading', { level: 1, name: meeting?.title ?? '', exact: true })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByRole('table')).toBeVisible();
  await expect(summary.getByRole('columnheader', { name: 'Owner' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transcript' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Attendees' }).getByRole('heading', { name: /Participants \(\d+\)/ })).toBeVisible();
  const tasks = meeting?.tasks ?? [];
  expect(tasks.length).toBeGreaterThan(0);
  const done = tasks.filter((task) => task.completed).length;
  await expect(page.getByRole('region', { name: 'Action items' })).toContainText(`${done} of ${tasks.length} done.`);
  expect(callsTo(await apiCalls(mode, mockApi, pageRequests), `/v1${path}`).length).toBe(1);
});

test('@live-only a row hovered before the click has what its meeting needs: the click waits for no download', async ({
  page,
  open,
  connect,
  pageRequests,
}) => {
  // Every answer since the page opened: the row the pointer rests on once the list appears under it
  // (where the connect button was) warms the screen's code up before the hover below does.
  const answered: string[] = [];
  page.on('response', (response) => answered.push(new URL(response.url()).pathname));
  await open('/me/meetings');
  await connect();
  const row = page.getByRole('list', { name: 'Meetings' }).getByRole('link').first();
  const [path = ''] = ((await row.getAttribute('href')) ?? '').split('?');
  expect(db.findMeeting(path.split('/').pop()!)?.summary?.markdown).toContain('| Owner |');
  // What the meeting's summary needs: the screen's code, its Markdown renderer (a chunk of its own)
  // and the meeting. Other chunks (the shortcuts, the palette) load when the browser is idle.
  const neededParts = [
    (pathname: string) => /^\/assets\/meeting-detail-page-[\w-]{6}\.js$/.test(pathname),
    (pathname: string) => /^\/assets\/markdown-summary-[\w-]{6}\.js$/.test(pathname),
    (pathname: string) => pathname === `/v1${path}`,
  ];
  const needed = (url: string) => neededParts.some((part) => part(new URL(url).pathname));
  await row.hover();
  await expect.poll(() => neededParts.every((part) => answered.some(part))).toBe(true);

  const before = pageRequests.length;
  await row.click();
  await expect(page.getByRole('region', { name: 'Summary' }).getByRole('table')).toBeVisible();
  expect(pageRequests.slice(before).filter((request) => needed(request.url))).toEqual([]);
});
