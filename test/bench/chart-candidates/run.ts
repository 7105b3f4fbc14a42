/**
 * `npm run bench:charts`: the chart libraries considered for the Insights screen, measured side by side
 * in one run (docs/decisions/0010-chart-library.md). Each candidate (candidates.ts, pinned versions)
 * renders the same chart, app/candidates/<name>.jsx: stacked bars of hours per week by tag, 52 weeks ×
 * 5 series, x and y axes, 800×300. The harness installs them with React and Vite (at the repo's
 * versions) in a folder under the OS's temp dir, never in the repo, and builds the React 19 shell
 * (app/shell.jsx) once per candidate, the chart loaded by a dynamic import, so it is a lazy chunk of its
 * own, like the Insights screen's. Per candidate:
 * - gzip bytes (level 9) of everything that import loads (its chunks and CSS, not the shared shell);
 * - in Debian's Chromium, over N cold loads (new context each), candidates taking turns in a rotating
 *   order after one uncounted round: the median time from starting the import to the chart drawn and a
 *   frame painted, and the median of each load's longest long task in that time;
 * - what its DOM offers: SVG or canvas, elements with a role, aria-label or <title>, focusable ones.
 * Prints a table and writes test-results/chart-candidates.json, and a picture of each chart as drawn in
 * its last load to test-results/chart-candidates/<name>.png. Options: `--runs N` (default 7), `--fresh`
 * (reinstall even if the versions have not changed). Timings are noisy on shared machines:
 * compare candidates within a run, not with another run's figures. It is not part of CI.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../../support/chromium';
import { CANDIDATES } from './candidates';
import { measureChunks, type ChunkSizes } from './chunk-sizes';
import { coldLoad, type LoadResult } from './render-cost';
import { formatTable, summarize } from './report';
import { serveFolder } from './static-server';
import { buildCandidate, prepareWorkspace, WORK_DIR } from './workspace';

const args = process.argv.slice(2);
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 7;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number, at least 1');
const started = performance.now();
const loadBefore = loadavg();
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

console.log(`Installing in ${WORK_DIR}…`);
const install = prepareWorkspace({ fresh: args.includes('--fresh') });
console.log(install.seconds ? `npm install: ${install.seconds.toFixed(1)} s` : 'npm install: reused (same versions)');

const buildStarted = performance.now();
const chunks = new Map<string, ChunkSizes>();
for (const candidate of CANDIDATES) {
  console.log(`Building ${candidate.label}…`);
  chunks.set(candidate.name, measureChunks(buildCandidate(candidate)));
}
const buildSeconds = seconds(buildStarted);

const loads = new Map<string, LoadResult[]>(CANDIDATES.map((c) => [c.name, []]));
const measureStarted = performance.now();
const screenshots = 'test-results/chart-candidates';
mkdirSync(screenshots, { recursive: true });
const server = await serveFolder(join(WORK_DIR, 'dist'));
const browser = await launchChromium();
try {
  // Round 0 warms the browser up and is not counted; then each round starts one candidate later.
  for (let round = 0; round <= runs; round++) {
    const order = CANDIDATES.map((_, i) => CANDIDATES[(i + round) % CANDIDATES.length]!);
    for (const candidate of order) {
      const screenshot = round === runs ? join(screenshots, `${candidate.name}.png`) : undefined;
      const result = await coldLoad(browser, `${server.url}/${candidate.name}/`, screenshot);
      if (round > 0) loads.get(candidate.name)!.push(result);
    }
    if (round > 0) console.log(`round ${round}/${runs} done`);
  }
} finally {
  await browser.close();
  await server.close();
}
const measureSeconds = seconds(measureStarted);

const results = CANDIDATES.map((candidate) => summarize(candidate, chunks.get(candidate.name)!, loads.get(candidate.name)!));
console.log(`\n${formatTable(results)}\n`);
const shellKb = ((results[0]?.shellGzipBytes ?? 0) / 1024).toFixed(1);
console.log(`Medians of ${runs} cold loads each. The shell (React 19, shared, not counted above): ${shellKb} KB gzip.`);
if (install.warnings.length) console.log(`npm install warned:\n${install.warnings.join('\n')}`);
if (install.problems.length) console.log(`npm ls found:\n${install.problems.join('\n')}`);
const totalSeconds = seconds(started);
const installed = install.seconds ? `install ${install.seconds.toFixed(0)} s` : 'install reused';
console.log(`Took ${totalSeconds} s (${installed}, builds ${buildSeconds} s, loads ${measureSeconds} s).`);

const report = {
  commit: execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim(),
  date: new Date().toISOString(),
  // Load averages (1, 5, 15 min) before and after: how busy the machine was.
  machine: { cpus: cpus().length, loadBefore, loadAfter: loadavg() },
  runs,
  seconds: { total: totalSeconds, install: Math.round(install.seconds), builds: buildSeconds, loads: measureSeconds },
  install: { warnings: install.warnings, problems: install.problems, versions: install.versions },
  candidates: results,
};
writeFileSync('test-results/chart-candidates.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('Wrote test-results/chart-candidates.json');
