import type { Browser, Page } from 'playwright-core';
import { LIBRARY_BENCH_MEETINGS } from '@/mocks/scenarios/data-scenarios';
import { openBenchPage, type BenchPage } from '../page-probes';

export interface SearchTimes {
  /** ms from the last keystroke of a query typed on opening the search screen to its results on screen. */
  firstQueryMs: number[];
  /** The same for the next query typed on that screen (the copy's index in memory by then). */
  nextQueryMs: number[];
  /**
   * Where the time went, run by run: the copy's search worker's own measures, and when the page had
   * the worker's last answer after the last keystroke (first query, next), before rendering it.
   */
  worker?: { measures: Record<string, number[]>; answerMs: (number | null)[] }[];
}

export interface LibrarySearchFigures {
  meetings: number;
  /** ms to save the copy, the pacer's clock sped up. */
  fillMs: number;
  queries: readonly [string, string];
  /** The copy kept on the device, searched as the user types. */
  library: SearchTimes;
  /** The API's search on the mock API (asked after a 300 ms pause in typing, as the screen does). */
  api: SearchTimes;
}

/** The queries: words of the mock data's meetings (src/mocks/data/topics.ts), each found in hundreds of the 2,000. */
const QUERIES = ['pricing page', 'referral experiment'] as const;
/** A person typing briskly: a key every 100 ms. */
const KEY_DELAY_MS = 100;
const CLOCK_SPEED = 100;

/** The search screen's own box (the header's is named alike). */
const searchBox = (page: Page) => page.getByRole('search', { name: 'Search', exact: true }).getByRole('searchbox');

/**
 * Types `query` into the search box and resolves with the time from its last keystroke to the frame
 * that shows its results (the summary line "N matches in M meetings for “query”", no longer busy).
 * The watch is set up in the page before the first key, so nothing is evaluated while it types.
 */
async function typeAndTime(page: Page, query: string): Promise<{ shownMs: number; answerMs: number | null }> {
  const box = searchBox(page);
  await box.click();
  const shown = page.evaluate((wanted) => {
    let lastKey = 0;
    document.addEventListener('keydown', () => (lastKey = performance.now()), { capture: true });
    return new Promise<{ shownMs: number; answerMs: number | null }>((resolve) => {
      // Inline, no named function: tsx would wrap it in a `__name` helper the page does not have.
      new MutationObserver((_records, observer) => {
        const statuses = [...document.querySelectorAll('[role="status"]')];
        if (!statuses.some((status) => status.textContent?.endsWith(`for “${wanted}”`) && !status.closest('[aria-busy="true"]'))) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          // The page's mark as each of the copy's answers came (library-searcher.ts): the last one's.
          const answer = performance.getEntriesByName('library-search:answer').at(-1);
          resolve({ shownMs: performance.now() - lastKey, answerMs: answer ? answer.startTime - lastKey : null });
        });
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
    });
  }, query);
  await box.press('ControlOrMeta+a');
  await box.pressSequentially(query, { delay: KEY_DELAY_MS });
  return shown;
}

/** Opens the search screen and times a query typed at once, then the next one. */
async function searchTwice(page: Page, origin: string, times: SearchTimes): Promise<void> {
  await page.goto(`${origin}/search`);
  await searchBox(page).waitFor();
  const first = await typeAndTime(page, QUERIES[0]);
  const next = await typeAndTime(page, QUERIES[1]);
  times.firstQueryMs.push(first.shownMs);
  times.nextQueryMs.push(next.shownMs);
  times.worker?.push({ measures: await workerMeasures(page), answerMs: [first.answerMs, next.answerMs] });
}

/** What the search worker measured (its `performance.measure`s: loading the index, each query), in ms. */
async function workerMeasures(page: Page): Promise<Record<string, number[]>> {
  const worker = page.workers().find((w) => w.url().includes('search-worker'));
  if (!worker) return {};
  const measures = await worker.evaluate(() =>
    performance.getEntriesByType('measure').map(({ name, duration }) => [name, duration] as const),
  );
  const byName: Record<string, number[]> = {};
  for (const [name, duration] of measures) (byName[name] ??= []).push(Math.round(duration));
  return byName;
}

const FAST_CLOCK = 'bench.fast-clock';

/**
 * The page's `Date.now` runs `CLOCK_SPEED` times faster while the tab's storage says so (as
 * `speedUpPageClock` does for good): the bulk reads' pacer then saves 2,000 meetings in minutes, not
 * half an hour, and the search afterwards runs on the real clock (the copy then looks freshly synced,
 * and no sync runs while it is searched).
 */
async function fastClockWhileFilling({ context }: BenchPage): Promise<void> {
  await context.addInitScript(
    ([flag, factor]) => {
      if (window.localStorage.getItem(flag) !== 'on') return;
      const realNow = Date.now.bind(Date);
      const start = realNow();
      Date.now = () => start + (realNow() - start) * factor;
    },
    [FAST_CLOCK, CLOCK_SPEED] as const,
  );
}

/** Keeps a copy of the key's meetings (the Connect screen's opt-in) and waits for all of it. */
async function fillLibrary(bench: BenchPage, origin: string): Promise<number> {
  const { page } = bench;
  await fastClockWhileFilling(bench);
  await page.goto(`${origin}/settings`);
  await page.evaluate((flag) => window.localStorage.setItem(flag, 'on'), FAST_CLOCK);
  await page.reload();
  const panel = page.getByRole('region', { name: 'Keep a copy of your meetings on this device' });
  const started = Date.now();
  await panel.getByRole('button', { name: 'Keep a copy on this device' }).click();
  const all = LIBRARY_BENCH_MEETINGS.toLocaleString('en-US');
  await panel.getByText(`${all} of ${all} meetings saved.`).waitFor({ timeout: 30 * 60_000 });
  const fillMs = Date.now() - started;
  await page.evaluate((flag) => window.localStorage.removeItem(flag), FAST_CLOCK);
  return fillMs;
}

/**
 * Search over 2,000 meetings with transcripts (the mock API's `two-thousand` scenario): a copy kept
 * on the device, and beside it, in another tab without one, the API's search of the same meetings,
 * taking turns run by run on the bench's throttled link.
 */
export async function librarySearch(
  browser: Browser,
  appUrl: string,
  apiUrl: string,
  apiKey: string,
  runs: number,
): Promise<LibrarySearchFigures> {
  const scenario = await fetch(`${apiUrl}/__mock/scenario`, { method: 'POST', body: JSON.stringify({ data: 'two-thousand' }) });
  if (!scenario.ok) throw new Error(`the mock API refused the scenario: ${await scenario.text()}`);
  const withCopy = await openBenchPage(browser, { cache: true, apiKey });
  const withoutCopy = await openBenchPage(browser, { cache: true, apiKey });
  try {
    const fillMs = await fillLibrary(withCopy, appUrl);
    const library: SearchTimes = { firstQueryMs: [], nextQueryMs: [], worker: [] };
    const api: SearchTimes = { firstQueryMs: [], nextQueryMs: [] };
    for (let run = 0; run < runs; run += 1) {
      const turns = [() => searchTwice(withCopy.page, appUrl, library), () => searchTwice(withoutCopy.page, appUrl, api)];
      for (const turn of run % 2 ? turns.reverse() : turns) await turn();
    }
    library.worker?.forEach(({ measures, answerMs }, run) =>
      console.log(
        `  run ${run + 1}: worker's last answer ${answerMs.map((ms) => (ms === null ? '–' : `${Math.round(ms)} ms`)).join(', then ')} after the last key;`,
        `the worker's own: ${Object.entries(measures)
          .map(([name, times]) => `${name} ${times.join(', ')} ms`)
          .join('; ')}`,
      ),
    );
    return { meetings: LIBRARY_BENCH_MEETINGS, fillMs, queries: QUERIES, library, api };
  } finally {
    await Promise.all([withCopy.close(), withoutCopy.close()]);
    await fetch(`${apiUrl}/__mock/reset`, { method: 'POST' });
  }
}
