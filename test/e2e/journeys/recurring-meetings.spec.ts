import { createSeedData } from '../../../src/mocks/data/seed';
import { expect, test } from '../support/fixtures';
import { apiCalls, callsTo } from '../support/requests';

/** The demo's weekly sync, oldest first: nine meetings of one calendar series. */
const weeklySyncs = createSeedData()
  .meetings.filter((m) => m.calendarEventId?.startsWith('weeklysync4f2a9c_'))
  .reverse();

test('@journey @keyboard recurring meetings: from a meeting to its series, what is still open since last time, and the agenda', async ({
  page,
  ui,
  open,
  connect,
  mode,
  appUrl,
  mockApi,
  pageRequests,
}) => {
  const origin = new URL(appUrl).origin;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const latest = weeklySyncs.at(-1)!;
  await open(`/me/meetings/${latest.id}`);
  await connect();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly sync' })).toBeVisible();

  // The meeting says which series it is part of, once its earlier meetings have been checked.
  await expect(page.getByText('Part of Weekly sync — 9 meetings; 5 items still open from earlier ones')).toBeVisible();
  await ui.press(page.getByRole('link', { name: 'Weekly sync', exact: true }));
  await expect(page).toHaveURL(/\/me\/series\/event%3Aweeklysync4f2a9c$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly sync' })).toBeVisible();
  await expect(page.getByText('All 9 meetings checked.')).toBeVisible();

  // Still open from earlier meetings, by the meeting each came from, each linking back to it.
  const stillOpen = page.getByRole('region', { name: /^Still open from earlier meetings/ });
  await expect(stillOpen.getByRole('heading', { level: 2 })).toHaveText('Still open from earlier meetings (5)');
  await expect(stillOpen.getByRole('heading', { level: 3 })).toHaveCount(5);
  await expect(stillOpen.getByRole('listitem').filter({ hasText: 'Draft the Q4 hiring plan' })).toContainText('Priya Natarajan');
  const first = weeklySyncs[0]!;
  await expect(stillOpen.getByRole('heading', { level: 3 }).first().getByRole('link')).toHaveAttribute('href', `/me/meetings/${first.id}`);
  await expect(page.getByRole('region', { name: 'New last time' })).toContainText('Prepare the board update');
  const meetings = page.getByRole('region', { name: /^Meetings/ }).getByRole('listitem');
  await expect(meetings).toHaveCount(9);
  await expect(meetings.nth(6)).toContainText('Renamed: “Weekly sync — Q4 planning special”');

  // What was read: each meeting of the series once, whatever the meeting page had already read.
  const calls = await apiCalls(mode, mockApi, pageRequests);
  for (const meeting of weeklySyncs) expect(callsTo(calls, `/v1/me/meetings/${meeting.id}`)).toHaveLength(1);

  // The agenda for the next one: every open item by assignee, linking back.
  await ui.press(page.getByRole('button', { name: 'Copy agenda as Markdown' }));
  await expect(page.getByText('The agenda was copied as Markdown.')).toBeVisible();
  const agenda = await page.evaluate(() => navigator.clipboard.readText());
  expect(agenda.split('\n')[0]).toBe('# Agenda: Weekly sync');
  expect(agenda.match(/^## .+$/gm)).toEqual(['## Alex Morgan', '## Jonas Weber', '## Priya Natarajan', '## 李明', '## Unassigned']);
  expect(agenda.match(/^- \[ \] /gm)).toHaveLength(7);
  expect(agenda).toContain(`](${origin}/me/meetings/${first.id})`);
});
