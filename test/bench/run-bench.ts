/**
 * Measures the budgets of docs/architecture.md on the production build: `npm run bench`.
 * 1. Initial JavaScript of the meetings screen (gzip) and that MSW is not in it.
 * 2. Cold load to the first meeting row in Chromium on a 40 ms / 10 Mbit/s link, live mode through
 *    the preview server's proxy to the mock API, against the react-admin reference (800 ms).
 * 3. For calibration, the same for a bare React page (test/bench/floor): what this machine needs at
 *    the least, so the app's number can be read against the machine it was measured on.
 * Exits non-zero when a budget is exceeded. `--runs N` (default 11), `--no-build` to reuse dist/.
 */
import { execSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import { compressionPlugin } from '@/serving/compression-plugin';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { createMockHttpServer } from '@/mocks/node/http-server';
import { launchChromium } from '../support/chromium';
import { startPreview } from '../support/preview-server';
import { BUDGETS } from './budgets';
import { coldLoadOnce, median } from './cold-load';
import { measureInitialJs } from './initial-js';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 11;
if (!args.includes('--no-build')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const initial = measureInitialJs();
const coldBudget = BUDGETS.reactAdminColdLoadMs * BUDGETS.coldLoadRatio;

const mockApi = createMockHttpServer();
await new Promise<void>((resolve) => mockApi.listen(0, '127.0.0.1', resolve));
const apiUrl = `http://127.0.0.1:${(mockApi.address() as AddressInfo).port}`;
const app = await startPreview(apiUrl);
const floorRoot = 'test/bench/floor';
const floorOut = 'test-results/floor-dist';
await build({ root: floorRoot, configFile: false, plugins: [react(), compressionPlugin()], logLevel: 'warn', build: { outDir: `../../../${floorOut}`, emptyOutDir: true } });
const floor = await preview({
  root: floorRoot,
  configFile: false,
  // Served like the app (precompressed), so the comparison is about the pages, not the server.
  plugins: [compressionPlugin()],
  logLevel: 'silent',
  build: { outDir: `../../../${floorOut}` },
  preview: { port: 0, host: '127.0.0.1', proxy: { '/v1': apiUrl } },
});
const floorUrl = `http://127.0.0.1:${(floor.httpServer.address() as AddressInfo).port}/`;

const browser = await launchChromium();
const times: number[] = [];
const floorTimes: number[] = [];
try {
  const appUrl = `${app.url}/me/meetings`;
  // Warm the servers (not counted), then alternate, so a busy moment of the machine hits both series.
  await coldLoadOnce(browser, appUrl, DEMO_API_KEY);
  await coldLoadOnce(browser, floorUrl, DEMO_API_KEY);
  for (let run = 0; run < runs; run += 1) {
    times.push(await coldLoadOnce(browser, appUrl, DEMO_API_KEY));
    floorTimes.push(await coldLoadOnce(browser, floorUrl, DEMO_API_KEY));
  }
} finally {
  await browser.close();
  await app.close();
  await floor.close();
  mockApi.close();
}

const coldLoad = median(times);
const floorLoad = median(floorTimes);
const results = {
  initialJs: { files: initial.files, gzipBytes: initial.gzipBytes, budgetBytes: BUDGETS.initialJsGzipBytes, containsMsw: initial.containsMsw },
  coldLoad: {
    network: BUDGETS.network,
    runsMs: times.map((t) => Math.round(t)),
    medianMs: Math.round(coldLoad),
    referenceMs: BUDGETS.reactAdminColdLoadMs,
    ratio: Number((coldLoad / BUDGETS.reactAdminColdLoadMs).toFixed(3)),
    budgetMs: coldBudget,
    bareReactPageMs: Math.round(floorLoad),
    bareReactPageRatio: Number((floorLoad / BUDGETS.reactAdminColdLoadMs).toFixed(3)),
  },
};
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/bench.json', `${JSON.stringify(results, null, 2)}\n`);

const failures = [
  initial.gzipBytes > BUDGETS.initialJsGzipBytes ? 'initial JavaScript over budget' : null,
  initial.containsMsw ? 'MSW is in the initial chunks' : null,
  coldLoad > coldBudget ? 'cold load over budget' : null,
].filter(Boolean);

console.log(`
Initial JS (gzip), meetings screen: ${kb(initial.gzipBytes)} of ${kb(BUDGETS.initialJsGzipBytes)}${initial.files.map((f) => `\n  ${f.file}  ${kb(f.gzipBytes)}`).join('')}
MSW in initial chunks: ${initial.containsMsw ? 'YES' : 'no'}
Cold load to first meeting row (${BUDGETS.network.latencyMs} ms, ${BUDGETS.network.megabitsPerSecond} Mbit/s), median of ${runs}: ${Math.round(coldLoad)} ms
  = ${results.coldLoad.ratio}× the react-admin reference (${BUDGETS.reactAdminColdLoadMs} ms); budget ${BUDGETS.coldLoadRatio}× = ${coldBudget} ms
  runs: ${results.coldLoad.runsMs.join(', ')} ms
Calibration, same machine and link: a bare React page (react-dom only, naive waterfall) needs ${Math.round(floorLoad)} ms (${results.coldLoad.bareReactPageRatio}×)
  runs: ${floorTimes.map((t) => Math.round(t)).join(', ')} ms
${failures.length ? `OVER BUDGET: ${failures.join('; ')}` : 'All budgets met.'} (details in test-results/bench.json)`);
process.exit(failures.length ? 1 : 0);
