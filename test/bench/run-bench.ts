/**
 * `npm run bench`: the speed goals, measured side by side with the peers in one run (never against a
 * remembered number). It builds the app and the two peers (test/bench/peers), serves all three in
 * live mode against one `npm run mock-api`, and measures in Debian's Chromium on a throttled link:
 * - first-row: the first meeting row, cold, interleaving the three apps run by run;
 * - repeat: a repeat visit (hashed assets cached, data not);
 * - library: a returning visit with a copy kept on the device beside one without, on the link and
 *   with the API's answers 3 s late;
 * - meeting: opening a meeting whose row was hovered (prefetched), and a cold meeting URL;
 * - big: a 25,000-line transcript and a 5,000-row list page (open time, long tasks, DOM size);
 * - cleanup and insights: bulk work over 1,000 meetings and over a year of them (long tasks, pace);
 * - people: People over 5,000 meetings (long tasks while reading and matching, and while typing);
 * - library-search: 2,000 meetings kept on the device, a query typed in Search: last keystroke to
 *   results, side by side with the API's search of the same meetings on the mock API;
 * - export: 500 meetings of realistic size selected and exported as one .zip, three times (long tasks
 *   from the click on Export to the download with their CPU time, the time to the download, and what
 *   the archive holds, unzipped and counted);
 * - lighthouse: Lighthouse (mobile) on five screens, in live mode (a returning user) and in demo mode
 *   (a newcomer's first visit, the mock API in the page), and on both peers for reference, as many
 *   runs of each as cold loads above (one run's score moves by 10 points on a busy machine), taking turns;
 * and the initial JavaScript of the meetings screen.
 * Prints the figures, writes them to test-results/bench.json, exits non-zero while a goal is missed.
 * Options: `--runs N` (cold loads per app, at least 9, default 12), `--only first-row,repeat,…`,
 * `--no-build`, `--baseline <dist dir>` (another build of the dashboard, measured beside this one in the
 * first-row, repeat, meeting, big, library-search, export and lighthouse sections), `--keep-lighthouse-runs` (every Lighthouse
 * run's report and trace stay in test-results/lighthouse-runs, to see which tasks its blocking time
 * counted). Timings are noisy on shared machines: run it on a quiet one. It is not part of CI.
 */
import { execSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { Browser } from 'playwright-core';
import { LEARNED_DATE_FORMATS_KEY } from '@/lib/dates/learned-date-formats';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { launchChromium } from '../support/chromium';
import { BUDGETS } from './budgets';
import { measureInitialJs } from './initial-js';
import { longList, longTranscript, type LongTranscriptFigures } from './measures/big-data';
import { reviewAndDelete } from './measures/cleanup';
import { aYearOfInsights } from './measures/insights';
import { librarySearch } from './measures/library-search';
import { peopleOver } from './measures/people';
import { exportMeetings, type ExportFigures } from './measures/export';
import { startBarePage } from './measures/bare-page';
import { coldFirstRow, coldListRequestSent, repeatFirstRow, type BenchApp } from './measures/first-row';
import { returningFirstRow, type ReturningVisit } from './measures/library';
import { ensureLighthouse, runLighthouse, summarizeLighthouse } from './measures/lighthouse';
import { openMeetingCold, openPrefetchedMeeting, summaryLineOf, type MeetingDetail, type MeetingTarget } from './measures/open-meeting';
import { KEY_STORAGE, median } from './page-probes';
import { buildPeer, PEERS, readBenchApi, startBenchServers, type BenchServers } from './servers';

const SECTIONS = [
  'first-row',
  'repeat',
  'library',
  'meeting',
  'big',
  'cleanup',
  'insights',
  'people',
  'library-search',
  'export',
  'lighthouse',
] as const;
type Section = (typeof SECTIONS)[number];

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Math.max(9, Number(option('--runs')) || 12);
const only = option('--only')?.split(',');
const unknown = only?.filter((name) => !SECTIONS.includes(name as Section));
if (unknown?.length) throw new Error(`--only takes ${SECTIONS.join(', ')}; not ${unknown.join(', ')}`);
const sections = SECTIONS.filter((section) => !only || only.includes(section));
/** The sections that measure the peers beside the dashboard: the others neither build nor serve them. */
const withPeers = sections.some((section) => section === 'first-row' || section === 'repeat' || section === 'lighthouse');
/** Another build of the dashboard to measure beside this one (e.g. main's, built with `vite build --outDir`). */
const baselineDist = option('--baseline');
const keepLighthouseRuns = args.includes('--keep-lighthouse-runs');
/** How late the API answers in the library section's second condition (a slow or distant server). */
const SLOW_API_MS = 3_000;
/**
 * How the first-row and repeat sections throttle the link: `tcp` (the default) through the bench's
 * own link, which costs each new connection a round trip and holds responses to TCP's window as a
 * person's link does; `devtools` with Chrome's throttling, as the bench did before (docs/performance.md).
 */
const link = option('--link') ?? 'tcp';
if (link !== 'tcp' && link !== 'devtools') throw new Error(`--link takes tcp or devtools; not ${link}`);
/** Exports of 500 meetings per build: each takes half a minute. */
const EXPORT_RUNS = 3;

interface Goal {
  name: string;
  value: number;
  limit: number;
  unit: string;
  /** Most goals are upper limits; Lighthouse scores are lower ones. */
  atLeast?: boolean;
}

/** What a section measured: its figures (for the JSON), its lines of the report, and its goals. */
interface SectionResult {
  figures: unknown;
  report: string[];
  goals: Goal[];
}

interface Context {
  browser: Browser;
  servers: BenchServers;
  apps: BenchApp[];
  firstTitle: string;
  meeting: MeetingTarget;
}

const met = (goal: Goal) => (goal.atLeast ? goal.value >= goal.limit : goal.value <= goal.limit);
const round = (value: number, digits = 0) => Number(value.toFixed(digits));
const ms = (value: number) => `${Math.round(value)} ms`;

/** `count` runs of each item, the items taking turns in a rotating order so a busy moment falls on all of them alike. */
async function takingTurns<Item extends { name: string }, Result>(
  items: Item[],
  count: number,
  measure: (item: Item, run: number) => Promise<Result>,
): Promise<Record<string, Result[]>> {
  const results: Record<string, Result[]> = Object.fromEntries(items.map((item) => [item.name, []]));
  for (let run = 0; run < count; run += 1) {
    for (let i = 0; i < items.length; i += 1) {
      const item = items[(run + i) % items.length]!;
      results[item.name]!.push(await measure(item, run));
    }
  }
  return results;
}

/** Each app's times, the apps taking turns. */
async function interleaved<App extends BenchApp>(apps: App[], count: number, measure: (app: App) => Promise<number>) {
  const times = await takingTurns(apps, count, measure);
  const medians = Object.fromEntries(apps.map((app) => [app.name, median(times[app.name]!)]));
  const figures = Object.fromEntries(
    apps.map((app) => [app.name, { medianMs: round(medians[app.name]!), runsMs: times[app.name]!.map(round) }]),
  );
  return { times, medians, figures };
}

/** The apps as a person's browser reaches them (`--link tcp`): through a throttled link of the bench's. */
const onTheLink = (apps: BenchApp[]): BenchApp[] => (link === 'tcp' ? apps.map((app) => ({ ...app, throughLink: BUDGETS.network })) : apps);

/** This build and the `--baseline` one, if any: the sections that only the dashboard runs measure both. */
function dashboardBuilds(apps: BenchApp[]): (BenchApp & { origin: string })[] {
  return apps
    .filter((app) => app.name === 'dashboard' || app.name === 'baseline')
    .map((app) => ({ ...app, origin: new URL(app.listUrl).origin }));
}

/** The first usable row of each app, cold, the apps taking turns. */
async function coldFirstRows({ browser, apps, firstTitle }: Context): Promise<SectionResult> {
  console.log(`Cold loads: ${runs} per app, interleaved, on the ${link === 'tcp' ? "bench's TCP-shaped" : 'DevTools-throttled'} link…`);
  // The dashboard's list request is timed against its own page made bare, loaded right after it: the
  // two loads of a pair meet the same moment of the host.
  const dashboard = apps.find((app) => app.name === 'dashboard')!;
  const bare = await startBarePage(dashboard);
  const bareSent: number[] = [];
  const beyondBare: number[] = [];
  // One unmeasured load each warms the servers.
  for (const app of apps) await coldFirstRow(browser, app, firstTitle);
  await coldListRequestSent(browser, bare.app, firstTitle);
  const painted: Record<string, number[]> = Object.fromEntries(apps.map((app) => [app.name, []]));
  const firstPaints: Record<string, number[]> = Object.fromEntries(apps.map((app) => [app.name, []]));
  const listSent: Record<string, number[]> = Object.fromEntries(apps.map((app) => [app.name, []]));
  const listAnswered: Record<string, number[]> = Object.fromEntries(apps.map((app) => [app.name, []]));
  let turns: Awaited<ReturnType<typeof interleaved>>;
  try {
    turns = await interleaved(apps, runs, async (app) => {
      const load = await coldFirstRow(browser, app, firstTitle);
      painted[app.name]!.push(load.paintedMs);
      firstPaints[app.name]!.push(load.firstPaintMs);
      listSent[app.name]!.push(load.listRequest.sentMs);
      listAnswered[app.name]!.push(load.listRequest.answeredMs);
      if (app === dashboard) {
        const sent = await coldListRequestSent(browser, bare.app, firstTitle);
        bareSent.push(sent);
        beyondBare.push(load.listRequest.sentMs - sent);
      }
      return load.usableMs;
    });
  } finally {
    await bare.close();
  }
  const { times, medians, figures } = turns;
  const bareSentMedian = median(bareSent);
  const beyondBareMedian = median(beyondBare);
  const paintedMedians = Object.fromEntries(apps.map((app) => [app.name, median(painted[app.name]!)]));
  const firstPaintMedians = Object.fromEntries(apps.map((app) => [app.name, median(firstPaints[app.name]!)]));
  const sentMedians = Object.fromEntries(apps.map((app) => [app.name, median(listSent[app.name]!)]));
  const answeredMedians = Object.fromEntries(apps.map((app) => [app.name, median(listAnswered[app.name]!)]));
  const ours = medians.dashboard!;
  return {
    figures: {
      ...Object.fromEntries(
        apps.map((app) => [
          app.name,
          {
            ...figures[app.name],
            firstTitlePaintedMedianMs: round(paintedMedians[app.name]!),
            firstTitlePaintedRunsMs: painted[app.name]!.map(round),
            firstPaintMedianMs: round(firstPaintMedians[app.name]!),
            listRequestSentAfterHtmlMedianMs: round(sentMedians[app.name]!),
            listRequestSentAfterHtmlRunsMs: listSent[app.name]!.map(round),
            listAnsweredAfterHtmlMedianMs: round(answeredMedians[app.name]!),
          },
        ]),
      ),
      'bare page': {
        listRequestSentAfterHtmlMedianMs: round(bareSentMedian),
        listRequestSentAfterHtmlRunsMs: bareSent.map(round),
        dashboardBeyondBareMedianMs: round(beyondBareMedian, 1),
        dashboardBeyondBareRunsMs: beyondBare.map((value) => round(value, 1)),
      },
    },
    report: [
      `First usable meeting row, cold (median of ${runs}, interleaved; in parentheses, the first frame showing its title at all, and the first paint of anything):`,
      ...apps.map(
        (app) =>
          `  ${app.name.padEnd(12)} ${ms(medians[app.name]!).padStart(8)} (${ms(paintedMedians[app.name]!)}; ${ms(firstPaintMedians[app.name]!)})   runs: ${times[app.name]!.map(Math.round).join(', ')}`,
      ),
      'The list request in the waterfall: sent, and answered, ms after the HTML had all arrived (medians):',
      ...apps.map(
        (app) =>
          `  ${app.name.padEnd(12)} sent ${ms(sentMedians[app.name]!).padStart(7)}, answered ${ms(answeredMedians[app.name]!).padStart(7)}   sent in runs: ${listSent[app.name]!.map(Math.round).join(', ')}`,
      ),
      `  ${'bare page'.padEnd(12)} sent ${ms(bareSentMedian).padStart(7)} (the dashboard's page with only a fetch in its inline start)   sent in runs: ${bareSent.map(Math.round).join(', ')}`,
      `  the dashboard's after the bare page's, each load beside the next: median ${beyondBareMedian.toFixed(1)} ms   in runs: ${beyondBare.map(Math.round).join(', ')}`,
    ],
    goals: [
      {
        name: "List request sent after the bare page's",
        value: round(beyondBareMedian, 1),
        limit: round(BUDGETS.listRequestBeyondBarePageMs, 1),
        unit: 'ms',
      },
      {
        name: 'First usable meeting row vs react-admin',
        value: round(ours / medians['react-admin']!, 2),
        limit: BUDGETS.firstRowVsReactAdmin,
        unit: '×',
      },
      {
        name: 'First usable meeting row vs stack floor',
        value: round(ours / medians['stack-floor']!, 2),
        limit: BUDGETS.firstRowVsStackFloor,
        unit: '×',
      },
    ],
  };
}

const measureSection: Record<Section, (context: Context) => Promise<SectionResult>> = {
  'first-row': (context) => coldFirstRows({ ...context, apps: onTheLink(context.apps) }),

  repeat: async ({ browser, apps: direct, firstTitle }) => {
    console.log('Repeat visits…');
    const apps = onTheLink(direct);
    // As many runs as the first row's: a median of 5 moved by 70 ms from one run to the next.
    const { medians, figures } = await interleaved(apps, runs, (app) => repeatFirstRow(browser, app, firstTitle));
    return {
      figures,
      report: [
        `Repeat visit (assets cached, data not), median of ${runs}:`,
        ...apps.map((app) => `  ${app.name.padEnd(12)} ${ms(medians[app.name]!).padStart(8)}`),
      ],
      goals: [{ name: 'Repeat visit, first meeting row', value: round(medians.dashboard!), limit: BUDGETS.repeatVisitMs, unit: 'ms' }],
    };
  },

  library: async ({ browser, apps, firstTitle }) => {
    console.log('Returning visits with and without a copy on the device…');
    const dashboard = apps.find((app) => app.name === 'dashboard')!;
    // The stack floor's returning visit (it keeps no copy) beside ours, in the same turns.
    const floor = apps.find((app) => app.name === 'stack-floor');
    const visits: ReturningVisit[] = [0, SLOW_API_MS].flatMap((apiDelayMs) => {
      const slower = apiDelayMs ? `, API +${apiDelayMs} ms` : '';
      return [
        ...[false, true].map((library) => ({
          ...dashboard,
          name: `${library ? 'with' : 'without'} library${slower}`,
          library,
          apiDelayMs,
        })),
        ...(floor ? [{ ...floor, name: `stack floor${slower}`, library: false, apiDelayMs }] : []),
      ];
    });
    const { medians, figures } = await interleaved(visits, runs, (visit) => returningFirstRow(browser, visit, firstTitle));
    return {
      figures,
      report: [
        `Returning visit, first usable meeting row (assets cached; median of ${runs}, interleaved):`,
        ...visits.map((visit) => `  ${visit.name.padEnd(32)} ${ms(medians[visit.name]!).padStart(8)}`),
      ],
      goals: [],
    };
  },

  meeting: async ({ browser, apps, meeting }) => {
    console.log('Opening a meeting…');
    const builds = dashboardBuilds(apps);
    // As many runs as the first row's: a median of 5 moved by 40 ms from one run to the next.
    const prefetched = await interleaved(builds, runs, (app) => openPrefetchedMeeting(browser, app.listUrl, DEMO_API_KEY, meeting));
    const cold = await interleaved(builds, runs, (app) => openMeetingCold(browser, `${app.listUrl}/${meeting.id}`, DEMO_API_KEY, meeting));
    return {
      figures: { prefetchedClickToSummaryMs: prefetched.figures, coldUrlToSummaryMs: cold.figures },
      report: builds.map(
        (app) =>
          `Opening a meeting (${app.name}, median of ${runs}): prefetched row, click to summary ${ms(prefetched.medians[app.name]!)}; cold URL to summary ${ms(cold.medians[app.name]!)}`,
      ),
      goals: [
        {
          name: 'Open a prefetched meeting: click to summary',
          value: round(prefetched.medians.dashboard!),
          limit: BUDGETS.openPrefetchedMeetingMs,
          unit: 'ms',
        },
      ],
    };
  },

  big: async ({ browser, apps }) => {
    console.log('Long transcript and long list…');
    const builds = dashboardBuilds(apps);
    const transcripts: Record<string, LongTranscriptFigures[]> = Object.fromEntries(builds.map((app) => [app.name, []]));
    const opened = await interleaved(builds, 3, async (app) => {
      const figures = await longTranscript(browser, app.origin, DEMO_API_KEY);
      transcripts[app.name]!.push(figures);
      return figures.openMs;
    });
    const ours = transcripts.dashboard!;
    const list = await longList(browser, builds[0]!.origin, DEMO_API_KEY);
    return {
      figures: { longTranscript: transcripts, longList: list },
      report: [
        ...builds.map(
          (app) =>
            `Long transcript (${app.name}), data to first turn: ${transcripts[app.name]!.map((t) => `${ms(t.openMs)} from a row (${ms(t.coldOpenMs)} from a cold URL), longest task typing ${ms(t.longestTaskWhileTypingMs)} (${t.matchesFound})`).join('; ')}`,
        ),
        `Long list: ${list.maxRenderedRows} rows in the DOM at most, longest task scrolling ${ms(list.longestTaskWhileScrollingMs)}, last row reached: ${list.reachedLastRow}`,
      ],
      goals: [
        {
          name: '25,000-line transcript opened from a row: data to first turn',
          value: round(opened.medians.dashboard!),
          limit: BUDGETS.longTranscriptOpenMs,
          unit: 'ms',
        },
        {
          name: 'Typing in find: longest task',
          value: round(Math.max(...ours.map((t) => t.longestTaskWhileTypingMs))),
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
      ],
    };
  },

  cleanup: async ({ browser, apps }) => {
    console.log('Cleanup: 1,000 meetings selected, 200 reviewed and deleted (a few minutes, at the pace the API allows)…');
    const origin = dashboardBuilds(apps)[0]!.origin;
    const figures = await reviewAndDelete(browser, origin, DEMO_API_KEY, { count: 1_000 });
    console.log('Cleanup: 10,000 meetings selected, 2,000 reviewed, 20 deleted, then Stop…');
    const large = await reviewAndDelete(browser, origin, DEMO_API_KEY, { count: 10_000, stopAfter: 20 });
    return {
      figures: { thousand: figures, tenThousand: large },
      report: [
        `Cleanup of ${figures.loaded} loaded meetings: longest task selecting all and ${figures.selected} ${ms(figures.longestTaskSelectingMs)}; review of ${figures.selected} in ${ms(figures.reviewMs)} (longest task ${ms(figures.longestTaskReviewingMs)}); ${figures.deleted} DELETEs in ${(figures.deleteMs / 1000).toFixed(0)} s, paced within the API's rate (longest task ${ms(figures.longestTaskDeletingMs)})`,
        `Cleanup of ${large.loaded} loaded meetings: longest task selecting all and ${large.selected} ${ms(large.longestTaskSelectingMs)}; review of ${large.selected} in ${ms(large.reviewMs)} (longest task ${ms(large.longestTaskReviewingMs)}); ${large.deleted} DELETEs in ${(large.deleteMs / 1000).toFixed(0)} s (longest task ${ms(large.longestTaskDeletingMs)}); Stop shown ${ms(large.stopMs ?? NaN)} after the click, ${large.sentAfterStop ?? '?'} DELETEs sent after it (longest task ${ms(large.longestTaskStoppingMs ?? NaN)})`,
      ],
      goals: [
        {
          name: 'Cleanup of 1,000 loaded: longest task selecting',
          value: round(figures.longestTaskSelectingMs),
          limit: BUDGETS.longTaskMs,
          unit: 'ms',
        },
        {
          name: 'Cleanup: longest task reviewing 200',
          value: round(figures.longestTaskReviewingMs),
          limit: BUDGETS.longTaskMs,
          unit: 'ms',
        },
        { name: 'Cleanup: longest task deleting 200', value: round(figures.longestTaskDeletingMs), limit: BUDGETS.longTaskMs, unit: 'ms' },
        // Exactly one each: none missing, none sent twice.
        { name: 'Cleanup: DELETEs other than one per confirmed meeting', value: Math.abs(figures.deleted - 200), limit: 0, unit: '' },
        ...(
          [
            ['selecting', large.longestTaskSelectingMs],
            ['reviewing 2,000', large.longestTaskReviewingMs],
            ['deleting', large.longestTaskDeletingMs],
            ['stopping', large.longestTaskStoppingMs ?? Infinity],
          ] as const
        ).map(([what, value]) => ({
          name: `Cleanup of 10,000 loaded: longest task ${what}`,
          value: round(value),
          limit: BUDGETS.bulkLongTaskMs,
          unit: 'ms',
        })),
        {
          name: 'Cleanup of 10,000 loaded: Stop shown after the click',
          value: round(large.stopMs ?? Infinity),
          limit: BUDGETS.bulkLongTaskMs,
          unit: 'ms',
        },
        // A DELETE on its way when Stop is pressed finishes; nothing more goes.
        { name: 'Cleanup of 10,000 loaded: DELETEs sent after Stop', value: large.sentAfterStop ?? Infinity, limit: 1, unit: '' },
      ],
    };
  },
  insights: async ({ browser, apps }) => {
    console.log('Insights: a year of a busy calendar, read at the pace the API allows (about a minute)…');
    const figures = await aYearOfInsights(browser, dashboardBuilds(apps)[0]!.origin, DEMO_API_KEY);
    return {
      figures,
      report: [
        `Insights over a year (${figures.meetings} meetings, ${figures.tags} tags, ${figures.tasks} action items): first chart at ${ms(figures.firstChartMs)}, all read in ${(figures.allReadMs / 1000).toFixed(0)} s with ${figures.requests} requests (at most ${figures.busiestMinute} in a minute); longest task while reading ${ms(figures.longestTaskReadingMs)} (before the first chart, the app's start: ${ms(figures.longestTaskStartingMs)})`,
      ],
      goals: [
        {
          name: 'Insights over a year: longest task while reading',
          value: round(figures.longestTaskReadingMs),
          limit: BUDGETS.longTaskMs,
          unit: 'ms',
        },
        { name: 'Insights over a year: requests in any minute', value: figures.busiestMinute, limit: 100, unit: '' },
      ],
    };
  },
  people: async ({ browser, apps }) => {
    console.log('People: 5,000 meetings read and matched, then a name typed into its search box (a few minutes)…');
    const figures = await peopleOver(browser, dashboardBuilds(apps)[0]!.origin, DEMO_API_KEY);
    return {
      figures,
      report: [
        `People over ${figures.meetings} meetings (${figures.people} people): all read and matched in ${(figures.allReadMs / 1000).toFixed(0)} s (the pacer's clock sped up); longest task while reading and matching ${ms(figures.longestTaskReadingMs)}, while typing in its search box ${ms(figures.longestTaskTypingMs)}`,
      ],
      goals: [
        {
          name: 'People over 5,000: longest task reading and matching',
          value: round(figures.longestTaskReadingMs),
          limit: BUDGETS.longTaskMs,
          unit: 'ms',
        },
        {
          name: 'People over 5,000: longest task typing in search',
          value: round(figures.longestTaskTypingMs),
          limit: BUDGETS.longTaskMs,
          unit: 'ms',
        },
      ],
    };
  },
  'library-search': async ({ browser, apps, servers }) => {
    const builds = dashboardBuilds(apps);
    console.log(
      `Library search: 2,000 meetings saved on the device by ${builds.map((b) => b.name).join(' and ')} (a few minutes each), then queries typed, beside the API search…`,
    );
    // Five runs of each: every run opens the screen and types two queries.
    const figures = await librarySearch(browser, builds, servers.api.url, DEMO_API_KEY, 5);
    const line = (name: string, times: { firstQueryMs: number[]; nextQueryMs: number[] }) =>
      `  ${name.padEnd(26)} on opening ${ms(median(times.firstQueryMs)).padStart(7)} (runs ${times.firstQueryMs.map(Math.round).join(', ')}); next query ${ms(median(times.nextQueryMs)).padStart(7)} (runs ${times.nextQueryMs.map(Math.round).join(', ')})`;
    const ours = figures.library.dashboard!;
    return {
      figures,
      report: [
        `Search over ${figures.meetings.toLocaleString('en-US')} meetings (saved in ${Object.entries(figures.fillMs)
          .map(([name, fill]) => `${(fill / 1000).toFixed(0)} s by ${name}`)
          .join(
            ', ',
          )}, the pacer's clock sped up), last keystroke to results, medians of 5 (“${figures.queries.join('”, then “')}”, a key every 100 ms):`,
        ...Object.entries(figures.library).map(([name, times]) => line(`copy, ${name}`, times)),
        line('API (after a 300 ms pause)', figures.api),
      ],
      goals: [
        {
          name: 'Search of 2,000 saved meetings: last keystroke to results',
          value: round(median(ours.nextQueryMs)),
          limit: BUDGETS.librarySearchMs,
          unit: 'ms',
        },
        {
          name: 'Search of 2,000 saved meetings, on opening the screen: last keystroke to results',
          value: round(median(ours.firstQueryMs)),
          limit: BUDGETS.librarySearchMs,
          unit: 'ms',
        },
      ],
    };
  },
  export: async ({ browser, apps }) => {
    const builds = dashboardBuilds(apps);
    console.log(`Export: 500 meetings selected and exported as one .zip, ${EXPORT_RUNS} times per build, taking turns (a few minutes)…`);
    const byBuild = await takingTurns(builds, EXPORT_RUNS, (app) => exportMeetings(browser, app.origin, DEMO_API_KEY));
    const complete = (f: ExportFigures) =>
      f.meetingNotes === f.meetings && f.personNotes === f.people && f.hasIndex && f.saysComplete && f.taskRows === f.tasks;
    const ours = byBuild.dashboard!;
    const longest = (runs: ExportFigures[]) => median(runs.map((f) => f.longestTaskMs));
    return {
      figures: byBuild,
      report: builds.flatMap((app) => {
        const runsOfApp = byBuild[app.name]!;
        const last = runsOfApp.at(-1)!;
        return [
          `Export of ${last.meetings} meetings (${app.name}), longest task from the click to the download: median ${ms(longest(runsOfApp))} of ${EXPORT_RUNS} runs`,
          ...runsOfApp.map(
            (f) =>
              `  downloaded ${(f.downloadMs / 1000).toFixed(1)} s after the click (the reading paced on the page's sped-up clock; the archive written in ${ms(f.writingMs)}); longest task ${ms(f.longestTaskMs)}${f.longTasksMs.length ? ` (over 50 ms: ${f.longTasksMs.map(ms).join(', ')}; in the trace, the CPU time of each task over 50 ms: ${f.longTasksCpuMs.map(ms).join(', ')})` : ''}; the most CPU time in one task ${ms(f.mostCpuInATaskMs)}`,
          ),
          `  archive: ${(last.archiveBytes / 1024).toFixed(0)} KB, ${last.files} files: ${last.meetingNotes} meeting notes, ${last.personNotes} of ${last.people} person notes, index.md ${!last.hasIndex ? 'MISSING' : last.saysComplete ? 'saying all are in' : 'NOT saying all are in'}, tasks.csv with ${last.taskRows} of ${last.tasks} action items`,
        ];
      }),
      goals: [
        // The median of the runs: a task that is long by its own work is long in every run, while one
        // stretched by a busy machine (its CPU time is reported beside it) is not.
        {
          name: 'Export of 500: longest task, click to download (median of runs)',
          value: round(longest(ours)),
          limit: BUDGETS.longTaskMs,
          unit: 'ms',
        },
        {
          name: 'Export of 500: the archive holds every note, index.md and tasks.csv',
          value: ours.every(complete) ? 1 : 0,
          limit: 1,
          unit: '',
          atLeast: true,
        },
      ],
    };
  },
  lighthouse: async ({ servers, apps, meeting }) => {
    const key = { key: KEY_STORAGE, value: DEMO_API_KEY, learnedKey: LEARNED_DATE_FORMATS_KEY };
    const screens = {
      'meeting list': '/me/meetings',
      meeting: `/me/meetings/${meeting.id}`,
      'task board': '/me/tasks',
      search: '/search?q=pricing',
      // The sample data's last twelve weeks (it ends on 2026-11-20), whatever the day the bench runs.
      insights: '/me/insights?from=2026-08-31&to=2026-11-20',
    };
    // Demo mode: the same builds served without an API, as a newcomer first meets them (no storage).
    const demoBuilds = [
      ...(servers.demo ? [{ name: 'demo', origin: servers.demo.dashboard.url }] : []),
      ...(servers.demo?.baseline ? [{ name: 'baseline demo', origin: servers.demo.baseline.url }] : []),
    ];
    const pages = [
      ...[...dashboardBuilds(apps), ...demoBuilds].flatMap((build) =>
        Object.entries(screens).map(([screen, path]) => ({
          name: build.name === 'dashboard' ? screen : `${screen} (${build.name})`,
          url: `${build.origin}${path}`,
          storage: build.name.endsWith('demo') ? undefined : key,
        })),
      ),
      // References: what the peers score on this machine, the stack's floor above all.
      ...PEERS.map((peer) => ({ name: `${peer} peer (reference)`, url: `${servers.peers![peer].url}/`, storage: undefined })),
    ];
    console.log(`Lighthouse: ${runs} runs of ${pages.length} pages, taking turns…`);
    // Every run's full report, until the typical one is kept as test-results/lighthouse-<page>.json.
    const reportDir = 'test-results/lighthouse-runs';
    mkdirSync(reportDir, { recursive: true });
    const fileName = (page: string) => page.replace(/\W+/g, '-').replace(/-$/, '');
    const results = await takingTurns(pages, runs, (page, run) =>
      runLighthouse(page.url, page.storage, `${reportDir}/${fileName(page.name)}-${run}.json`, keepLighthouseRuns),
    );
    const summaries = Object.fromEntries(Object.entries(results).map(([page, runsOfPage]) => [page, summarizeLighthouse(runsOfPage)]));
    for (const [page, summary] of Object.entries(summaries)) {
      copyFileSync(`${reportDir}/${fileName(page)}-${summary.typicalRun}.json`, `test-results/lighthouse-${fileName(page)}.json`);
    }
    if (!keepLighthouseRuns) rmSync(reportDir, { recursive: true });
    const goals = Object.keys(screens).flatMap((screen) => [
      ...Object.entries(summaries[screen]!.scores).map(([category, score]) => ({
        name: `Lighthouse ${screen}: ${category}`,
        value: score,
        limit: BUDGETS.lighthouseScore,
        unit: '',
        atLeast: true,
      })),
      ...(servers.demo
        ? [
            {
              name: `Lighthouse ${screen} (demo): performance`,
              value: summaries[`${screen} (demo)`]!.scores.performance ?? 0,
              limit: BUDGETS.demoLighthouseScore,
              unit: '',
              atLeast: true,
            },
          ]
        : []),
    ]);
    const report = [
      `Lighthouse (mobile), medians of ${runs} runs; the typical run's shortfalls and long tasks below each page:`,
      ...Object.entries(summaries).map(([page, summary]) => {
        const scores = Object.entries(summary.scores)
          .map(([category, score]) => `${category} ${score}`)
          .join(', ');
        const details = [...summary.typical.shortfalls, ...summary.typical.longTasks.map((task) => `long task ${task}`)];
        return [
          `  ${page}: ${scores}`,
          `      performance runs (${summary.fullMarks} of ${runs} at 100): ${summary.performanceRuns.join(', ')}`,
          `      total blocking time ${ms(summary.blockingMs.median)}, runs: ${summary.blockingMs.runs.join(', ')}`,
          ...details.map((line) => `      ${line}`),
        ].join('\n');
      }),
    ];
    const figures = Object.fromEntries(
      Object.entries(summaries).map(([page, { scores, performanceRuns, fullMarks, blockingMs, typical }]) => [
        page,
        { scores, performanceRuns, fullMarks, blockingMs, shortfalls: typical.shortfalls, longTasks: typical.longTasks },
      ]),
    );
    return { figures, report, goals };
  },
};

if (!args.includes('--no-build')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
if (withPeers) for (const peer of PEERS) buildPeer(peer, DEMO_API_KEY);
if (sections.includes('lighthouse')) ensureLighthouse();
const initialJs = measureInitialJs();

const servers = await startBenchServers(baselineDist, { peers: withPeers, demo: sections.includes('lighthouse') });
const browser = await launchChromium();
try {
  const readApi = <T>(path: string) => readBenchApi<T>(servers, path);
  type Summary = { id: string; title: string | null; generatedTitle: string | null };
  const first = (await readApi<{ meetings: Summary[] }>('/v1/me/meetings?limit=1')).meetings[0];
  if (!first) throw new Error('the mock API has no meetings');
  const firstTitle = first.title?.trim() || first.generatedTitle?.trim() || 'Untitled meeting';
  const summaryText = summaryLineOf(await readApi<MeetingDetail>(`/v1/me/meetings/${first.id}`), first.id);

  const dashboardUrl = servers.dashboard.url;
  const context: Context = {
    browser,
    servers,
    firstTitle,
    meeting: { id: first.id, title: firstTitle, summaryText },
    apps: [
      ...(servers.peers
        ? [
            { name: 'react-admin', listUrl: `${servers.peers['react-admin'].url}/` },
            { name: 'stack-floor', listUrl: `${servers.peers['stack-floor'].url}/` },
          ]
        : []),
      { name: 'dashboard', listUrl: `${dashboardUrl}/me/meetings`, apiKey: DEMO_API_KEY },
      ...(servers.baseline ? [{ name: 'baseline', listUrl: `${servers.baseline.url}/me/meetings`, apiKey: DEMO_API_KEY }] : []),
    ],
  };

  const measured: Partial<Record<Section, SectionResult>> = {};
  for (const section of sections) measured[section] = await measureSection[section](context);
  const goals: Goal[] = [
    ...Object.values(measured).flatMap((result) => result.goals),
    {
      name: 'Initial JS of the meetings screen (gzip)',
      value: round(initialJs.gzipBytes / 1024, 1),
      limit: BUDGETS.initialJsGzipBytes / 1024,
      unit: 'KB',
    },
    { name: 'MSW in the initial chunks', value: initialJs.containsMsw ? 1 : 0, limit: 0, unit: '' },
  ];
  const allMet = goals.every(met);
  process.exitCode = allMet ? 0 : 1;

  const machine = { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, node: process.version, chromium: browser.version() };
  const results = {
    date: new Date().toISOString(),
    machine,
    network: BUDGETS.network,
    ...Object.fromEntries(Object.entries(measured).map(([section, result]) => [section, result.figures])),
    initialJs,
    goals: goals.map((goal) => ({ ...goal, met: met(goal) })),
  };
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/bench.json', `${JSON.stringify(results, null, 2)}\n`);

  console.log(`
Machine: ${machine.cpu}, ${machine.cores} cores; Node ${machine.node}; Chromium ${machine.chromium}
Link: ${BUDGETS.network.latencyMs} ms latency, ${BUDGETS.network.megabitsPerSecond} Mbit/s; cache off for cold loads

${Object.values(measured)
  .flatMap((result) => result.report)
  .join('\n')}
Initial JS (gzip): ${(initialJs.gzipBytes / 1024).toFixed(1)} KB${initialJs.files.map((f) => `\n  ${f.file}  ${(f.gzipBytes / 1024).toFixed(1)} KB`).join('')}

Goals:
${results.goals.map((goal) => `  ${goal.met ? 'ok  ' : 'MISS'} ${goal.name}: ${goal.value}${goal.unit ? ` ${goal.unit}` : ''} (${goal.atLeast ? '≥' : '≤'} ${goal.limit})`).join('\n')}
${allMet ? 'All goals met.' : 'Some goals are missed.'}${only ? ` (Only ${sections.join(', ')} measured.)` : ''} Figures in test-results/bench.json.`);
} finally {
  await browser.close();
  await servers.stop();
}
// Chromium and the servers are closed; nothing else should keep the process alive, but make sure.
process.exit();
