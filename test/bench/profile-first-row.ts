/**
 * `npm run bench:profile [-- --app dashboard|stack-floor|react-admin] [--runs N] [--no-build] [--baseline <dist dir>]
 * [--screen repeat|meeting|transcript|tasks] [--task-ms N] [--after-ms N] [--cpu N]`: where a cold load's time goes
 * until the first meeting row, to decide what to optimise (and to check afterwards that it helped).
 * `--screen repeat` profiles a repeat visit (hashed assets in the cache, data not); `--screen
 * meeting` the first meeting's URL opened cold, until its markdown summary (Lighthouse's meeting
 * page); `--screen transcript` the bench's 25,000-line transcript, until its first turn; `--screen
 * tasks` the task board, until its first open task (these three the dashboard only).
 * `--after-ms` goes on profiling that long after it, `--cpu` slows the CPU as Lighthouse does (4).
 * For one app, over N cold loads on the bench's link, it prints:
 * - the request timeline up to the first row (median start and end of each request);
 * - main-thread time until the first row by kind (script compile and evaluation, style and layout…);
 * - the functions with the most self time, and with the most time callees included (a sampling CPU profile).
 * `--baseline` profiles another build of the dashboard instead (to see what a change did to it).
 * The raw figures go to test-results/profile-<app>.json.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page, Request } from 'playwright-core';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { launchChromium } from '../support/chromium';
import { summaryLineOf, type MeetingDetail } from './measures/open-meeting';
import { median, openBenchPage, probeText, probeTime } from './page-probes';
import { buildPeer, PEERS, readBenchApi, startBenchServers, type PeerName } from './servers';
import { LONG_TRANSCRIPT_FIRST_LINE, LONG_TRANSCRIPT_ID, longTranscriptMeeting } from './synthetic-data';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const baselineDist = option('--baseline');
const appName = baselineDist ? 'baseline' : (option('--app') ?? 'dashboard');
const runs = Number(option('--runs')) || 5;
const SCREENS = ['list', 'repeat', 'meeting', 'transcript', 'tasks'] as const;
const screen = (option('--screen') ?? 'list') as (typeof SCREENS)[number];
const taskMs = Number(option('--task-ms')) || 50;
const afterMs = Number(option('--after-ms')) || 0;
const cpuSlowdown = Number(option('--cpu')) || 1;
if (!SCREENS.includes(screen)) throw new Error(`--screen must be one of ${SCREENS.join(', ')}`);
if ((screen === 'meeting' || screen === 'transcript' || screen === 'tasks') && (appName === 'stack-floor' || appName === 'react-admin'))
  throw new Error(`--screen ${screen} profiles the dashboard`);
if (appName !== 'dashboard' && appName !== 'baseline' && !PEERS.includes(appName as PeerName))
  throw new Error(`--app must be dashboard, ${PEERS.join(' or ')}`);
if (appName === 'dashboard' && !args.includes('--no-build')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
if (PEERS.includes(appName as PeerName)) buildPeer(appName as PeerName, DEMO_API_KEY);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: unknown;
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
  /** µs, on the trace's clock. */
  startTime: number;
}

/** Trace event names, grouped into what they mean for a first screen. */
const KINDS: [RegExp, string][] = [
  [/GC|Scavenge|garbage/i, 'garbage collection'],
  [
    /^(v8\.compile|v8\.compileModule|v8\.parseOnBackground|V8\.Compile|V8\.Parse|CompileCode|v8\.produceModuleCache|V8\.Maglev|V8\.Turbofan)/,
    'script: compile',
  ],
  [
    /^(EvaluateScript|v8\.evaluateModule|v8\.run|FunctionCall|TimerFire|FireAnimationFrame|RunMicrotasks|EventDispatch|V8\.)/,
    'script: run',
  ],
  [/^(ParseHTML|ParseAuthorStyleSheet)$/, 'parse HTML and CSS'],
  [/^(UpdateLayoutTree|RecalculateStyles|Layout|UpdateLayerTree|PrePaint)$/, 'style and layout'],
  [/^(Paint|CompositeLayers|Commit|RasterTask)$/, 'paint'],
];

interface RunProfile {
  firstRowMs: number;
  requests: { url: string; startMs: number; endMs: number }[];
  busyMs: Record<string, number>;
  /** Main-thread tasks over `--task-ms` (50 by default; ms from navigation), with the functions most of their samples were in. */
  longTasks: { startMs: number; durationMs: number; top: string[] }[];
  selfMs: Map<string, number>;
  /** Time in a function and everything it called: what a subtree costs. */
  totalMs: Map<string, number>;
}

/** What a run loads and waits for: the list's first row, or the long transcript's first turn. */
interface Target {
  url: string;
  text: string;
  /** Before the load, e.g. serving the long transcript in place of the API's answer. */
  prepare?: (page: Page) => Promise<void>;
  /** A repeat visit: loaded once (unmeasured) with the HTTP cache on, then profiled. */
  repeat?: boolean;
}

async function profileOnce(browser: Browser, target: Target, apiKey?: string): Promise<RunProfile> {
  const bench = await openBenchPage(browser, { cache: target.repeat ?? false, apiKey });
  try {
    const { page, context } = bench;
    await target.prepare?.(page);
    if (target.repeat) {
      await page.goto(target.url);
      await page.getByText(target.text).first().waitFor();
      // Everything the first visit fetches lazily is in the cache before the second one.
      await page.waitForLoadState('networkidle');
    }
    // A same-origin page first, so the profiler is attached to the renderer the list will load in.
    await page.goto(new URL('/favicon.svg', target.url).href).catch(() => undefined);
    await probeText(context, 'first-row', target.text);
    const requests: { url: string; request: Request }[] = [];
    page.on('request', (request) => requests.push({ url: request.url(), request }));
    const cdp = await context.newCDPSession(page);
    // Lighthouse's mobile run slows the CPU 4×: what its blocking time is made of shows with --cpu 4.
    if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.compile', 'loading'],
    });
    await cdp.send('Profiler.start');
    const shown = probeTime(page, 'first-row');
    await page.goto(target.url, { waitUntil: 'commit' });
    const firstRowMs = await shown;
    // What follows the first screen (lazy chunks, background requests) counts for Lighthouse too: a
    // window of time to profile, as Lighthouse watches one, not a wait for something to happen.
    if (afterMs > 0) await page.waitForTimeout(afterMs);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);

    const timeline = requests
      .map(({ url, request }) => {
        const timing = request.timing();
        const startMs = timing.startTime - timeOrigin;
        return { url: url.replace(/^https?:\/\/[^/]+/, ''), startMs, endMs: startMs + Math.max(timing.responseEnd, 0) };
      })
      .filter((r) => r.startMs >= 0 && r.startMs <= firstRowMs);

    // Main-thread events of the page's renderer, between navigation and the first row.
    const navigation = trace.traceEvents.find((e) => e.name === 'navigationStart' || e.name === 'NavigationBodyLoader::StartLoadingBody');
    // The renderer's main thread: the CrRendererMain thread that parsed the list's HTML.
    const rendererMains = new Set(
      trace.traceEvents
        .filter((e) => e.ph === 'M' && e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const mainThread = trace.traceEvents.find((e) => e.name === 'ParseHTML' && rendererMains.has(`${e.pid}:${e.tid}`));
    if (!mainThread) throw new Error('no renderer main thread in the trace');
    const origin = navigation?.ts ?? trace.traceEvents.reduce((min, e) => Math.min(min, e.ts || Infinity), Infinity);
    const end = origin + (firstRowMs + afterMs) * 1000;
    // Self time: an event's duration less that of the events nested in it, counted under the kind of
    // the innermost event whose name is known (nested events would otherwise be counted twice).
    const busyMs: Record<string, number> = {};
    const events = trace.traceEvents
      .filter((e) => e.ph === 'X' && e.dur && e.ts >= origin && e.ts <= end && e.pid === mainThread.pid && e.tid === mainThread.tid)
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const stack: { end: number; kind: string; child: number; dur: number }[] = [];
    const close = (frame: { kind: string; child: number; dur: number }) => {
      busyMs[frame.kind] = (busyMs[frame.kind] ?? 0) + Math.max(0, frame.dur - frame.child) / 1000;
    };
    for (const event of events) {
      while (stack.length > 0 && stack.at(-1)!.end <= event.ts) close(stack.pop()!);
      const parent = stack.at(-1);
      if (parent) parent.child += event.dur ?? 0;
      const kind = KINDS.find(([pattern]) => pattern.test(event.name))?.[1] ?? parent?.kind ?? `other: ${event.name}`;
      stack.push({ end: event.ts + (event.dur ?? 0), kind, child: 0, dur: event.dur ?? 0 });
    }
    while (stack.length > 0) close(stack.pop()!);

    const selfMs = new Map<string, number>();
    const totalMs = new Map<string, number>();
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parentOf = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id] as const)));
    const keyOf = (frame: CpuProfile['nodes'][number]['callFrame']) => {
      const where = frame.url ? `${frame.url.split('/').pop()}:${frame.lineNumber + 1}` : '';
      return `${frame.functionName || '(anonymous)'} ${where}`.trim();
    };
    // Samples up to the first row only: the profiler is stopped later, when the probe has been heard.
    let sampledAt = profile.startTime;
    profile.samples.forEach((id, index) => {
      sampledAt += profile.timeDeltas[index] ?? 0;
      const frame = byId.get(id)?.callFrame;
      if (sampledAt > end || !frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) return;
      const delta = (profile.timeDeltas[index] ?? 0) / 1000;
      selfMs.set(keyOf(frame), (selfMs.get(keyOf(frame)) ?? 0) + delta);
      // Each function on the sample's stack once (recursion would count it twice).
      const onStack = new Set<string>();
      for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) {
        const callFrame = byId.get(node)?.callFrame;
        if (callFrame && callFrame.functionName !== '(root)') onStack.add(keyOf(callFrame));
      }
      for (const key of onStack) totalMs.set(key, (totalMs.get(key) ?? 0) + delta);
    });
    const longTasks = events
      .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > taskMs * 1000)
      .map((task) => {
        const inTask = new Map<string, number>();
        let at = profile.startTime;
        profile.samples.forEach((id, index) => {
          at += profile.timeDeltas[index] ?? 0;
          const frame = byId.get(id)?.callFrame;
          if (at < task.ts || at > task.ts + (task.dur ?? 0) || !frame || frame.functionName === '(idle)') return;
          inTask.set(keyOf(frame), (inTask.get(keyOf(frame)) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
        });
        const top = [...inTask].sort((a, b) => b[1] - a[1]).slice(0, 3);
        // And the trace events in it (nested ones counted in their parents too): native work shows here.
        const traced = new Map<string, number>();
        for (const e of events) {
          if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + (task.dur ?? 0)) continue;
          traced.set(e.name, (traced.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
        }
        const topTraced = [...traced].sort((a, b) => b[1] - a[1]).slice(0, 3);
        return {
          startMs: (task.ts - origin) / 1000,
          durationMs: (task.dur ?? 0) / 1000,
          top: [...top, ...topTraced].map(([key, value]) => `${key} ${Math.round(value)}`),
        };
      });
    return { firstRowMs, requests: timeline, busyMs, longTasks, selfMs, totalMs };
  } finally {
    await bench.close();
  }
}

const servers = await startBenchServers(baselineDist);
const browser = await launchChromium();
try {
  const fromApi = <T>(path: string) => readBenchApi<T>(servers, path);
  const first = (
    await fromApi<{ meetings: { id: string; title: string | null; generatedTitle: string | null }[] }>('/v1/me/meetings?limit=1')
  ).meetings[0];
  if (!first) throw new Error('the mock API has no meetings');
  const title = first.title?.trim() || first.generatedTitle?.trim() || 'Untitled meeting';
  const dashboard = appName === 'baseline' ? servers.baseline : appName === 'dashboard' ? servers.dashboard : null;
  const listUrl = dashboard ? `${dashboard.url}/me/meetings` : `${servers.peers![appName as PeerName].url}/`;
  const targets: Record<typeof screen, () => Target | Promise<Target>> = {
    list: () => ({ url: listUrl, text: title, repeat: false }),
    repeat: () => ({ url: listUrl, text: title, repeat: true }),
    meeting: async () => ({
      url: `${dashboard?.url}/me/meetings/${first.id}`,
      text: summaryLineOf(await fromApi<MeetingDetail>(`/v1/me/meetings/${first.id}`), first.id),
    }),
    transcript: () => {
      const transcript = JSON.stringify(longTranscriptMeeting());
      return {
        url: `${dashboard?.url}/me/meetings/${LONG_TRANSCRIPT_ID}`,
        text: LONG_TRANSCRIPT_FIRST_LINE,
        prepare: async (page: Page) => {
          await page.route(`**/v1/me/meetings/${LONG_TRANSCRIPT_ID}`, (route) =>
            route.fulfill({ status: 200, contentType: 'application/json', body: transcript }),
          );
        },
      };
    },
    tasks: async () => {
      const task = (await fromApi<{ tasks: { text: string | null }[] }>('/v1/me/tasks?limit=1&completed=false')).tasks[0];
      return { url: `${dashboard?.url}/me/tasks`, text: task?.text?.trim() || 'No description' };
    },
  };
  const target = await targets[screen]();
  const apiKey = dashboard ? DEMO_API_KEY : undefined;
  await profileOnce(browser, target, apiKey);
  const profiles: RunProfile[] = [];
  for (let run = 0; run < runs; run += 1) profiles.push(await profileOnce(browser, target, apiKey));

  const what = {
    list: 'the first meeting row',
    repeat: 'the first meeting row, on a repeat visit',
    meeting: "a cold meeting URL's summary",
    transcript: "the long transcript's first turn",
    tasks: "the task board's first open task",
  }[screen];
  const ms = (value: number) => `${Math.round(value)}`.padStart(5);
  const requestUrls = [...new Set(profiles.flatMap((p) => p.requests.map((r) => r.url)))];
  const timeline = requestUrls
    .map((url) => {
      const seen = profiles.flatMap((p) => p.requests.filter((r) => r.url === url));
      return { url, startMs: median(seen.map((r) => r.startMs)), endMs: median(seen.map((r) => r.endMs)), inRuns: seen.length };
    })
    .sort((a, b) => a.startMs - b.startMs);
  const kinds = [...new Set(profiles.flatMap((p) => Object.keys(p.busyMs)))];
  const busy = Object.fromEntries(kinds.map((kind) => [kind, median(profiles.map((p) => p.busyMs[kind] ?? 0))]));
  const meanPerLoad = (pick: (p: RunProfile) => Map<string, number>) => {
    const functions = new Map<string, number>();
    for (const p of profiles) for (const [key, value] of pick(p)) functions.set(key, (functions.get(key) ?? 0) + value / profiles.length);
    return [...functions].sort((a, b) => b[1] - a[1]).slice(0, 25);
  };
  const top = meanPerLoad((p) => p.selfMs);
  const topTotal = meanPerLoad((p) => p.totalMs);
  const list = (entries: [string, number][]) =>
    entries.map(([key, value]) => `  ${value.toFixed(1).padStart(6)}  ${key.slice(0, 100)}`).join('\n');

  console.log(`
${appName}: ${what} at ${Math.round(median(profiles.map((p) => p.firstRowMs)))} ms (median of ${runs}; runs ${profiles.map((p) => Math.round(p.firstRowMs)).join(', ')})

Requests before ${what} (median start → end, ms; in how many runs):
${timeline.map((r) => `  ${ms(r.startMs)} → ${ms(r.endMs)}  ${r.url.slice(0, 90)}${r.inRuns < runs ? ` (${r.inRuns}/${runs})` : ''}`).join('\n')}

Main thread until ${what} (median ms):
${Object.entries(busy)
  .map(([kind, value]) => `  ${ms(value)}  ${kind}`)
  .join('\n')}
  ${ms(Object.values(busy).reduce((a, b) => a + b, 0))}  in all

Blocking time (the part of each task over 50 ms, summed) per run: ${profiles
    .map((p) => Math.round(p.longTasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - 50), 0)))
    .join(', ')}

Tasks over ${taskMs} ms in the last run (start, duration, where their samples were):
${profiles
  .at(-1)!
  .longTasks.map((task) => `  ${ms(task.startMs)}  ${ms(task.durationMs)}  ${task.top.join(', ').slice(0, 200)}`)
  .join('\n')}

Most self time (mean ms per load, sampling profile):
${list(top)}

Most total time, callees included (mean ms per load):
${list(topTotal)}`);
  mkdirSync('test-results', { recursive: true });
  writeFileSync(`test-results/profile-${appName}.json`, `${JSON.stringify({ timeline, busy, top, topTotal }, null, 2)}\n`);
} finally {
  await browser.close();
  await servers.stop();
}
