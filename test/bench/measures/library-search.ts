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
  worker?: { measures: Record<string, number[]>; answerMs: (number | null)[]; startedMs: number | null; firstKeyMs: number | null }[];
}

export interface LibrarySearchFigures {
  meetings: number;
  /** ms to save the copy, the pacer's clock sped up, by build. */
  fillMs: Record<string, number>;
  queries: readonly [string, string];
  /** The copy kept on the device, searched as the user types, by build (this one, and the `--baseline` one). */
  library: Record<string, SearchTimes>;
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
async function typeAndTime(page: Page, query: string): Promise<{ shownMs: number; answerMs: number | null; firstKeyMs: number }> {
  const box = searchBox(page);
  await box.click();
  const shown = page.evaluate((wanted) => {
    let lastKey = 0;
    let firstKey = 0;
    document.addEventListener('keydown', () => (lastKey = performance.now()), { capture: true });
    // The first key of the query (after the select-all), since the page's navigation.
    document.addEventListener(
      'keydown',
      (event) => (firstKey ||= event.key.length === 1 && !event.ctrlKey && !event.metaKey ? performance.now() : 0),
      { capture: true },
    );
    return new Promise<{ shownMs: number; answerMs: number | null; firstKeyMs: number }>((resolve) => {
      // Inline, no named function: tsx would wrap it in a `__name` helper the page does not have.
      new MutationObserver((_records, observer) => {
        const statuses = [...document.querySelectorAll('[role="status"]')];
        if (!statuses.some((status) => status.textContent?.endsWith(`for “${wanted}”`) && !status.closest('[aria-busy="true"]'))) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          // The page's mark as each of the copy's answers came (library-searcher.ts): the last one's.
          const answer = performance.getEntriesByName('library-search:answer').at(-1);
          resolve({ shownMs: performance.now() - lastKey, answerMs: answer ? answer.startTime - lastKey : null, firstKeyMs: firstKey });
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
  // When the page started the search worker (library-searcher.ts's mark), since its navigation.
  const startedMs = await page.evaluate(() => performance.getEntriesByName('library-search:start')[0]?.startTime ?? null);
  times.worker?.push({
    measures: await workerMeasures(page),
    answerMs: [first.answerMs, next.answerMs],
    startedMs,
    firstKeyMs: first.firstKeyMs,
  });
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

/**
 * The search index kept on the device, as IndexedDB holds it: its bytes (typed arrays and Blobs) and its
 * strings' characters, in MB, summed over every part of it.
 */
async function keptIndexSize(page: Page): Promise<{ bytesMb: number; charsMb: number } | null> {
  return page.evaluate(async () => {
    const name = (await indexedDB.databases()).map((database) => database.name).find((found) => found?.endsWith('.search'));
    if (!name) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error(String(request.error)));
    });
    const stored = await new Promise<unknown>((resolve, reject) => {
      const request = db.transaction('index').objectStore('index').get('index');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error(String(request.error)));
    });
    db.close();
    let bytes = 0;
    let chars = 0;
    // Inline, no named function: tsx would wrap it in a `__name` helper the page does not have.
    const stack: unknown[] = [stored];
    while (stack.length > 0) {
      const value = stack.pop();
      if (typeof value === 'string') chars += value.length;
      else if (ArrayBuffer.isView(value)) bytes += value.byteLength;
      else if (value instanceof Blob) bytes += value.size;
      else if (value && typeof value === 'object') for (const item of Object.values(value)) stack.push(item);
    }
    return { bytesMb: Math.round(bytes / 1e5) / 10, charsMb: Math.round(chars / 1e5) / 10 };
  });
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
 * on the device by each build (this one and the `--baseline` one, each at its own origin), and beside
 * them, in another tab without one, the API's search of the same meetings, taking turns run by run on
 * the bench's throttled link.
 */
export async function librarySearch(
  browser: Browser,
  builds: { name: string; origin: string }[],
  apiUrl: string,
  apiKey: string,
  runs: number,
): Promise<LibrarySearchFigures> {
  const scenario = await fetch(`${apiUrl}/__mock/scenario`, { method: 'POST', body: JSON.stringify({ data: 'two-thousand' }) });
  if (!scenario.ok) throw new Error(`the mock API refused the scenario: ${await scenario.text()}`);
  const withCopy = await Promise.all(builds.map(() => openBenchPage(browser, { cache: true, apiKey })));
  const withoutCopy = await openBenchPage(browser, { cache: true, apiKey });
  try {
    const fillMs: Record<string, number> = {};
    for (const [i, build] of builds.entries()) fillMs[build.name] = await fillLibrary(withCopy[i]!, build.origin);
    const library: Record<string, SearchTimes> = Object.fromEntries(
      builds.map((build) => [build.name, { firstQueryMs: [], nextQueryMs: [], worker: [] }]),
    );
    const api: SearchTimes = { firstQueryMs: [], nextQueryMs: [] };
    for (let run = 0; run < runs; run += 1) {
      const turns = [
        ...builds.map((build, i) => () => searchTwice(withCopy[i]!.page, build.origin, library[build.name]!)),
        () => searchTwice(withoutCopy.page, builds[0]!.origin, api),
      ];
      // A rotating order: a busy moment falls on each alike.
      for (let i = 0; i < turns.length; i += 1) await turns[(run + i) % turns.length]!();
    }
    for (const [i, build] of builds.entries()) {
      const size = await keptIndexSize(withCopy[i]!.page);
      console.log(
        `  ${build.name}: the kept index holds ${size ? `${size.bytesMb} MB of bytes and ${size.charsMb} M characters` : 'nothing'}`,
      );
    }
    for (const [name, times] of Object.entries(library))
      times.worker?.forEach(({ measures, answerMs, startedMs, firstKeyMs }, run) =>
        console.log(
          `  ${name} run ${run + 1}: worker started at ${startedMs === null ? '–' : `${Math.round(startedMs)} ms`}, first key at ${firstKeyMs === null ? '–' : `${Math.round(firstKeyMs)} ms`};`,
          `worker's last answer ${answerMs.map((ms) => (ms === null ? '–' : `${Math.round(ms)} ms`)).join(', then ')} after the last key;`,
          `the worker's own: ${Object.entries(measures)
            .map(([measure, times]) => `${measure} ${times.join(', ')} ms`)
            .join('; ')}`,
        ),
      );
    return { meetings: LIBRARY_BENCH_MEETINGS, fillMs, queries: QUERIES, library, api };
  } finally {
    await Promise.all([...withCopy.map((bench) => bench.close()), withoutCopy.close()]);
    await fetch(`${apiUrl}/__mock/reset`, { method: 'POST' });
  }
}
