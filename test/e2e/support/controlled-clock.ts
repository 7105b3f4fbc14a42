import type { Page } from '@playwright/test';
import { test } from './fixtures';

/**
 * The page's clock, in the test's hands around the undo window. It runs in real time until paused;
 * to pause it, it is moved to a moment certain to be ahead of it: it cannot have run for longer than
 * the test's time limit since its last known reading. (The jump fires nothing that matters here: no
 * deletion is pending at those moments.)
 */
export async function controlledClock(page: Page) {
  let lastKnown = Date.now();
  await page.clock.install({ time: lastKnown });
  return {
    pause: async () => {
      lastKnown += test.info().timeout;
      await page.clock.pauseAt(lastKnown);
    },
    runFor: async (ms: number) => {
      lastKnown += ms;
      await page.clock.runFor(ms);
    },
    resume: () => page.clock.resume(),
  };
}
