import type { Browser } from 'playwright-core';
import { openBenchPage, probeText, probeTime, speedUpPageClock } from '../page-probes';
import type { BenchApp } from './first-row';

/** A returning visit measured with or without a copy kept on the device, on the bench's link or with the API slower. */
export interface ReturningVisit extends BenchApp {
  library: boolean;
  /** Added to every API answer on the returning visit (a slow or distant server), 0 for none. */
  apiDelayMs: number;
}

/** The sync's pacer (80 reads a minute) lets a copy of the demo's meetings be kept in seconds. */
const CLOCK_SPEED = 200;
const SYNC_TIMEOUT_MS = 180_000;

/**
 * A first visit (assets into the HTTP cache) that, with `library`, keeps a copy on the Connect
 * screen and waits for its sync to end; then a returning visit to the list: ms from navigation start
 * to the first usable meeting row, whether the network or the copy brought it.
 */
export async function returningFirstRow(browser: Browser, visit: ReturningVisit, firstTitle: string): Promise<number> {
  const bench = await openBenchPage(browser, { cache: true, apiKey: visit.apiKey });
  try {
    const { page } = bench;
    await speedUpPageClock(bench.context, CLOCK_SPEED);
    await probeText(bench.context, 'first-row', firstTitle);
    const first = probeTime(page, 'first-row');
    await page.goto(visit.listUrl);
    await first;
    if (visit.library) {
      await page.goto(`${new URL(visit.listUrl).origin}/settings`);
      const panel = page.getByRole('region', { name: 'Keep a copy of your meetings on this device' });
      await panel.getByRole('button', { name: 'Keep a copy on this device' }).click();
      await panel.getByText(/^([\d,]+) of \1 meetings saved\.$/).waitFor({ timeout: SYNC_TIMEOUT_MS });
    }
    // Everything the first visit fetches lazily is in the cache before the second one.
    await page.waitForLoadState('networkidle');
    await page.goto('about:blank');
    if (visit.apiDelayMs > 0) {
      await page.route('**/v1/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, visit.apiDelayMs));
        await route.continue();
      });
    }
    const again = probeTime(page, 'first-row');
    await page.goto(visit.listUrl, { waitUntil: 'commit' });
    return await again;
  } finally {
    await bench.close();
  }
}
