import { DEMO_API_KEY } from '../../../src/mocks/api-keys';
import { enterKey, expect, test } from '../support/fixtures';
import { withSavedKey } from '../support/saved-key';

const WRONG_KEY = 'wrong-key-4c2f9e';

// Demo mode has the demo key built in: keys are a live-mode matter.
test('@journey @keyboard @live-only a wrong key leads to the connect screen with a clear message; keys never travel in URLs or to health', async ({
  page,
  ui,
  open,
  mockApi,
  pageRequests,
}) => {
  // A wrong key typed on the connect screen is rejected there.
  await open('/me/meetings');
  await expect(page.getByRole('heading', { level: 1, name: 'Connect to your meetings' })).toBeVisible();
  await expect(page.getByText('Enter your API key to see your meetings.')).toBeVisible();
  await enterKey(page, ui, WRONG_KEY);
  await expect(page.getByRole('status').getByText(/^Key:\s*The API key was rejected/)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\?next=%2Fme%2Fmeetings/);

  // A key that stops working (revoked) sends any screen back to the connect screen, saying why.
  await page.evaluate((key) => window.sessionStorage.setItem('meetings-dashboard.api-key', key), WRONG_KEY);
  await open('/workspace/tasks?member=li.ming%40acme.example');
  await expect(page.getByText('The API rejected the key: it may be wrong or revoked. Enter a valid key to continue.')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\?next=.*reason=rejected/);

  // With the right key the user gets where they were going.
  await enterKey(page, ui, DEMO_API_KEY);
  await expect(page).toHaveURL(/\/workspace\/tasks\?member=li\.ming%40acme\.example$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Workspace tasks' })).toBeVisible();

  // Neither key ever appeared in a URL the browser requested, and health never carried one.
  for (const request of pageRequests) {
    expect(request.url).not.toContain(WRONG_KEY);
    expect(request.url).not.toContain(DEMO_API_KEY);
  }
  const healthFromPage = pageRequests.filter((r) => new URL(r.url).pathname === '/api/v1/health');
  expect(healthFromPage.length).toBeGreaterThan(0);
  for (const request of healthFromPage) expect(request.headers['x-api-key']).toBeUndefined();
  const log = await mockApi.requests();
  expect(log.filter((r) => r.url === '/api/v1/health').every((r) => !r.hadApiKey)).toBe(true);
  expect(log.some((r) => r.status === 401)).toBe(true);
  expect(JSON.stringify(log)).not.toContain(DEMO_API_KEY);
});

test('@journey @keyboard j pressed before the shortcuts have loaded moves to the first meeting once they have', async ({ page, open }) => {
  // The shortcuts' code is held on its way until the test lets it through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = () => {};
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/assets\/keyboard-shortcuts-[^/]*\.js$/, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  await withSavedKey(page);
  await open('/me/meetings');
  const first = page.getByRole('list', { name: 'Meetings' }).getByRole('link').first();
  await expect(first).toBeVisible();
  await page.keyboard.press('j');
  // The press asks for the code (if the browser's idle time had not already); it is still held.
  await asked;
  await expect(page.getByRole('button', { name: /^Go to/ })).not.toHaveAttribute('aria-keyshortcuts');
  release();
  await expect(first).toBeFocused();
});
