import { DEMO_API_KEY, PERSONAL_ONLY_API_KEY } from '../../../src/mocks/api-keys';
import { LIBRARY_PHRASE } from '../../../src/mocks/scenarios/data-scenarios';
import { enterKey, expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

/** The names of this origin's IndexedDB databases the meeting library made. */
const libraryDatabases = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).flatMap(({ name }) => (name?.startsWith('meeting-library-') ? [name] : [])));

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
  const panel = page.getByRole('region', { name: 'Keep a copy of your meetings on this device' });
  await expect(panel).toContainText('titles, summaries, transcripts, attendees and action items');
  await ui.press(panel.getByRole('button', { name: 'Keep a copy on this device' }));
  await expect(panel.getByText('5 of 5 meetings saved.')).toBeVisible();
  return panel;
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
  await open('/settings');
  await expect(panel.getByRole('button', { name: 'Keep a copy on this device' })).toBeVisible();
  expect(await libraryDatabases(page)).toEqual([database]);

  // Back to the first key: its copy is there, and Remove the copy leaves nothing in storage.
  await enterKey(page, ui, DEMO_API_KEY);
  await expect(keyAccepted(page)).toBeVisible();
  await open('/settings');
  await expect(panel.getByText('5 of 5 meetings saved.')).toBeVisible();
  await ui.press(panel.getByRole('button', { name: 'Remove the copy' }));
  await expect(panel.getByRole('button', { name: 'Keep a copy on this device' })).toBeVisible();
  expect(await libraryDatabases(page)).toEqual([]);
  expect(await page.evaluate(async () => (await caches.keys()).length)).toBe(0);
});

// The app's page is loaded: going offline needs no service worker to read what the copy holds.
test('@journey @live-only library offline: go offline and read a meeting never opened, with the offline line; delete is refused', async ({
  page,
  context,
  ui,
  open,
  connect,
  mockApi,
}) => {
  await keepACopy({ page, ui, open, connect, mockApi });

  // One meeting opened while online (the meeting screen's code is in), then the network goes.
  await ui.press(page.getByRole('link', { name: 'Meetings', exact: true }).first());
  await ui.press(page.getByRole('link', { name: /Weekly planning/ }));
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly planning' })).toBeVisible();
  // The code a meeting's page loads once idle too (serving the app's files offline is the service worker's).
  const loaded = (chunk: string) =>
    page.evaluate((name) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(`/assets/${name}-`)), chunk);
  await expect.poll(() => loaded('series-line')).toBe(true);
  await context.setOffline(true);
  const offlineLine = page.getByText(/^Offline — showing what was saved at \d/);
  await expect(offlineLine).toBeVisible();

  await ui.press(page.getByRole('link', { name: /Hiring sync/ }));
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring sync' })).toBeVisible();
  await expect(page.getByText('Two candidates this week.')).toBeVisible();
  await ui.press(page.getByRole('button', { name: /^Delete/ }));
  await expect(page.getByRole('alert').filter({ hasText: 'Not deleted: you are offline.' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await context.setOffline(false);
  await expect(offlineLine).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring sync' })).toBeVisible();
});
