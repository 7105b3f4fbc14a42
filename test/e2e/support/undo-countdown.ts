import { expect, type Page } from '@playwright/test';
import { controlledClock } from './controlled-clock';

/**
 * Runs `steps` on the page's own clock, then stops that clock: an undo countdown started next waits
 * until the pointer is on its notice, however long the steps before that take on a busy machine.
 */
export async function holdTheUndoCountdown(page: Page, steps: () => Promise<void>): Promise<void> {
  const clock = await controlledClock(page);
  await steps();
  await clock.pause();
}

/** The rows a deletion concerns, by their links' addresses (unique, where titles may repeat). */
export interface DeletedRow {
  /** The deleted meeting's row link's address. */
  deleted: string;
  /** The address of the row that was after it. */
  next: string;
}

/**
 * From the first meeting of the list on screen: delete it, confirm, and hold the undo notice with
 * the pointer, so it stays however long the next steps take; then the page's clock runs again.
 * Resolves with the addresses of the deleted row and the one after it (how many rows the list holds
 * is not fixed: the meeting page reads the whole list, when idle, for its series line, into the list
 * beside it).
 */
export async function deleteTheFirstMeetingAndHoldItsUndo(page: Page): Promise<DeletedRow> {
  const rows = page.getByRole('list', { name: 'Meetings' }).getByRole('link');
  const [deleted, next] = await Promise.all([rows.nth(0).getAttribute('href'), rows.nth(1).getAttribute('href')]);
  if (!deleted || !next) throw new Error('The list has no two rows to delete the first of.');
  await holdTheUndoCountdown(page, async () => {
    await rows.first().click();
    await page.getByRole('button', { name: 'Delete meeting' }).click();
  });
  await page.getByRole('dialog').getByRole('button', { name: 'Delete meeting' }).click();
  // The notice's Undo (a meeting visited again during its countdown offers one of its own).
  await page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Undo' }).hover();
  await expect(page.getByText(/will be deleted when you leave this notice/)).toBeVisible();
  // The pointer holds the countdown now: the page's clock runs again (the list's updates, and the
  // accessibility check, run on timers).
  await page.clock.resume();
  return { deleted, next };
}
