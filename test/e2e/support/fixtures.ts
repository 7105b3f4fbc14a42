import { test as base, expect, type ConsoleMessage, type Page, type Request } from '@playwright/test';
import { DEMO_API_KEY } from '../../../src/mocks/api-keys';
import { demoUrl, stackFor, type Stack } from './stacks';
import { createUi, type InputMode, type Ui } from './ui';

export interface E2eOptions {
  /** Which server the app runs on: demo (mock API in a service worker) or live (proxy to mock-api). */
  mode: 'demo' | 'live';
  input: InputMode;
  /**
   * What serves the app in live mode: `npm run preview`, or nginx with deploy/nginx, proxying to the
   * mock API or (cross-origin) telling the browser to call it directly.
   */
  server: 'preview' | 'nginx' | 'nginx-cross-origin';
}

export interface LoggedRequest {
  method: string;
  url: string;
  hadApiKey: boolean;
  status: number;
}

/** The mock API of live mode, seen from outside: its state, its request log, and direct reads. */
export interface MockApi {
  url: string;
  reset(): Promise<void>;
  /**
   * Turns on a fault (`{ fault, path, … }`, see src/mocks/scenarios/faults.ts) or a data scenario
   * (`{ data: name }`, see src/mocks/scenarios/data-scenarios.ts) until the next reset.
   */
  scenario(spec: Record<string, unknown>): Promise<void>;
  /** Every request the API received since the last reset, oldest first (keys are never logged). */
  requests(): Promise<LoggedRequest[]>;
  /** Reads the API directly with the demo key: the truth the UI is compared with. */
  get<T>(path: string): Promise<T>;
}

/** Every request the page made (to any origin), as the browser sent it. */
export interface PageRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
}

interface Fixtures {
  ui: Ui;
  /** The app's base URL in this project's mode. */
  appUrl: string;
  /** Opens a path; in live mode a first visit leads to the connect screen (see `connect`). */
  open: (path: string) => Promise<void>;
  /** Live mode: enters the demo key on the connect screen as a user would. Demo mode: nothing to do. */
  connect: () => Promise<void>;
  mockApi: MockApi;
  pageRequests: PageRequest[];
  /** Journeys (tagged @journey) end with no error in the page's console and no uncaught exception. */
  consoleErrors: string[];
}

const APP_URLS = { preview: 'liveUrl', nginx: 'nginxUrl', 'nginx-cross-origin': 'nginxCrossOriginUrl' } as const satisfies Record<
  E2eOptions['server'],
  keyof Stack
>;

async function enterKey(page: Page, ui: Ui, key: string): Promise<void> {
  await ui.fill(page.getByLabel('API key', { exact: true }), key);
  await ui.press(page.getByRole('button', { name: 'Check and save key' }));
}

interface WorkerFixtures {
  /** This worker's live-mode servers (support/stacks.ts). */
  stack: Stack;
}

/**
 * `E2E_CPU_THROTTLE=4`: each test's page runs its scripts that many times slower (Chrome's own CPU
 * throttling), as on a slow device or a host much busier than this one: a race the suite's host is
 * too fast to lose shows here (docs/testing.md, "Running as a slow host would"). One thing it changes
 * besides speed: with a second DevTools session attached, Chromium's navigator.onLine stays true under
 * `context.setOffline`, so the journey that opens the app offline fails in this mode alone.
 */
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? 1);

export const test = base.extend<Fixtures & E2eOptions, WorkerFixtures>({
  page: async ({ page }, use) => {
    // The session stays attached for as long as the throttling lasts.
    if (CPU_THROTTLE > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern: none.
  stack: [async ({}, use, workerInfo) => use(stackFor(workerInfo.parallelIndex)), { scope: 'worker' }],
  mode: ['demo', { option: true }],
  input: ['mouse', { option: true }],
  server: ['preview', { option: true }],
  ui: async ({ page, input }, use) => use(createUi(page, input)),
  appUrl: async ({ mode, server, stack }, use) => use(mode === 'demo' ? demoUrl() : stack[APP_URLS[server]]),
  open: async ({ page, appUrl }, use) => use(async (path) => void (await page.goto(`${appUrl}${path}`))),
  connect: async ({ page, mode, ui }, use) =>
    use(async () => {
      if (mode === 'demo') return;
      await expect(page.getByRole('heading', { level: 1, name: 'Connect to your meetings' })).toBeVisible();
      await enterKey(page, ui, DEMO_API_KEY);
      // Once the key is accepted, the app goes on to where the user was going.
      await expect(page.getByText('Connected: the key was accepted.')).toBeVisible();
      await expect(page).not.toHaveURL(/\/settings/);
    }),
  mockApi: [
    async ({ stack }, use) => {
      const url = stack.mockApiUrl;
      const api: MockApi = {
        url,
        reset: async () => void (await fetch(`${url}/__mock/reset`, { method: 'POST' })),
        scenario: async (spec) => {
          const response = await fetch(`${url}/__mock/scenario`, { method: 'POST', body: JSON.stringify(spec) });
          if (!response.ok) throw new Error(`The mock API refused the scenario: ${await response.text()}`);
        },
        requests: async () => (await (await fetch(`${url}/__mock/requests`)).json()) as LoggedRequest[],
        get: async <T>(path: string) => (await (await fetch(`${url}${path}`, { headers: { 'x-api-key': DEMO_API_KEY } })).json()) as T,
      };
      // Every test (the fixture is automatic) starts from the seeded data, no fault on and an empty log,
      // whether or not it reads the mock API: the test before may have deleted a meeting or left a
      // fault on. In demo mode the app does not use the mock API, but tests compare what they see with
      // it: it must hold the same seeded data as the page.
      await api.reset();
      await use(api);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      // The browser's own line for an answer that is not 2xx ("Failed to load resource: … 500") is the
      // network's, which several journeys cause on purpose; everything else is the app's.
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
      };
      const onPageError = (error: Error) => errors.push(`uncaught: ${error.message}`);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      await use(errors);
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      if (testInfo.tags.includes('@journey') || testInfo.title.includes('@journey')) {
        expect(errors, 'errors in the page during the journey').toEqual([]);
      }
    },
    { auto: true },
  ],
  pageRequests: async ({ page }, use) => {
    const requests: PageRequest[] = [];
    const record = (request: Request) => requests.push({ method: request.method(), url: request.url(), headers: request.headers() });
    page.on('request', record);
    await use(requests);
    page.off('request', record);
  },
});

export { expect };
export { enterKey };
