import { expect, test } from '../support/fixtures';
import { withSavedKey } from '../support/saved-key';

/**
 * A return visit in the same tab starts its first requests from the config the tab last ran with,
 * without waiting for `/runtime-config.js`; the served config has the last word, and the app itself
 * starts on it.
 */
test('@live-only a return visit whose served config changed starts the app on it, without a reload', async ({ page, open }) => {
  await withSavedKey(page);
  await open('/me/meetings');
  await expect(page.getByRole('link', { name: /^Candidate chat 1 h 30 min/ })).toBeVisible();
  // The event that must come first: the tab has remembered the config (when the browser was idle).
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('meetings-dashboard.runtime-config'))).toContain('live');

  // The deployment now serves the demo; its config is held back on the next load until the app has
  // shown the list without it.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let served = 0;
  await page.route('**/runtime-config.js', async (route) => {
    served += 1;
    if (served === 1) await released;
    await route.fulfill({ contentType: 'text/javascript', body: 'window.__MEETINGS_DASHBOARD_CONFIG__ = {"mode":"demo"};' });
  });
  let loads = 0;
  page.on('request', (request) => void (request.isNavigationRequest() && (loads += 1)));
  await page.reload({ waitUntil: 'commit' });
  // Started from the remembered (live) config: the list's first rows, with the config still on its way.
  await expect(page.getByRole('link', { name: /^Candidate chat 1 h 30 min/ })).toBeVisible();
  await expect(page.getByText('Demo data')).toHaveCount(0);

  release();
  await expect(page.getByText('Demo data')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My meetings' })).toBeVisible();
  // Only the reload asked for here; the tab now remembers the new config.
  expect(loads).toBe(1);
  expect(await page.evaluate(() => window.sessionStorage.getItem('meetings-dashboard.runtime-config'))).toContain('demo');
});
