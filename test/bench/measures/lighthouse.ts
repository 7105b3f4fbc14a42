import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { median } from '../page-probes';

const DIR = 'test/bench/lighthouse';

export interface LighthouseResult {
  url: string;
  scores: Record<string, number>;
  /** Audits that cost points, e.g. "performance: total-blocking-time 90 ms". */
  shortfalls: string[];
  metrics: Record<string, string | null>;
  /** Total blocking time, the metric that costs this machine's pages their points. */
  blockingMs: number;
  /** The long tasks behind total blocking time, e.g. "180 ms at 1,250 ms: /assets/app-….js". */
  longTasks: string[];
}

/** Lighthouse lives in its own folder (about 185 MB), installed the first time the bench needs it. */
export function ensureLighthouse(): void {
  if (!existsSync(join(DIR, 'node_modules', 'lighthouse'))) {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: DIR, stdio: 'inherit' });
  }
}

/** A returning user's storage: a value they left (the API key), and what the app learned on their earlier visit. */
export interface ReturningUser {
  key: string;
  value: string;
  /** The storage key of what the app learns for later visits: the run waits until a visit has left it. */
  learnedKey?: string;
}

/**
 * One Lighthouse run in its own process (its dependencies are not the app's). With `keepTrace`, the
 * run's trace is written beside its report (`<report>.trace.json`).
 */
export async function runLighthouse(
  url: string,
  storage?: ReturningUser,
  reportFile?: string,
  keepTrace = false,
): Promise<LighthouseResult> {
  const args = [join(DIR, 'run-lighthouse.mjs'), url, ...(storage ? [storage.key, storage.value, storage.learnedKey ?? ''] : [])];
  const env = {
    ...process.env,
    ...(reportFile ? { LIGHTHOUSE_REPORT: reportFile } : {}),
    ...(reportFile && keepTrace ? { LIGHTHOUSE_TRACE: reportFile.replace(/\.json$/, '.trace.json') } : {}),
  };
  const { stdout } = await promisify(execFile)('node', args, { encoding: 'utf8', timeout: 180_000, env });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as LighthouseResult;
}

/** A page's Lighthouse runs, summed up: one run's score moves by 10 points or more on a busy machine. */
export interface LighthouseSummary {
  /** Each category's median score over the runs. */
  scores: Record<string, number>;
  performanceRuns: number[];
  /** How many runs scored 100 for performance: the share to compare with the stack floor's in the same run. */
  fullMarks: number;
  blockingMs: { median: number; runs: number[] };
  /** The run whose performance score is the median: what it lost points for, and its long tasks. */
  typical: LighthouseResult;
  typicalRun: number;
}

export function summarizeLighthouse(runs: readonly LighthouseResult[]): LighthouseSummary {
  if (!runs.length) throw new Error('no Lighthouse runs to sum up');
  const categories = Object.keys(runs[0]!.scores);
  const scores = Object.fromEntries(
    categories.map((category) => [category, Math.round(median(runs.map((run) => run.scores[category] ?? 0)))]),
  );
  const performanceRuns = runs.map((run) => run.scores.performance ?? 0);
  const byPerformance = runs.map((_, index) => index).sort((a, b) => performanceRuns[a]! - performanceRuns[b]!);
  const typicalRun = byPerformance[(runs.length - 1) >> 1]!;
  const blockingRuns = runs.map((run) => run.blockingMs);
  return {
    scores,
    performanceRuns,
    fullMarks: performanceRuns.filter((score) => score === 100).length,
    blockingMs: { median: Math.round(median(blockingRuns)), runs: blockingRuns },
    typical: runs[typicalRun]!,
    typicalRun,
  };
}
