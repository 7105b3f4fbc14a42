import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { TASK_PAGE_SIZE } from '@/screens/task-board-filters';
import { apiCalls, callsTo } from '../support/requests';
import type { Ui } from '../support/ui';

const MEMBER = 'li.ming@acme.example';

/** Connects on the meeting list, then opens the task board from the main navigation. */
async function openMyTasks(page: Page, ui: Ui, open: (path: string) => Promise<void>, connect: () => Promise<void>) {
  await open('/me/meetings');
  await connect();
  await ui.press(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tasks' }));
  await expect(page.getByRole('heading', { level: 1, name: 'My tasks' })).toBeVisible();
}

test('@journey @keyboard task board: a member’s tasks in Open and Completed, each card linking to its meeting', async ({
  page,
  ui,
  open,
  connect,
  mode,
  mockApi,
  pageRequests,
}) => {
  await openMyTasks(page, ui, open, connect);
  await ui.press(page.getByRole('navigation', { name: 'Scope' }).getByRole('link', { name: 'Workspace' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Workspace tasks' })).toBeVisible();
  await ui.fill(page.getByLabel('Meetings owned by'), MEMBER);
  await expect(page).toHaveURL(/\/workspace\/tasks\?member=li\.ming%40acme\.example$/);

  const openColumn = page.getByRole('region', { name: /^Open/ });
  const doneColumn = page.getByRole('region', { name: /^Completed/ });
  // The unfiltered board stays (dimmed, busy) until the member's arrives, and it may have ended too.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(openColumn.getByText(/^End of list/)).toBeVisible();
  await expect(doneColumn.getByText(/^End of list/)).toBeVisible();

  // What the API was asked: each column its own completed value, the member as userEmail.
  const calls = callsTo(await apiCalls(mode, mockApi, pageRequests), '/v1/workspace/tasks').filter(
    (call) => call.params.get('userEmail') === MEMBER,
  );
  expect(new Set(calls.map((call) => call.params.get('completed')))).toEqual(new Set(['false', 'true']));

  // Every card belongs to the member's meetings, in the right column: compared with what the mock API
  // holds (the same seeded data the demo serves in the page).
  const cardsOf = (column: typeof openColumn) =>
    column.getByRole('article').evaluateAll((cards) =>
      cards.map((card) => ({
        text: card.querySelector('h3, p')?.textContent?.trim() ?? '',
        meeting: card.querySelector('a')?.getAttribute('href') ?? '',
      })),
    );
  interface TaskPage {
    tasks: { text: string; meetingId: string; completed: boolean; assignee: { email: string | null } | null }[];
  }
  const truth = (completed: boolean) =>
    mockApi.get<TaskPage>(`/v1/workspace/tasks?userEmail=${encodeURIComponent(MEMBER)}&completed=${completed}&limit=100`);
  const [openTruth, doneTruth] = await Promise.all([truth(false), truth(true)]);
  expect(openTruth.tasks.length).toBeGreaterThan(0);
  expect(doneTruth.tasks.length).toBeGreaterThan(0);
  // Cards past the first screenful render a moment after the rest of the column.
  await expect(openColumn.getByRole('article')).toHaveCount(openTruth.tasks.length);
  await expect(doneColumn.getByRole('article')).toHaveCount(doneTruth.tasks.length);
  const openCards = await cardsOf(openColumn);
  const doneCards = await cardsOf(doneColumn);
  expect(openCards.map((c) => c.meeting).sort()).toEqual(openTruth.tasks.map((t) => `/workspace/meetings/${t.meetingId}`).sort());
  expect(doneCards.map((c) => c.meeting).sort()).toEqual(doneTruth.tasks.map((t) => `/workspace/meetings/${t.meetingId}`).sort());
  interface MeetingPage {
    meetings: { id: string }[];
  }
  const theirs = await mockApi.get<MeetingPage>(`/v1/workspace/meetings?userEmail=${encodeURIComponent(MEMBER)}&limit=100`);
  const theirIds = new Set(theirs.meetings.map((m) => `/workspace/meetings/${m.id}`));
  for (const card of [...openCards, ...doneCards]) expect(theirIds.has(card.meeting)).toBe(true);

  // "Assigned to" narrows what is loaded to one assignee's tasks, in the URL, saying how many it shows.
  const all = [...openTruth.tasks, ...doneTruth.tasks];
  const assignee = all.find((task) => task.assignee?.email)?.assignee?.email ?? '';
  const theirTasks = all.filter((task) => task.assignee?.email?.toLowerCase() === assignee.toLowerCase());
  await ui.select(page.getByLabel('Assigned to'), assignee);
  await expect(page).toHaveURL(new RegExp(`assignee=${encodeURIComponent(assignee).replace(/\./g, '\\.')}`));
  await expect(page.getByText(`Showing ${theirTasks.length} of ${all.length} loaded tasks`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(theirTasks.length);

  // A card's meeting link opens that meeting (one of theirs, as the board shows now).
  const link = openColumn.getByRole('article').first().getByRole('link');
  const href = await link.getAttribute('href');
  await ui.press(link);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('button', { name: 'Delete meeting' })).toBeVisible();
});

test('@journey task board: each column asks for its first page, and for the next one as its end comes into view', async ({
  page,
  ui,
  open,
  connect,
  mode,
  mockApi,
  pageRequests,
}) => {
  await openMyTasks(page, ui, open, connect);
  const openColumn = page.getByRole('region', { name: /^Open/ });
  const doneColumn = page.getByRole('region', { name: /^Completed/ });
  // A full page in each column, the cards past the first screenful rendered a moment after the others.
  await expect(openColumn.getByRole('article')).toHaveCount(TASK_PAGE_SIZE);
  await expect(doneColumn.getByRole('article')).toHaveCount(TASK_PAGE_SIZE);
  const pagesAsked = async () => callsTo(await apiCalls(mode, mockApi, pageRequests), '/v1/me/tasks');
  // While the first screenful alone was rendered, the column's end was not in view: no second page yet.
  expect((await pagesAsked()).map((call) => call.params.get('cursor'))).toEqual([null, null]);

  // (Side by side, the Completed column's end comes into view with it and may load too.)
  // Its next page, and the one after it when the end is still in view as the new cards render.
  await openColumn.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
  await expect.poll(() => openColumn.getByRole('article').count()).toBeGreaterThan(TASK_PAGE_SIZE);
  const next = (await pagesAsked()).filter((call) => call.params.get('cursor') !== null);
  expect(next.map((call) => call.params.get('completed'))).toContain('false');
});
