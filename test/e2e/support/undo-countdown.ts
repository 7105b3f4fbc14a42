import type { Page } from '@playwright/test';
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
