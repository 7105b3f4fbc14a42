import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * `npm test`: ESLint, oxlint, Prettier's check, the type check and Vitest, started together. Each is one
 * process that mostly keeps one core busy for a while (Vitest runs a worker more than the cores), and
 * started one after another they left a core idle for most of the run. Each step's output is
 * printed whole when it ends, so none is mixed with another's; the exit code is 1 if any failed.
 */
interface Step {
  name: string;
  /** An executable's path. */
  command: string;
  args: string[];
  /** What in its output fails the step though the command passed: `npm test` prints results and nothing else. */
  stray?: { pattern: RegExp; why: string };
}

const MODULES = join(import.meta.dirname, '..', 'node_modules');
const bin = (name: string) => join(MODULES, '.bin', name);

const STEPS: Step[] = [
  { name: 'ESLint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
  // The lint rules that read types, on TypeScript 7 (decision 0022): a fifth of their CPU time in ESLint.
  { name: 'oxlint', command: bin('oxlint'), args: ['--type-aware', '--max-warnings=0'] },
  { name: 'Prettier', command: bin('prettier'), args: ['--check', '--cache', '--log-level=warn', '.'] },
  // TypeScript 7's native compiler (decision 0021): a fifth of TypeScript 6's CPU time.
  { name: 'type check', command: process.execPath, args: [join(MODULES, 'typescript-7', 'bin', 'tsc'), '--build'] },
  {
    name: 'Vitest',
    command: bin('vitest'),
    args: ['run'],
    // Vitest prints what a test logged under "stderr | file > test": each test project's setup fails
    // such a test, and this catches what was logged outside any test (a file's setup or teardown).
    stray: {
      pattern: /^\S*(?:stdout|stderr)\S* \|/m,
      why: 'Something was logged during the tests (above): `npm test` prints results only.',
    },
  },
];

interface Outcome {
  step: Step;
  ok: boolean;
  seconds: number;
  output: string;
}

function run(step: Step): Promise<Outcome> {
  const started = performance.now();
  const child = spawn(step.command, step.args, {
    // Colours as a terminal would show them, though the output is read through a pipe.
    env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    const end = (ok: boolean, extra = '') => {
      const output = Buffer.concat(chunks).toString() + extra;
      const stray = ok && step.stray?.pattern.test(output) ? `${step.stray.why}\n` : '';
      resolve({ step, ok: ok && !stray, seconds: (performance.now() - started) / 1000, output: output + stray });
    };
    child.on('error', (error) => end(false, `${error.message}\n`));
    child.on('close', (code, signal) => end(code === 0, signal ? `ended by ${signal}\n` : ''));
  });
}

console.log(`Running ${STEPS.map((step) => step.name).join(', ')} together…`);
const outcomes = await Promise.all(
  STEPS.map(async (step) => {
    const outcome = await run(step);
    const output = outcome.output.trimEnd();
    console.log(`\n${outcome.ok ? '✓' : '✗'} ${step.name} (${outcome.seconds.toFixed(0)} s)${output ? `\n${output}` : ''}`);
    return outcome;
  }),
);
const failed = outcomes.filter((outcome) => !outcome.ok);
console.log(`\nchecks: ${outcomes.length - failed.length} passed, ${failed.length} failed`);
if (failed.length > 0) {
  console.log(
    `Failed: ${failed.map((outcome) => `${outcome.step.name} (${[outcome.step.command, ...outcome.step.args].join(' ')})`).join(', ')}`,
  );
  process.exitCode = 1;
}
