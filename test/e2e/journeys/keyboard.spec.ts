import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiCalls, callsTo } from '../support/requests';
import { shortcutsLoaded } from '../support/shortcuts';
import { holdTheUndoCountdown } from '../support/undo-countdown';

/**
 * The keyboard-first journeys: keys only, never the mouse. Tagged @keyboard-only, they run in the
 * projects whose input is the keyboard (nginx); a mouse project would skip them, saying why.
 */
test.beforeEach(({ ui }) => {
  test.skip(ui.input !== 'keyboard', 'keyboard-first journey: it runs where the input is the keyboard alone (the nginx project)');
});

const list = (page: Page) => page.getByRole('list', { name: 'Meetings' });
const pane = (page: Page) => page.getByRole('region', { name: 'Selected meeting' });
/**
 * The first `count` rows' paths (without the list's filters) and titles, in the list's order. The
 * list renders a screenful first and the rest of the page a moment later, so it waits for row `count`.
 */
async function rowsOf(page: Page, count: number) {
  const links = list(page).getByRole('link');
  await expect(links.nth(count - 1)).toBeVisible();
  const rows = await links.evaluateAll((all) =>
    all.map((a) => ({ path: (a.getAttribute('href') ?? '').split('?')[0] ?? '', title: a.querySelector('span')?.textContent ?? '' })),
  );
  return rows.slice(0, count);
}
/** The shortcuts load once the first screen has rendered (their button shows then): keys before that do nothing. */
const focusedHref = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('href')?.split('?')[0] ?? null);

test('@journey @keyboard-only keyboard: triage ten meetings side by side with j, k and Enter, never touching the mouse', async ({
  page,
  open,
  connect,
  mode,
  mockApi,
  pageRequests,
}) => {
  await open('/me/meetings');
  await connect();
  await shortcutsLoaded(page);
  const rows = await rowsOf(page, 11);
  await expect(pane(page)).toContainText('Select a meeting to read it here');

  for (const [index, row] of rows.slice(0, 10).entries()) {
    await page.keyboard.press('j');
    // The moved-to row has focus (a screen reader announces it); the list's own link, nothing else.
    await expect.poll(() => focusedHref(page)).toBe(row.path);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'o');
    await expect(page).toHaveURL((url) => url.pathname === row.path);
    await expect(pane(page).getByRole('heading', { level: 1 })).toHaveText(row.title);
    // Focus follows into the pane, so the meeting is read; the list stays beside it.
    await expect(pane(page).getByRole('article')).toBeFocused();
    // The list stays where it was (the page's scroll is the list's).
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(list(page).locator(`a[href^="${row.path}"]`)).toHaveAttribute('aria-current', 'page');
  }

  // Scrolled down the list, the pane stays in view just below the sticky header, not under it.
  await page.evaluate(() => window.scrollBy(0, 800));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const paneTop = async () => {
    const [header, region] = await Promise.all([page.getByRole('banner').boundingBox(), pane(page).boundingBox()]);
    return (region?.y ?? 0) - ((header?.y ?? 0) + (header?.height ?? 0));
  };
  await expect.poll(paneTop).toBeGreaterThanOrEqual(0);
  expect(await paneTop()).toBeLessThan(32);

  // k goes back up from the open meeting; Enter opens that one again.
  await page.keyboard.press('k');
  await expect.poll(() => focusedHref(page)).toBe(rows[8]!.path);
  await page.keyboard.press('Enter');
  await expect(pane(page).getByRole('heading', { level: 1 })).toHaveText(rows[8]!.title);

  // Esc closes the pane: the list alone, focus back on the row.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL((url) => url.pathname === '/me/meetings');
  await expect(pane(page)).toContainText('Select a meeting to read it here');
  await expect.poll(() => focusedHref(page)).toBe(rows[8]!.path);

  // Each meeting was loaded once, the one opened twice from the cache.
  const calls = await apiCalls(mode, mockApi, pageRequests);
  for (const row of rows.slice(0, 10)) expect(callsTo(calls, `/v1${row.path}`)).toHaveLength(1);
});

test('@journey @keyboard-only keyboard: open a meeting from the command palette by its title; Esc gives focus back', async ({
  page,
  open,
  connect,
}) => {
  await open('/me/meetings');
  await connect();
  await shortcutsLoaded(page);
  const rows = await rowsOf(page, 13);
  const target = rows[12]!;

  // Esc closes it, and focus is back where it was.
  await page.keyboard.press('j');
  await expect.poll(() => focusedHref(page)).toBe(rows[0]!.path);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const box = palette.getByRole('combobox', { name: 'Go to a screen or meeting' });
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expect.poll(() => focusedHref(page)).toBe(rows[0]!.path);

  // The title typed finds it among the meetings already loaded; the arrows and Enter open it.
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await page.keyboard.type(target.title);
  const options = palette.getByRole('group', { name: 'Meetings' }).getByRole('option');
  await expect(options.first()).toContainText(target.title);
  // Titles repeat: the one wanted is the one that opens on its row's path.
  const at = await options.evaluateAll((found, title) => found.findIndex((option) => option.textContent?.startsWith(title)), target.title);
  expect(at).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < at; step += 1) await page.keyboard.press('ArrowDown');
  // The active option is the one the box points at, and the only one selected.
  const selected = palette.locator('[role="option"][aria-selected="true"]');
  await expect(selected).toHaveCount(1);
  await expect(box).toHaveAttribute('aria-activedescendant', (await selected.getAttribute('id')) ?? '');
  await expect(selected).toContainText(target.title);
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: target.title, exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/me\/meetings\/\d+$/);
});

test('@journey @keyboard-only keyboard: delete from the split pane: confirm, undo countdown, exactly one DELETE, the next meeting selected', async ({
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
  await shortcutsLoaded(page);
  const rows = await rowsOf(page, 6);
  const [first, second] = rows;
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(pane(page).getByRole('heading', { level: 1 })).toHaveText(first!.title);

  const dialog = page.getByRole('dialog', { name: `Delete “${first!.title}”?` });
  await holdTheUndoCountdown(page, async () => {
    await ui.press(pane(page).getByRole('button', { name: 'Delete meeting' }));
    await expect(dialog).toBeVisible();
  });
  await ui.press(dialog.getByRole('button', { name: 'Delete meeting' }));

  // Nothing is sent while the undo notice counts down (its clock stands still until resumed).
  const notices = page.getByRole('region', { name: 'Notifications' });
  await expect(notices.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === second!.path);
  expect(callsTo(await apiCalls(mode, mockApi, pageRequests), /^\/v1\/me\/meetings\//, 'DELETE')).toEqual([]);
  await page.clock.resume();

  // The selection moves on to the next meeting; the deleted one leaves the list at once.
  await expect(pane(page).getByRole('heading', { level: 1 })).toHaveText(second!.title);
  await expect(list(page).locator(`a[href^="${first!.path}"]`)).toHaveCount(0);

  // The undo window ends (waiting for the server's answer, shown as it comes): one DELETE, for that meeting.
  await expect(notices.getByText(/^Meeting “.+” was deleted\.$/)).toBeVisible();
  const deletes = callsTo(await apiCalls(mode, mockApi, pageRequests), /^\/v1\/me\/meetings\//, 'DELETE');
  expect(deletes.map((call) => call.path)).toEqual([`/v1${first!.path}`]);
});
