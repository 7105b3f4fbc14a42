import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { BUDGETS } from './budgets';

export const KEY_STORAGE = 'meetings-dashboard.api-key';

export interface BenchPage {
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

interface PageOptions {
  /** Off for cold loads: nothing comes from the HTTP cache. */
  cache: boolean;
  /** The dashboard's key, as left in this tab's storage by an earlier visit to the connect screen. */
  apiKey?: string;
  /**
   * Chrome's own throttling to the budgets' link (the default); false when the app is reached through
   * a throttled link of the bench's (throttled-link.ts), which shapes the link as TCP would.
   */
  devtoolsThrottling?: boolean;
}

/** A fresh context (empty cache and storage), on the budgets' link as Chrome's DevTools throttle it unless told otherwise. */
export async function openBenchPage(browser: Browser, { cache, apiKey, devtoolsThrottling = true }: PageOptions): Promise<BenchPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (apiKey) {
    await context.addInitScript(([storageKey, key]) => window.sessionStorage.setItem(storageKey, key), [KEY_STORAGE, apiKey] as const);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  if (!devtoolsThrottling) return { context, page, close: () => context.close() };
  const bytesPerSecond = (BUDGETS.network.megabitsPerSecond * 1_000_000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: BUDGETS.network.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  return { context, page, close: () => context.close() };
}

/**
 * Reports, through the console, the page-clock time of the frame in which `text` first appears in
 * the document in an element a person can use: neither inside `aria-hidden="true"` nor `inert` (a
 * picture of a list does not count; a click on its row must work). `anyElement`: the first frame
 * that shows it at all. Console messages, because
 * evaluating anything in the page while it loads (as Playwright's waitFor helpers do) would put our
 * work on the main thread being measured.
 */
export async function probeText(context: BrowserContext, label: string, text: string, { anyElement = false } = {}): Promise<void> {
  await context.addInitScript(
    // No named inner functions: tsx would wrap them in a `__name` helper the page does not have.
    ([probeLabel, wanted, countHidden]) => {
      new MutationObserver((records, observer) => {
        const nodes = records.flatMap((record) => (record.type === 'characterData' ? [record.target] : [...record.addedNodes]));
        // Text nodes holding the title, each in an element that is neither aria-hidden nor inert. (Inline:
        // a named function would be wrapped in tsx's `__name` helper, which the page does not have.)
        const shown = nodes.some((node) => {
          if (!node.textContent?.includes(wanted)) return false;
          if (countHidden) return true;
          const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
          for (let text: Node | null = node.nodeType === Node.TEXT_NODE ? node : walker.nextNode(); text; text = walker.nextNode()) {
            if (text.textContent?.includes(wanted) && !text.parentElement?.closest('[aria-hidden="true"], [inert]')) return true;
          }
          return false;
        });
        if (!shown) return;
        observer.disconnect();
        // The frame that paints it: what "visible" means here, the same way for every app.
        requestAnimationFrame(() => console.debug(`probe ${probeLabel} ${performance.now()}`));
      }).observe(document, { childList: true, subtree: true, characterData: true });
    },
    [label, text, anyElement] as const,
  );
}

/** Page-clock time at which the response to a URL containing `urlPart` had fully arrived. */
export async function probeResource(context: BrowserContext, label: string, urlPart: string): Promise<void> {
  await context.addInitScript(
    ([probeLabel, wanted]) => {
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntries().find((e) => e.name.includes(wanted)) as PerformanceResourceTiming | undefined;
        if (!entry) return;
        observer.disconnect();
        console.debug(`probe ${probeLabel} ${entry.responseEnd}`);
      }).observe({ type: 'resource' });
    },
    [label, urlPart] as const,
  );
}

/** Page-clock time of every click, reported like `probeText`. */
export async function probeClicks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() =>
    document.addEventListener('click', () => console.debug(`probe click ${performance.now()}`), { capture: true }),
  );
}

/** Resolves with the page-clock time a probe reported. Start waiting before the action that causes it. */
export function probeTime(page: Page, label: string, timeoutMs = 30_000): Promise<number> {
  const prefix = `probe ${label} `;
  return page
    .waitForEvent('console', { predicate: (message: ConsoleMessage) => message.text().startsWith(prefix), timeout: timeoutMs })
    .then((message) => Number(message.text().slice(prefix.length)));
}

/**
 * The page's `Date.now` runs `speed` times faster from its first script on: the bulk reader's pacer
 * (80 reads a minute) then lets hundreds of meetings be read in seconds. What the bench measures
 * tasks by (long-task entries, `performance.now`) keeps real time.
 */
export async function speedUpPageClock(context: BrowserContext, speed: number): Promise<void> {
  await context.addInitScript((factor) => {
    const realNow = Date.now.bind(Date);
    const start = realNow();
    Date.now = () => start + (realNow() - start) * factor;
  }, speed);
}

/** Long tasks (over 50 ms, as the browser defines them) recorded from now on; read them with `longTasks`. */
export async function startLongTaskLog(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: number[] = [];
    (window as unknown as { __benchLongTasks: number[] }).__benchLongTasks = log;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => log.push(entry.duration))).observe({ type: 'longtask' });
  });
}

export function longTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => [...(window as unknown as { __benchLongTasks: number[] }).__benchLongTasks]);
}

/** A task of the page's main thread: when it started (ms after the trace began), how long it took, and how much of that was CPU time. */
export interface MainThreadTask {
  startMs: number;
  wallMs: number;
  cpuMs: number;
}

interface TaskTraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * Traces the page's main thread from now; the function returned stops and gives its tasks. A long
 * task's CPU time tells work from waiting: on a busy machine a task of 5 ms of work can last 200 ms
 * while the thread waits for a core, which the browser's long-task entries cannot tell apart.
 */
export async function traceMainThread(browser: Browser, page: Page): Promise<() => Promise<MainThreadTask[]>> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  return async () => {
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TaskTraceEvent[] };
    const mains = new Set(
      traceEvents
        .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const tasks = traceEvents.filter((e) => e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`));
    const origin = Math.min(...tasks.map((e) => e.ts));
    return tasks.map((e) => ({ startMs: (e.ts - origin) / 1000, wallMs: (e.dur ?? 0) / 1000, cpuMs: (e.tdur ?? 0) / 1000 }));
  };
}

/** Two animation frames: whatever the last input caused has been rendered. */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
