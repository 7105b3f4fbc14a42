import type { Browser } from 'playwright-core';
import { BUDGETS } from './budgets';

const KEY_STORAGE = 'meetings-dashboard.api-key';

/**
 * One cold load of `url` in a fresh browser context (empty cache) on a throttled link: milliseconds
 * from navigation start until the first meeting row is in the page.
 */
export async function coldLoadOnce(browser: Browser, url: string, apiKey: string): Promise<number> {
  const context = await browser.newContext();
  try {
    // The user has connected before: the key is in this tab's storage, as after the connect screen.
    await context.addInitScript(
      ([storageKey, key]) => {
        window.sessionStorage.setItem(storageKey, key);
        // Reported through the console: evaluating anything in the page while it loads (as Playwright's
        // waitFor* helpers do) would put measurement work on the very main thread being measured.
        new MutationObserver((_, observer) => {
          if (document.querySelector('ul[aria-label="Meetings"] a')) {
            console.debug(`first-meeting-row ${performance.now()}`);
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      },
      [KEY_STORAGE, apiKey] as const,
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const bytesPerSecond = (BUDGETS.network.megabitsPerSecond * 1_000_000) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: BUDGETS.network.latencyMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
    const firstRow = page.waitForEvent('console', {
      predicate: (message) => message.text().startsWith('first-meeting-row '),
      timeout: 20_000,
    });
    await page.goto(url, { waitUntil: 'commit' });
    return Number((await firstRow).text().split(' ')[1]);
  } finally {
    await context.close();
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
