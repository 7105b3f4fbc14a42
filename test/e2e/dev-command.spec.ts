import { alarmingLines } from '../support/alarming-output';
import { spawnServer } from '../support/spawn-server';
import { expect, test } from './support/fixtures';

/**
 * What a newcomer's first `npm run dev` prints, read as it prints it: nothing that looks like an error
 * or a warning (a stack trace, "(!)", "failed", a port in use), and a dev server that never reloads the
 * page by itself. No browser needed (run in the demo project only), as build.spec.ts reads what
 * `npm run build` printed: here rather than in `npm test`, whose steps share the machine's cores, since
 * the dev server pre-bundles the dependencies and compiles every module of the app (what `npm test`
 * prints is checked by the console guard of every test project, test/setup, and by
 * test/run-checks.ts).
 */

/**
 * Loads every module a browser would load from the dev server, from the app's entry, dynamic imports
 * included; says how many, and which were not answered with 200 (a dependency found late is a 504).
 */
async function loadEveryModule(base: string): Promise<{ loaded: number; failed: string[] }> {
  const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\/[^"']+)["']/g;
  const seen = new Set(['/src/main.tsx']);
  const queue = [...seen];
  const failed: string[] = [];
  const work = async (): Promise<void> => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const response = await fetch(base + url);
      if (response.status !== 200) failed.push(`${response.status} ${url}`);
      for (const [, next] of (await response.text()).matchAll(IMPORT)) {
        if (next && !seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
  };
  // A worker ends when the queue is empty for a moment: go again until nothing new turned up.
  for (let before = -1; before !== seen.size;) {
    before = seen.size;
    await Promise.all(Array.from({ length: 4 }, work));
  }
  return { loaded: seen.size, failed };
}

test('npm run dev starts quietly, and loading every module of the app finds no dependency late', async () => {
  // --force: as on a fresh clone, with no dependencies pre-bundled by an earlier start.
  // In demo mode, as a newcomer starts it (spawnServer leaves API_BASE_URL out).
  const dev = await spawnServer(['dev', '--', '--port', '0', '--host', '127.0.0.1', '--force'], {
    urlPattern: /Local:\s+(http:\/\/\S+)/,
  });
  try {
    // As a browser would, every screen's code: a dependency the start-up scan missed is found now,
    // and the dev server says so and reloads the page.
    const { loaded, failed } = await loadEveryModule(dev.url);
    expect(alarmingLines(dev.output())).toEqual([]);
    expect(dev.output()).not.toMatch(/optimized/i);
    expect(failed).toEqual([]);
    expect(loaded).toBeGreaterThan(100);
  } finally {
    await dev.stop();
  }
});
