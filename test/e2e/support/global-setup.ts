import type { FullConfig } from '@playwright/test';
import { assertChromium, E2E_CHROMIUM } from '../../support/chromium';
import { startMockApi, startPreviewCommand, type RunningServer } from '../../support/spawn-server';
import { startNginx, type RunningNginx } from './nginx-server';
import { publishServers, type Stack } from './stacks';

interface RunningStack {
  stack: Stack;
  stop: () => Promise<void>;
}

/** Resolves with every value, or stops what did start and rejects with the first failure. */
async function allOrStop<T extends { stop: () => Promise<void> }>(starting: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(starting);
  const started = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = settled.find((s) => s.status === 'rejected');
  if (!failed) return started;
  await Promise.all(started.map((server) => server.stop()));
  throw failed.reason;
}

/**
 * One worker's servers: `npm run mock-api`, `npm run preview` in live mode proxying to it, and nginx
 * with deploy/nginx in front of it (proxying; the browser calling the API on its own origin, a base
 * ending in /v1/; an API mounted under /api), its configuration and logs in test-results/nginx/<n>.
 */
async function startStack(index: number): Promise<RunningStack> {
  const mockApi = await startMockApi();
  let started: [RunningServer, RunningNginx];
  try {
    started = (await allOrStop<RunningServer | RunningNginx>([
      startPreviewCommand(mockApi.url),
      startNginx(
        [
          { apiBase: mockApi.url, via: 'proxy' },
          { apiBase: `${mockApi.url}/v1/`, via: 'direct' },
          { apiBase: `${mockApi.url}/api`, via: 'proxy' },
          { apiBase: 'https://api.example.com', via: 'demo' },
        ],
        { prefix: `test-results/nginx/${index}` },
      ),
    ])) as [RunningServer, RunningNginx];
  } catch (error) {
    await mockApi.stop();
    throw error;
  }
  const [live, nginx] = started;
  const [nginxUrl, nginxCrossOriginUrl, nginxApiMountUrl, nginxDemoUrl] = nginx.urls as [string, string, string, string];
  return {
    stack: {
      mockApiUrl: mockApi.url,
      liveUrl: live.url,
      nginxUrl,
      nginxCrossOriginUrl,
      nginxApiMountUrl,
      nginxDemoUrl,
      nginxAccessLog: nginx.accessLog,
      nginxErrorLog: nginx.errorLog,
    },
    stop: async () => {
      await Promise.all([live.stop(), nginx.stop()]);
      await mockApi.stop();
    },
  };
}

/**
 * Starts, on free ports, `npm run preview` in demo mode, and one stack of live-mode servers per
 * worker (stacks.ts). Their URLs reach the tests through the environment.
 * (`npm run test:e2e` builds first, so the servers serve the current code.)
 */
export default async function globalSetup(config: FullConfig) {
  assertChromium(E2E_CHROMIUM);
  const [demo, ...stacks] = await allOrStop<RunningServer | RunningStack>([
    startPreviewCommand(),
    ...Array.from({ length: config.workers }, (_, index) => startStack(index)),
  ]);
  publishServers({ demoUrl: (demo as RunningServer).url, stacks: (stacks as RunningStack[]).map((running) => running.stack) });
  return async () => {
    await Promise.all([demo!, ...stacks].map((running) => running.stop()));
  };
}
