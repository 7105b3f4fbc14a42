import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const outDir = mkdtempSync(join(tmpdir(), 'meetings-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the production build', () => {
  // What a newcomer's first `npm run build` prints: the files it wrote, and no warning to puzzle over.
  it('prints no warning', { timeout: 180_000 }, async () => {
    // As from a shell: not the test runner's NODE_ENV=test and VITEST*, which make a development build.
    const shell = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));
    const { stdout, stderr } = await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      env: { ...shell, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    const output = `${stdout}\n${stderr}`;
    expect(output).toContain('built in');
    expect(output).not.toMatch(/PostCSS|TIMINGS|warn/i);
  });
});
