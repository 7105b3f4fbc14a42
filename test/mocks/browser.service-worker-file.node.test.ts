import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * The demo's service worker is committed in public/ (msw's install script, which would copy it
 * there, is not allowed to run: see allowScripts in package.json). MSW refuses a worker from another
 * version, so the committed file must be the one the installed msw ships.
 */
describe('public/mockServiceWorker.js', () => {
  it('is the worker of the installed msw (after upgrading msw: npx msw init public, and commit it)', () => {
    const installed = readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8');
    const committed = readFileSync('public/mockServiceWorker.js', 'utf8');
    expect(committed === installed, 'public/mockServiceWorker.js differs from msw/mockServiceWorker.js').toBe(true);
  });
});
