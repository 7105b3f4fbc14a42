import type { Browser } from 'playwright-core';

/** What `window.chartBench.load()` in app/shell.jsx returns for one load. */
export interface LoadResult {
  /** From starting the dynamic import to the module having run. */
  importMs: number;
  /** To the candidate reporting its chart drawn (in the DOM, or on its canvas). */
  drawnMs: number;
  /** To the end of the next frame painted after that: the figure compared. */
  paintedMs: number;
  /** The longest long task (PerformanceObserver 'longtask', over 50 ms) overlapping that time; 0 if none. */
  longestTaskMs: number;
  longTasks: number;
  output: 'svg' | 'canvas' | 'canvas+svg' | 'none';
  /** Elements inside the chart's container. */
  elements: number;
  /** Elements with a role, an aria-label or aria-labelledby, or an SVG <title>. */
  labelled: number;
  roles: string[];
  ariaLabels: number;
  /** SVG <title> and <desc> elements. */
  titles: number;
  /** Elements in the tab order (tabIndex ≥ 0). */
  focusable: number;
  ariaHidden: number;
}

const LOAD_TIMEOUT_MS = 30_000;

/**
 * One cold load: a new browser context (empty cache), the shell's page at `url`, idle, then the
 * chart loaded and timed in the page. Any error the page throws or logs fails the load. With
 * `screenshot`, a picture of the chart is saved there afterwards (to see that all draw the same chart).
 */
export async function coldLoad(browser: Browser, url: string, screenshot?: string): Promise<LoadResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const failed = new Promise<never>((_, reject) => {
      page.on('pageerror', (error) => reject(new Error(`${url}: ${error.message}`)));
      page.on('console', (message) => void (message.type() === 'error' && reject(new Error(`${url}: ${message.text()}`))));
      setTimeout(() => reject(new Error(`${url}: no chart after ${LOAD_TIMEOUT_MS / 1000} s`)), LOAD_TIMEOUT_MS).unref();
    });
    const load = async () => {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction('window.chartBench !== undefined');
      // Let the shell's own start-up finish before the clock starts.
      await page.evaluate('new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }))');
      const result = await page.evaluate<LoadResult>('window.chartBench.load()');
      if (screenshot) await page.locator('#chart').screenshot({ path: screenshot });
      return result;
    };
    return await Promise.race([load(), failed]);
  } finally {
    await context.close();
  }
}
