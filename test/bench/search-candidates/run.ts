/**
 * `npm run bench:search`: the full-text engines considered for the meeting library's search, measured
 * side by side on one synthetic library (2,000 meetings: a title, a 150-word summary and 120
 * transcript turns of 6–30 words each, one document per turn so a hit can link to it). Each
 * candidate runs in a fresh Node process: the index's build time and heap, and the time of every
 * keystroke of two typed two-word queries (the last word as a prefix), three rounds. The candidates
 * are installed in a folder under the OS's temp dir, never in the repo. Options: `--meetings N`,
 * `--turns N`, `--only a,b`. Figures and the choice: docs/decisions/0012-search-engine.md.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const PACKAGES = { minisearch: '7.2.0', flexsearch: '0.8.212', '@orama/orama': '3.1.18' };
const CANDIDATES = ['minisearch', 'flexsearch-forward', 'flexsearch-strict', 'orama'];

const { values } = parseArgs({
  options: { meetings: { type: 'string', default: '2000' }, turns: { type: 'string', default: '120' }, only: { type: 'string' } },
});
const WORK_DIR = join(tmpdir(), 'search-candidates-bench');
mkdirSync(WORK_DIR, { recursive: true });
const manifest = `${JSON.stringify({ name: 'search-candidates-bench', private: true, type: 'module', dependencies: PACKAGES }, null, 2)}\n`;
const manifestPath = join(WORK_DIR, 'package.json');
if (!existsSync(manifestPath) || readFileSync(manifestPath, 'utf8') !== manifest || !existsSync(join(WORK_DIR, 'node_modules'))) {
  writeFileSync(manifestPath, manifest);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: WORK_DIR, stdio: 'inherit' });
}
copyFileSync(join(import.meta.dirname, 'measure.mjs'), join(WORK_DIR, 'measure.mjs'));

const chosen = values.only ? values.only.split(',') : CANDIDATES;
const rows = chosen.map((candidate) => {
  const output = execFileSync(
    process.execPath,
    [
      '--expose-gc',
      '--max-old-space-size=4096',
      'measure.mjs',
      `--candidate=${candidate}`,
      `--meetings=${values.meetings}`,
      `--turns=${values.turns}`,
    ],
    { cwd: WORK_DIR, encoding: 'utf8' },
  );
  const row = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Record<string, number | string>;
  console.log(row);
  return row;
});
console.table(rows);
