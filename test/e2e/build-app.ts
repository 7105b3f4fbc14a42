/**
 * `npm run test:e2e`'s first step: `vite build`, as from a shell, its output shown as it comes and kept
 * in test-results/build/output.txt, where build.spec.ts reads what a newcomer's `npm run build` would
 * print. (The other half of `npm run build`, the app's type check, prints nothing when it passes and
 * runs in `npm test`.) Exits with the build's code.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { BUILD_OUTPUT } from './support/build-output';

const chunks: Buffer[] = [];
const build = spawn('npx', ['vite', 'build'], {
  env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
for (const stream of [build.stdout, build.stderr]) {
  stream.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    process.stdout.write(chunk);
  });
}
build.on('close', (code) => {
  mkdirSync(BUILD_OUTPUT.replace(/\/[^/]+$/, ''), { recursive: true });
  writeFileSync(BUILD_OUTPUT, Buffer.concat(chunks));
  process.exitCode = code ?? 1;
});
