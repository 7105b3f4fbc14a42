import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../support/spawn-server';

/**
 * What a newcomer's first `npm run build` and `npm run dev` print, read as they print it: nothing
 * that looks like an error or a warning (a stack trace, "(!)", "failed", a port in use), and a dev
 * server that never reloads the page by itself. (What `npm test` prints is held by the console guard
 * of every test project, test/setup, and by test/run-checks.ts.)
 */

const run = promisify(execFile);
const outDir = mkdtempSync(join(tmpdir(), 'meetings-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

// As from a shell: not the test runner's NODE_ENV=test and VITEST*, which make a development build.
const shell = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST') && name !== 'API_BASE_URL'),
  ),
  FORCE_COLOR: '0',
  NO_COLOR: '1',
};

/** Words a person reads as "something went wrong", and the shapes of a stack trace. */
const ALARMING =
  /\b(?:errors?|warn(?:ings?)?|fail(?:ed|s|ure)?|exceptions?|cannot|could not|unable|deprecated|already in use|reloading|not found)\b|\(!\)|^\s+at\s|[✗⚠]/im;

/** The lines that alarm, leaving out the build's list of the files it wrote (a chunk may be named error-response). */
function alarmingLines(output: string): string[] {
  return output.split('\n').filter((line) => ALARMING.test(line) && !/\s[\d.,]+ kB\b/.test(line));
}

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

describe('what the commands print', () => {
  it('npm run build: the files it wrote, and nothing that looks like an error', { timeout: 300_000 }, async () => {
    // `npm run build` is the app's type check, then `vite build`. The type check prints nothing when it
    // passes, and `npm test` runs it already (`tsc --build`, which covers tsconfig.app.json): here only
    // the build runs, rather than type-checking the app a second time beside the first.
    const { scripts } = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as {
      scripts: Record<'build', string>;
    };
    expect(scripts.build).toBe('tsc --noEmit -p tsconfig.app.json && vite build');
    const { stdout, stderr } = await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { env: shell });
    const output = `${stdout}\n${stderr}`;
    expect(output).toContain('built in');
    expect(alarmingLines(output)).toEqual([]);
  });

  it('npm run dev: starts quietly, and loading every module of the app finds no dependency late', { timeout: 120_000 }, async () => {
    // --force: as on a fresh clone, with no dependencies pre-bundled by an earlier start.
    const dev = await spawnServer(['dev', '--', '--port', '0', '--host', '127.0.0.1', '--force'], {
      env: shell,
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
});
