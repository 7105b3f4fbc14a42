import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_PACKAGES, CANDIDATES, SHELL_PACKAGES, type Candidate } from './candidates';

const APP_DIR = join(import.meta.dirname, 'app');

/** Same folder every run, so an unchanged package.json skips the install (`--fresh` forces one). */
export const WORK_DIR = join(tmpdir(), 'chart-candidates-bench');

export interface Install {
  /** Seconds npm took; 0 when the previous install was reused. */
  seconds: number;
  /** npm's warnings (peer-dependency warnings among them), as it printed them. */
  warnings: string[];
  /** What `npm ls` finds wrong (an unmet or invalid peer dependency, say). */
  problems: string[];
  /** The versions installed: the candidates' packages and the shell's. */
  versions: Record<string, string>;
}

const PACKAGE_JSON = `${JSON.stringify(
  {
    name: 'chart-candidates-bench',
    private: true,
    type: 'module',
    dependencies: { ...SHELL_PACKAGES, ...Object.fromEntries(CANDIDATES.flatMap((c) => Object.entries(c.packages))) },
    devDependencies: BUILD_PACKAGES,
  },
  null,
  2,
)}\n`;

/**
 * Builds one candidate per build: the shell (index.html, shell.jsx) with `chart-candidate` aliased to
 * its entry, into dist/<name>/ served under /<name>/. Same target and modulepreload setting as the app.
 */
const VITE_CONFIG = `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const candidate = process.env.CANDIDATE;
export default defineConfig({
  root: 'app',
  base: \`/\${candidate}/\`,
  plugins: [react()],
  resolve: { alias: { 'chart-candidate': \`\${import.meta.dirname}/app/candidates/\${candidate}.jsx\` } },
  logLevel: 'warn',
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    outDir: \`../dist/\${candidate}\`,
    emptyOutDir: true,
    manifest: true,
  },
});
`;

/** The working folder with the candidates installed (reinstalled when their versions change) and the app copied in. */
export function prepareWorkspace({ fresh }: { fresh: boolean }): Install {
  mkdirSync(WORK_DIR, { recursive: true });
  const packageJsonPath = join(WORK_DIR, 'package.json');
  const installed = existsSync(join(WORK_DIR, 'node_modules')) && existsSync(packageJsonPath);
  const reuse = !fresh && installed && readFileSync(packageJsonPath, 'utf8') === PACKAGE_JSON;
  let seconds = 0;
  let warnings: string[] = [];
  if (!reuse) {
    rmSync(join(WORK_DIR, 'node_modules'), { recursive: true, force: true });
    rmSync(join(WORK_DIR, 'package-lock.json'), { force: true });
    writeFileSync(packageJsonPath, PACKAGE_JSON);
    const started = performance.now();
    const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=warn'], { cwd: WORK_DIR, encoding: 'utf8' });
    seconds = (performance.now() - started) / 1000;
    if (npm.status !== 0) throw new Error(`npm install failed in ${WORK_DIR}:\n${npm.stderr}`);
    warnings = `${npm.stdout}\n${npm.stderr}`.split('\n').filter((line) => /warn/i.test(line));
    writeFileSync(join(WORK_DIR, 'install-warnings.txt'), warnings.join('\n'));
  } else if (existsSync(join(WORK_DIR, 'install-warnings.txt'))) {
    warnings = readFileSync(join(WORK_DIR, 'install-warnings.txt'), 'utf8').split('\n').filter(Boolean);
  }
  rmSync(join(WORK_DIR, 'app'), { recursive: true, force: true });
  cpSync(APP_DIR, join(WORK_DIR, 'app'), { recursive: true });
  writeFileSync(join(WORK_DIR, 'vite.config.js'), VITE_CONFIG);
  return { seconds, warnings, ...listInstalled() };
}

function listInstalled(): Pick<Install, 'problems' | 'versions'> {
  // `npm ls` exits non-zero when it finds problems; its JSON says which.
  const ls = spawnSync('npm', ['ls', '--all', '--json'], { cwd: WORK_DIR, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const tree = JSON.parse(ls.stdout) as { problems?: string[]; dependencies?: Record<string, { version?: string }> };
  const versions = Object.fromEntries(Object.entries(tree.dependencies ?? {}).map(([name, dep]) => [name, dep.version ?? '?']));
  return { problems: tree.problems ?? [], versions };
}

/** One production build of the shell with this candidate's chart; returns its output folder. */
export function buildCandidate(candidate: Candidate): string {
  execFileSync(join(WORK_DIR, 'node_modules/.bin/vite'), ['build'], {
    cwd: WORK_DIR,
    stdio: 'inherit',
    env: { ...process.env, CANDIDATE: candidate.name },
  });
  return join(WORK_DIR, 'dist', candidate.name);
}
