import { defineConfig } from '@playwright/test';
import type { E2eOptions } from './test/e2e/support/fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/support/chromium';

/**
 * The browser suite (`npm run test:e2e`): the production build served by `npm run preview`, in demo
 * mode (MSW's service worker) and in live mode (the preview proxying to `npm run mock-api`), and by
 * nginx with deploy/nginx, driven in Debian's Chromium. Journeys run with the mouse, once more with the
 * keyboard alone, and through nginx (proxying, and with the API on another origin).
 * One worker: the live-mode tests share one mock API and read its request log.
 */
export default defineConfig<E2eOptions>({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './test/e2e/support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  // Never retried: a test that passes only on a second try is a broken test, and a retry would hide it.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'test-results/e2e-report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'en-US',
    timezoneId: 'America/Los_Angeles',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Journeys run in every project; @live-only tests (keys, the connect screen) only where there is a
  // key to ask for; everything else (screens, build) once, on demo data.
  // The nginx projects run the journeys through deploy/nginx, plus what that configuration promises.
  projects: [
    { name: 'demo', use: { mode: 'demo', input: 'mouse' }, grepInvert: /@live-only|@nginx|@cross-origin/ },
    { name: 'live', use: { mode: 'live', input: 'mouse' }, grep: /@journey|@live-only/ },
    { name: 'live-keyboard', use: { mode: 'live', input: 'keyboard' }, grep: /@journey/ },
    { name: 'nginx', use: { mode: 'live', input: 'mouse', server: 'nginx' }, grep: /@journey|@nginx/ },
    { name: 'nginx-cross-origin', use: { mode: 'live', input: 'mouse', server: 'nginx-cross-origin' }, grep: /@journey|@cross-origin/ },
  ],
});
