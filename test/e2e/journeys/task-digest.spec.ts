import { expect, test } from '../support/fixtures';
import { apiCalls, callsTo } from '../support/requests';

const MEMBER = 'li.ming@acme.example';

interface TaskPage {
  tasks: { text: string; meetingId: string; assignee: { name: string | null; email: string | null } | null }[];
  nextCursor: string | null;
}

test('@journey task board: open items by person, and a member’s digest copied as Markdown', async ({
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
  await open('/workspace/tasks');
  await connect();
  await expect(page.getByRole('heading', { level: 1, name: 'Workspace tasks' })).toBeVisible();
  await ui.fill(page.getByLabel('Meetings owned by'), MEMBER);
  await expect(page).toHaveURL(/\?member=li\.ming%40acme\.example$/);
  // The address changes at once; the page renders the new filter as a navigation (a transition React
  // may take its time over on a slow host): the view's link keeps the filter once it has.
  const byPerson = page.getByRole('navigation', { name: 'Task views' }).getByRole('link', { name: 'By person' });
  await expect(byPerson).toHaveAttribute('href', /[?&]member=li\.ming%40acme\.example(&|$)/);
  await ui.press(byPerson);
  await expect(page).toHaveURL(/\?member=li\.ming%40acme\.example&view=people$/);

  // The truth: the member's open items, as the API holds them.
  const truth = await mockApi.get<TaskPage>(`/v1/workspace/tasks?userEmail=${encodeURIComponent(MEMBER)}&completed=false&limit=100`);
  expect(truth.nextCursor).toBeNull();
  await expect(page.getByText(`All ${truth.tasks.length} open items loaded.`)).toBeVisible();
  const people = page.getByRole('region', { name: 'Open items by person' });
  const assignees = new Set(truth.tasks.map((task) => task.assignee?.email ?? 'Unassigned'));
  await expect(people.getByRole('button', { expanded: false })).toHaveCount(assignees.size);
  const calls = callsTo(await apiCalls(mode, mockApi, pageRequests), '/v1/workspace/tasks').filter(
    (call) => call.params.get('userEmail') === MEMBER && call.params.get('completed') === 'false',
  );
  expect(calls.length).toBeGreaterThan(0);

  // One member: expand, see their items by meeting, and copy them for a one-to-one.
  const theirs = truth.tasks.filter((task) => task.assignee?.email === 'priya.natarajan@acme.example');
  expect(theirs.length).toBeGreaterThan(0);
  const priya = people.getByRole('button', { name: /^Priya Natarajan priya\.natarajan@acme\.example \d+ open/ });
  await expect(priya).toHaveAccessibleName(new RegExp(` ${theirs.length} open · oldest `));
  await ui.press(priya);
  await expect(priya).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await priya.getAttribute('aria-controls')}"]`);
  const meetingIds = [...new Set(theirs.map((task) => task.meetingId))];
  await expect(panel.getByRole('heading', { level: 4 }).getByRole('link')).toHaveCount(meetingIds.length);
  await ui.press(panel.getByRole('button', { name: 'Copy as Markdown (Priya Natarajan)' }));
  await expect(page.getByText('Priya Natarajan’s items were copied as Markdown.')).toBeVisible();
  const digest = await page.evaluate(() => navigator.clipboard.readText());
  expect(digest.split('\n')[0]).toBe('# Open action items: Priya Natarajan \\(`priya.natarajan@acme.example`\\)');
  expect(digest).toContain('for meetings owned by `li.ming@acme.example`');
  expect(digest.match(/^- \[ \] .+$/gm)).toEqual(theirs.map((task) => `- [ ] ${task.text}`));
  for (const id of meetingIds) expect(digest).toContain(`](${origin}/workspace/meetings/${id})`);

  // The whole view, for a stand-up: every open item under the filters, by person.
  await ui.press(page.getByRole('button', { name: 'Copy as Markdown', exact: true }));
  await expect(page.getByText('The tasks were copied as Markdown.')).toBeVisible();
  const all = await page.evaluate(() => navigator.clipboard.readText());
  expect(all.split('\n')[0]).toBe('# Open action items in the workspace, by person');
  expect(all.match(/^- \[ \] /gm)).toHaveLength(truth.tasks.length);
  expect(all.match(/^## .+$/gm)).toHaveLength(assignees.size);
});
