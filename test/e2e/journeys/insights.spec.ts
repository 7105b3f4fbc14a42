import { expect, test } from '../support/fixtures';

/** The demo's data ends on 2026-11-20: a range in the URL keeps the figures the same whatever today is. */
const RANGE = { from: '2026-09-01', to: '2026-11-20' };

test('@journey @keyboard insights: a chart’s numbers match its table, a series hides, and a bar leads to the task board', async ({
  page,
  ui,
  open,
  connect,
}) => {
  await open(`/me/insights?from=${RANGE.from}&to=${RANGE.to}`);
  await connect();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByText(/^All read: \d+ meetings read, \d+ action items, \d+ of \d+ tags\.$/)).toBeVisible();

  // Each week of the chart is a point whose name says its figures; its table has the same numbers.
  const weekly = page.getByRole('region', { name: 'Meeting time per week' });
  const points = weekly.getByRole('img', { name: /^Week of / });
  await expect(points).toHaveCount(12);
  const fromChart = (await points.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''))).map((label) => {
    const [, hours, meetings] = /: ([\d.]+) h in meetings, (\d+) meetings?/.exec(label) ?? [];
    return { hours: Number(hours), meetings: Number(meetings) };
  });
  expect(fromChart.reduce((sum, week) => sum + week.meetings, 0)).toBeGreaterThan(20);

  await ui.press(weekly.getByRole('button', { name: 'Show table' }));
  const rows = weekly.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(13);
  const head = await rows.first().getByRole('columnheader').allTextContents();
  const fromTable = await rows.evaluateAll(
    (trs, [total, meetings]) =>
      trs.slice(1).map((tr) => {
        const cells = [...tr.children].map((cell) => cell.textContent ?? '');
        return { hours: Number(cells[total!]), meetings: Number(cells[meetings!]) };
      }),
    [head.indexOf('Total (h)'), head.indexOf('Meetings')],
  );
  expect(fromTable.map((w) => w.meetings)).toEqual(fromChart.map((w) => w.meetings));
  // The chart rounds hours to a tenth (or a whole hour from 10 up): the table's are the same hours.
  fromTable.forEach((week, index) => expect(Math.abs(week.hours - (fromChart[index]?.hours ?? NaN))).toBeLessThanOrEqual(0.5));
  await ui.press(weekly.getByRole('button', { name: 'Show table' }));

  // A legend entry hides its tag from the chart, and shows it again.
  const legend = weekly.getByRole('list', { name: 'Tags: show or hide' });
  const tag = legend.getByRole('button').first();
  const name = (await tag.textContent()) ?? '';
  const mentioning = weekly.getByRole('img', { name: new RegExp(`\\(.*${name} [\\d.]+ h`) });
  expect(await mentioning.count()).toBeGreaterThan(0);
  await ui.press(tag);
  await expect(tag).toHaveAttribute('aria-pressed', 'false');
  await expect(mentioning).toHaveCount(0);
  await ui.press(tag);
  await expect(tag).toHaveAttribute('aria-pressed', 'true');

  // The chart is one tab stop; the arrow keys move between its weeks.
  await points.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(points.nth(1)).toBeFocused();
  // Its tooltip shows the week focused (the week's own name is on the point).
  const secondWeek = ((await points.nth(1).getAttribute('aria-label')) ?? '').split(':')[0] ?? '';
  await expect(weekly.getByText(secondWeek, { exact: true })).toBeVisible();

  // A person's follow-through bar leads to the task board with their items over the same days.
  const person = page.getByRole('region', { name: 'Follow-through by person' }).getByRole('link').first();
  const href = new URL((await person.getAttribute('href')) ?? '', 'http://x');
  const assignee = href.searchParams.get('assignee') ?? '';
  expect(assignee).toMatch(/@/);
  await ui.press(person);
  await expect(page).toHaveURL(new RegExp(`/me/tasks\\?assignee=${encodeURIComponent(assignee)}&from=${RANGE.from}&to=${RANGE.to}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'My tasks' })).toBeVisible();
  await expect(page.getByLabel('Assigned to')).toHaveValue(assignee);
});
