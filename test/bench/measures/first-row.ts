import type { Browser, Page } from 'playwright-core';
import { openBenchPage, probeText, probeTime, type BenchPage } from '../page-probes';
import { startThrottledLink, type LinkShape } from '../throttled-link';

/** An app under test, opened at its meetings list. */
export interface BenchApp {
  name: string;
  listUrl: string;
  /** The dashboard asks for a key; the peers have theirs built in. */
  apiKey?: string;
  /**
   * Reached through a throttled link of the bench's (throttled-link.ts) of this shape, rather than
   * with Chrome's throttling: a new link for each visit, so that nothing one visit left on its way
   * holds up the next one.
   */
  throughLink?: LinkShape;
}

/** Opens `app` in a fresh page, through its link if it has one; `close` ends both. */
async function openApp(browser: Browser, app: BenchApp, cache: boolean): Promise<BenchPage & { url: string }> {
  const link = app.throughLink ? await startThrottledLink(app.listUrl, app.throughLink) : null;
  const bench = await openBenchPage(browser, { cache, apiKey: app.apiKey, devtoolsThrottling: !link });
  return {
    ...bench,
    url: link ? link.url(app.listUrl) : app.listUrl,
    close: async () => {
      await bench.close();
      await link?.close();
    },
  };
}

export interface ColdLoad {
  /** ms from navigation start to the frame in which the first meeting's row can be used (clicked, read out). */
  usableMs: number;
  /** ms to the first frame that shows its title at all, usable or not. */
  paintedMs: number;
  /** ms to the first paint of anything (the browser's first-contentful-paint). */
  firstPaintMs: number;
  /** When the list's request was sent and when its answer was in, ms after the HTML had all arrived. */
  listRequest: { sentMs: number; answeredMs: number };
}

/** A list's request, by its URL. */
const LIST_REQUEST = /\/v1\/(me|workspace)\/meetings\?/;

/**
 * The list request's place in the waterfall: its fetch's start and its answer's end, from the HTML's
 * last byte. (Negative: sent while the HTML was still arriving.) Read after the load, so as not to
 * put work on the main thread it times.
 */
function listRequestTiming(page: Page): Promise<{ sentMs: number; answeredMs: number }> {
  return page.evaluate((pattern) => {
    const [html] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const list = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
      new RegExp(pattern).test(entry.name),
    );
    if (!html || !list) throw new Error('no list request in the resource timings');
    return { sentMs: list.startTime - html.responseEnd, answeredMs: list.responseEnd - html.responseEnd };
  }, LIST_REQUEST.source);
}

/** The probes of a cold load: installed on the bare page too, whose start they slow alike. */
async function probeFirstRow(bench: BenchPage, firstTitle: string): Promise<void> {
  await probeText(bench.context, 'first-row', firstTitle);
  await probeText(bench.context, 'first-title', firstTitle, { anyElement: true });
}

/**
 * A cold load of a page that shows no rows (measures/bare-page.ts): when its list request was sent,
 * ms after the HTML had all arrived.
 */
export async function coldListRequestSent(browser: Browser, app: BenchApp, firstTitle: string): Promise<number> {
  const bench = await openApp(browser, app, false);
  try {
    await probeFirstRow(bench, firstTitle);
    await bench.page.goto(bench.url, { waitUntil: 'load' });
    // Its timing is in once its answer is.
    await bench.page.waitForFunction(
      (list) => performance.getEntriesByType('resource').some((entry) => new RegExp(list).test(entry.name)),
      LIST_REQUEST.source,
    );
    return (await listRequestTiming(bench.page)).sentMs;
  } finally {
    await bench.close();
  }
}

/** One cold load (empty cache, fresh context). */
export async function coldFirstRow(browser: Browser, app: BenchApp, firstTitle: string): Promise<ColdLoad> {
  const bench = await openApp(browser, app, false);
  try {
    await probeFirstRow(bench, firstTitle);
    const usable = probeTime(bench.page, 'first-row');
    const painted = probeTime(bench.page, 'first-title');
    await bench.page.goto(bench.url, { waitUntil: 'commit' });
    const [usableMs, paintedMs] = await Promise.all([usable, painted]).catch((error: unknown) => {
      throw new Error(`${app.name} (${bench.url}) never showed its first row: ${String(error)}`);
    });
    // Reported a little after the frame it times: waited for, as it comes.
    const firstPaintMs = await bench.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (entry) resolve(entry.startTime);
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    return { usableMs, paintedMs, firstPaintMs, listRequest: await listRequestTiming(bench.page) };
  } finally {
    await bench.close();
  }
}

/**
 * A second visit in the same browser: the hashed assets come from the HTTP cache, the data does not
 * (API answers are not cacheable). ms from navigation start to the first meeting's title.
 */
export async function repeatFirstRow(browser: Browser, app: BenchApp, firstTitle: string): Promise<number> {
  const bench = await openApp(browser, app, true);
  try {
    await probeText(bench.context, 'first-row', firstTitle);
    const first = probeTime(bench.page, 'first-row');
    await bench.page.goto(bench.url);
    await first;
    // Everything the first visit fetches lazily is in the cache before the second one.
    await bench.page.waitForLoadState('networkidle');
    await bench.page.goto('about:blank');
    const again = probeTime(bench.page, 'first-row');
    await bench.page.goto(bench.url, { waitUntil: 'commit' });
    return await again;
  } finally {
    await bench.close();
  }
}
