import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const DIR = 'test/bench/lighthouse';

export interface LighthouseResult {
  url: string;
  scores: Record<string, number>;
  /** Audits that cost points, e.g. "performance: total-blocking-time 90 ms". */
  shortfalls: string[];
  metrics: Record<string, string | null>;
  /** The long tasks behind total blocking time, e.g. "180 ms at 1,250 ms: /assets/app-….js". */
  longTasks: string[];
}

/** Lighthouse lives in its own folder (about 185 MB), installed the first time the bench needs it. */
export function ensureLighthouse(): void {
  if (!existsSync(join(DIR, 'node_modules', 'lighthouse'))) {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: DIR, stdio: 'inherit' });
  }
}

/** One Lighthouse run in its own process (its dependencies are not the app's). */
export async function runLighthouse(url: string, storage?: { key: string; value: string }, reportFile?: string): Promise<LighthouseResult> {
  const args = [join(DIR, 'run-lighthouse.mjs'), url, ...(storage ? [storage.key, storage.value] : [])];
  const env = { ...process.env, ...(reportFile ? { LIGHTHOUSE_REPORT: reportFile } : {}) };
  const { stdout } = await promisify(execFile)('node', args, { encoding: 'utf8', timeout: 180_000, env });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as LighthouseResult;
}
