/**
 * `npm run bench`: the speed goals, measured side by side with the peers in one run (never against a
 * remembered number). It builds the app and the two peers (test/bench/peers), serves all three in
 * live mode against one `npm run mock-api`, and measures in Debian's Chromium on a throttled link:
 * - the first meeting row, cold, interleaving the three apps run by run;
 * - a repeat visit (hashed assets cached, data not);
 * - opening a meeting whose row was hovered (prefetched), and a cold meeting URL;
 * - a 25,000-line transcript and a 5,000-row list page (open time, long tasks, DOM size);
 * - Lighthouse (mobile) on four screens, and on the react-admin peer for reference;
 * - the initial JavaScript of the meetings screen.
 * Prints the figures, writes them to test-results/bench.json, exits non-zero while a goal is missed.
 * Options: `--runs N` (cold loads per app, default 12), `--no-build`, `--skip-lighthouse`.
 * Timings are noisy on shared machines: run it on a quiet one. It is not part of CI.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { launchChromium } from '../support/chromium';
import { BUDGETS } from './budgets';
import { measureInitialJs } from './initial-js';
import { longList, longTranscript } from './measures/big-data';
import { coldFirstRow, repeatFirstRow, type BenchApp } from './measures/first-row';
import { ensureLighthouse, runLighthouse, type LighthouseResult } from './measures/lighthouse';
import { openMeetingCold, openPrefetchedMeeting, type MeetingTarget } from './measures/open-meeting';
import { KEY_STORAGE, median } from './page-probes';
import { buildPeer, PEERS, startBenchServers } from './servers';

const args = process.argv.slice(2);
const runs = Math.max(9, Number(args.includes('--runs') ? args[args.indexOf('--runs') + 1] : 12) || 12);
const withLighthouse = !args.includes('--skip-lighthouse');

if (!args.includes('--no-build')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
for (const peer of PEERS) buildPeer(peer, DEMO_API_KEY);
if (withLighthouse) ensureLighthouse();
const initialJs = measureInitialJs();

interface Goal {
  name: string;
  value: number;
  limit: number;
  unit: string;
  /** Most goals are upper limits; Lighthouse scores are lower ones. */
  atLeast?: boolean;
}
const goals: Goal[] = [];
const met = (goal: Goal) => (goal.atLeast ? goal.value >= goal.limit : goal.value <= goal.limit);
const round = (value: number, digits = 0) => Number(value.toFixed(digits));

const servers = await startBenchServers();
const browser = await launchChromium();
try {
  const readApi = async <T>(path: string) =>
    (await (await fetch(`${servers.api.url}${path}`, { headers: { 'x-api-key': DEMO_API_KEY } })).json()) as T;
  type Summary = { id: string; title: string | null; generatedTitle: string | null };
  const first = (await readApi<{ meetings: Summary[] }>('/v1/me/meetings?limit=1')).meetings[0];
  if (!first) throw new Error('the mock API has no meetings');
  const firstTitle = first.title?.trim() || first.generatedTitle?.trim() || 'Untitled meeting';
  const detail = await readApi<{ summary: { markdown: string | null; short: string | null } | null }>(`/v1/me/meetings/${first.id}`);
  // A line of the rendered markdown that the short summary (shown at once) does not contain.
  const summaryText = (detail.summary?.markdown ?? '')
    .split('\n')
    .map((line) => line.replace(/^[#>*\-\d.\s|]+|[*_`|]/g, '').trim())
    .find((line) => line.length > 12 && !(detail.summary?.short ?? '').includes(line));
  if (!summaryText) throw new Error(`meeting ${first.id} has no markdown summary to look for`);
  const meeting: MeetingTarget = { id: first.id, title: firstTitle, summaryText };

  const dashboardUrl = servers.dashboard.url;
  const apps: BenchApp[] = [
    { name: 'react-admin', listUrl: `${servers.peers['react-admin'].url}/` },
    { name: 'stack-floor', listUrl: `${servers.peers['stack-floor'].url}/` },
    { name: 'dashboard', listUrl: `${dashboardUrl}/me/meetings`, apiKey: DEMO_API_KEY },
  ];

  // First meeting row, cold. One unmeasured load each warms the servers; then the apps take turns,
  // in a rotating order, so a busy moment of the machine falls on all of them alike.
  console.log(`Cold loads: ${runs} per app, interleaved…`);
  for (const app of apps) await coldFirstRow(browser, app, firstTitle);
  const cold: Record<string, number[]> = Object.fromEntries(apps.map((app) => [app.name, []]));
  for (let run = 0; run < runs; run += 1) {
    for (let i = 0; i < apps.length; i += 1) {
      const app = apps[(run + i) % apps.length]!;
      cold[app.name]!.push(await coldFirstRow(browser, app, firstTitle));
    }
  }
  const coldMedian = Object.fromEntries(apps.map((app) => [app.name, median(cold[app.name]!)]));
  const ours = coldMedian.dashboard!;
  goals.push(
    {
      name: 'First meeting row vs react-admin',
      value: round(ours / coldMedian['react-admin']!, 2),
      limit: BUDGETS.firstRowVsReactAdmin,
      unit: '×',
    },
    {
      name: 'First meeting row vs stack floor',
      value: round(ours / coldMedian['stack-floor']!, 2),
      limit: BUDGETS.firstRowVsStackFloor,
      unit: '×',
    },
  );

  console.log('Repeat visits…');
  const repeat: Record<string, number[]> = Object.fromEntries(apps.map((app) => [app.name, []]));
  for (let run = 0; run < 5; run += 1) for (const app of apps) repeat[app.name]!.push(await repeatFirstRow(browser, app, firstTitle));
  const repeatMedian = Object.fromEntries(apps.map((app) => [app.name, median(repeat[app.name]!)]));
  goals.push({ name: 'Repeat visit, first meeting row', value: round(repeatMedian.dashboard!), limit: BUDGETS.repeatVisitMs, unit: 'ms' });

  console.log('Opening a meeting…');
  const prefetched: number[] = [];
  const coldMeeting: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    prefetched.push(await openPrefetchedMeeting(browser, `${dashboardUrl}/me/meetings`, DEMO_API_KEY, meeting));
    coldMeeting.push(await openMeetingCold(browser, `${dashboardUrl}/me/meetings/${meeting.id}`, DEMO_API_KEY, meeting));
  }
  goals.push({
    name: 'Open a prefetched meeting: click to summary',
    value: round(median(prefetched)),
    limit: BUDGETS.openPrefetchedMeetingMs,
    unit: 'ms',
  });

  console.log('Long transcript and long list…');
  const transcripts = [];
  for (let run = 0; run < 3; run += 1) transcripts.push(await longTranscript(browser, dashboardUrl, DEMO_API_KEY));
  const list = await longList(browser, dashboardUrl, DEMO_API_KEY);
  goals.push(
    {
      name: '25,000-line transcript: data to first turn',
      value: round(median(transcripts.map((t) => t.openMs))),
      limit: BUDGETS.longTranscriptOpenMs,
      unit: 'ms',
    },
    {
      name: 'Typing in find: longest task',
      value: round(Math.max(...transcripts.map((t) => t.longestTaskWhileTypingMs))),
      limit: BUDGETS.longTaskMs,
      unit: 'ms',
    },
    {
      name: '5,000-row list, scrolling: longest task',
      value: round(list.longestTaskWhileScrollingMs),
      limit: BUDGETS.longTaskMs,
      unit: 'ms',
    },
    // Bounded: a screenful plus overscan, whatever the length of the list.
    { name: '5,000-row list: most rows in the DOM', value: list.maxRenderedRows, limit: 100, unit: 'rows' },
    { name: '5,000-row list: last row reached', value: list.reachedLastRow ? 1 : 0, limit: 1, unit: '', atLeast: true },
  );

  const lighthouse: Record<string, LighthouseResult> = {};
  if (withLighthouse) {
    console.log('Lighthouse…');
    const key = { key: KEY_STORAGE, value: DEMO_API_KEY };
    const screens = {
      'meeting list': `${dashboardUrl}/me/meetings`,
      meeting: `${dashboardUrl}/me/meetings/${meeting.id}`,
      'task board': `${dashboardUrl}/me/tasks`,
      search: `${dashboardUrl}/search?q=pricing`,
    };
    for (const [screen, url] of Object.entries(screens)) {
      const result = runLighthouse(url, key);
      lighthouse[screen] = result;
      for (const [category, score] of Object.entries(result.scores)) {
        goals.push({ name: `Lighthouse ${screen}: ${category}`, value: score, limit: BUDGETS.lighthouseScore, unit: '', atLeast: true });
      }
    }
    lighthouse['react-admin peer (reference)'] = runLighthouse(`${servers.peers['react-admin'].url}/`);
  }

  goals.push(
    {
      name: 'Initial JS of the meetings screen (gzip)',
      value: round(initialJs.gzipBytes / 1024, 1),
      limit: BUDGETS.initialJsGzipBytes / 1024,
      unit: 'KB',
    },
    { name: 'MSW in the initial chunks', value: initialJs.containsMsw ? 1 : 0, limit: 0, unit: '' },
  );

  const machine = { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, node: process.version, chromium: browser.version() };
  const results = {
    date: new Date().toISOString(),
    machine,
    network: BUDGETS.network,
    firstRowCold: Object.fromEntries(
      apps.map((app) => [app.name, { medianMs: round(coldMedian[app.name]!), runsMs: cold[app.name]!.map((t) => round(t)) }]),
    ),
    repeatVisit: Object.fromEntries(
      apps.map((app) => [app.name, { medianMs: round(repeatMedian[app.name]!), runsMs: repeat[app.name]!.map((t) => round(t)) }]),
    ),
    openMeeting: {
      prefetchedClickToSummaryMs: { median: round(median(prefetched)), runs: prefetched.map((t) => round(t)) },
      coldUrlToSummaryMs: { median: round(median(coldMeeting)), runs: coldMeeting.map((t) => round(t)) },
    },
    longTranscript: transcripts,
    longList: list,
    lighthouse,
    initialJs,
    goals: goals.map((goal) => ({ ...goal, met: met(goal) })),
  };
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/bench.json', `${JSON.stringify(results, null, 2)}\n`);

  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(`
Machine: ${machine.cpu}, ${machine.cores} cores; Node ${machine.node}; Chromium ${machine.chromium}
Link: ${BUDGETS.network.latencyMs} ms latency, ${BUDGETS.network.megabitsPerSecond} Mbit/s; cache off for cold loads

First meeting row, cold (median of ${runs}, interleaved):
${apps.map((app) => `  ${app.name.padEnd(12)} ${ms(coldMedian[app.name]!).padStart(8)}   runs: ${cold[app.name]!.map(Math.round).join(', ')}`).join('\n')}
Repeat visit (assets cached, data not), median of 5:
${apps.map((app) => `  ${app.name.padEnd(12)} ${ms(repeatMedian[app.name]!).padStart(8)}`).join('\n')}
Opening a meeting: prefetched row, click to summary ${ms(median(prefetched))}; cold URL to summary ${ms(median(coldMeeting))}
Long transcript: ${transcripts.map((t) => `${ms(t.openMs)} to open, longest task typing ${ms(t.longestTaskWhileTypingMs)} (${t.matchesFound})`).join('; ')}
Long list: ${list.maxRenderedRows} rows in the DOM at most, longest task scrolling ${ms(list.longestTaskWhileScrollingMs)}, last row reached: ${list.reachedLastRow}
${Object.entries(lighthouse)
  .map(
    ([screen, result]) =>
      `Lighthouse ${screen}: ${Object.entries(result.scores)
        .map(([c, s]) => `${c} ${s}`)
        .join(', ')}${result.shortfalls.length ? `\n    ${result.shortfalls.join('\n    ')}` : ''}`,
  )
  .join('\n')}
Initial JS (gzip): ${(initialJs.gzipBytes / 1024).toFixed(1)} KB${initialJs.files.map((f) => `\n  ${f.file}  ${(f.gzipBytes / 1024).toFixed(1)} KB`).join('')}

Goals:
${results.goals.map((goal) => `  ${goal.met ? 'ok  ' : 'MISS'} ${goal.name}: ${goal.value}${goal.unit ? ` ${goal.unit}` : ''} (${goal.atLeast ? '≥' : '≤'} ${goal.limit})`).join('\n')}
${results.goals.every((goal) => goal.met) ? 'All goals met.' : 'Some goals are missed.'} Figures in test-results/bench.json.`);
} finally {
  await browser.close();
  await servers.stop();
}
process.exit(goals.every(met) ? 0 : 1);
