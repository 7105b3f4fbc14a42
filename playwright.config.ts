import { defineConfig } from '@playwright/test';
import type { E2eOptions } from './test/e2e/support/fixtures';
import { CHROMIUM_ARGS, E2E_CHROMIUM } from './test/support/chromium';

/**
 * The browser suite (`npm run test:e2e`): the production build served by `npm run preview`, in demo
 * mode (MSW's service worker) and in live mode (the preview proxying to `npm run mock-api`), and by
 * nginx with deploy/nginx, driven in Debian's Chromium. Every journey runs with the mouse in `live`;
 * through nginx, with the keyboard alone, run the keyboard-first journeys and one journey per screen
 * over its main controls (@keyboard).
 * Workers run in parallel, each with its own mock API and the servers in front of it
 * (test/e2e/support/stacks.ts): live-mode tests reset it, turn its faults on and read its request log.
 */
export default defineConfig<E2eOptions>({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './test/e2e/support/global-setup.ts',
  // Four, on a 2-core host: a test waits on its page, its servers and Playwright in turn, so two left
  // CPU time to whatever else ran; beside two CPU-bound processes four took 9.1 minutes, two 10.3
  // (decision 0020). Each worker has its own servers (support/stacks.ts).
  workers: 4,
  fullyParallel: true,
  // Never retried: a test that passes only on a second try is a broken test, and a retry would hide it.
  retries: 0,
  // Every wait ends on what the page shows; these limits only catch what would never end, and are
  // set for a slow 2-core host running four workers beside other CPU-bound work (docs/testing.md).
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['html', { outputFolder: 'test-results/e2e-report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: E2E_CHROMIUM.path, args: CHROMIUM_ARGS },
    locale: 'en-US',
    timezoneId: 'America/Los_Angeles',
    viewport: { width: 1280, height: 800 },
    // No trace: recording one snapshots the page at every step, whether or not the test fails, and
    // cost a fifth of an ordinary test's time and two thirds of one over a heavy page. A failure
    // keeps its screenshot and the page's accessibility tree; `--trace on` records one when needed.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // Each project runs what it exists for, and nothing twice that proves nothing new:
  // - demo: what demo mode promises, on its service worker's data: every screen (accessibility,
  //   widths, deleting and undoing among them; pictures with UPDATE_SCREENSHOTS=1), the build, and the app failing to load;
  //   not the journeys, whose code is the same as live mode's but for where the API answers;
  // - live: every journey with the mouse, and what needs a key to ask for or a mock API to misbehave
  //   (@live-only), through `npm run preview`'s proxy; not the keyboard-first journeys (@keyboard-only);
  // - nginx: with the keyboard alone, through deploy/nginx proxying to the API: the keyboard-first
  //   journeys (@keyboard-only), one journey per screen over its main controls (@keyboard), and what
  //   that configuration promises (@nginx). Not every journey again: the others' keyboard way is the
  //   same Tab and Enter over the same controls, and nginx serves them as it serves these;
  // - nginx-cross-origin: what an API on another origin promises (@cross-origin): the key goes to
  //   that origin alone, reads and (the delete journey) a DELETE with its preflight.
  projects: [
    { name: 'demo', use: { mode: 'demo', input: 'mouse' }, grepInvert: /@journey|@live-only|@nginx|@cross-origin/ },
    { name: 'live', use: { mode: 'live', input: 'mouse' }, grep: /@journey|@live-only/, grepInvert: /@keyboard-only/ },
    { name: 'nginx', use: { mode: 'live', input: 'keyboard', server: 'nginx' }, grep: /@keyboard|@nginx/ },
    { name: 'nginx-cross-origin', use: { mode: 'live', input: 'mouse', server: 'nginx-cross-origin' }, grep: /@cross-origin/ },
  ],
});
