import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

/**
 * Runs `steps` on the page's own clock, then stops that clock: an undo countdown started next waits
 * until the pointer is on its notice, however long the steps before that take on a busy machine. (It
 * stops at a moment certain to be ahead of the page's clock: the test's time limit from its start.)
 */
export async function holdTheUndoCountdown(page: Page, steps: () => Promise<void>): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await steps();
  await page.clock.pauseAt(start + test.info().timeout);
}

/**
 * From the first meeting of the list on screen: delete it, confirm, and hold the undo notice with
 * the pointer, so it stays however long the next steps take; then the page's clock runs again.
 */
export async function deleteTheFirstMeetingAndHoldItsUndo(page: Page): Promise<void> {
  await holdTheUndoCountdown(page, async () => {
    await page.getByRole('list', { name: 'Meetings' }).getByRole('link').first().click();
    await page.getByRole('button', { name: 'Delete meeting' }).click();
  });
  await page.getByRole('dialog').getByRole('button', { name: 'Delete meeting' }).click();
  // The notice's Undo (a meeting visited again during its countdown offers one of its own).
  await page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Undo' }).hover();
  await expect(page.getByText(/will be deleted when you leave this notice/)).toBeVisible();
  // The pointer holds the countdown now: the page's clock runs again (the list's updates, and the
  // accessibility check, run on timers).
  await page.clock.resume();
}
