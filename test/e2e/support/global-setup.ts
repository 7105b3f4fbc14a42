import { assertChromium } from '../../support/chromium';
import { startMockApi, startPreviewCommand } from '../../support/spawn-server';
import { startNginx } from './nginx-server';

/**
 * Starts, on free ports: `npm run mock-api`, `npm run preview` in live mode proxying to it, and
 * `npm run preview` in demo mode; and nginx with deploy/nginx, in front of the same mock API (see
 * nginx-server.ts). Their URLs reach the tests through the environment.
 * (`npm run test:e2e` builds first, so the servers serve the current code.)
 */
export default async function globalSetup() {
  assertChromium();
  const mockApi = await startMockApi();
  const servers = await Promise.allSettled([
    startPreviewCommand(mockApi.url),
    startPreviewCommand(),
    // Proxying; the browser calling the API on its own origin (a base ending in /v1/); an API mounted
    // under /api; the demo.
    startNginx([
      { apiBase: mockApi.url, via: 'proxy' },
      { apiBase: `${mockApi.url}/v1/`, via: 'direct' },
      { apiBase: `${mockApi.url}/api`, via: 'proxy' },
      { apiBase: 'https://api.example.com', via: 'demo' },
    ]),
  ] as const);
  const [live, demo, nginx] = servers;
  if (live.status === 'rejected' || demo.status === 'rejected' || nginx.status === 'rejected') {
    // No teardown runs after a failed setup: stop what did start.
    await Promise.all([...servers.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)), mockApi.stop()]);
    throw servers.find((s) => s.status === 'rejected')?.reason;
  }
  process.env.E2E_MOCK_API_URL = mockApi.url;
  process.env.E2E_LIVE_URL = live.value.url;
  process.env.E2E_DEMO_URL = demo.value.url;
  [process.env.E2E_NGINX_URL, process.env.E2E_NGINX_CROSS_ORIGIN_URL, process.env.E2E_NGINX_API_MOUNT_URL, process.env.E2E_NGINX_DEMO_URL] =
    nginx.value.urls;
  process.env.E2E_NGINX_ACCESS_LOG = nginx.value.accessLog;
  process.env.E2E_NGINX_ERROR_LOG = nginx.value.errorLog;
  return async () => {
    await Promise.all([live.value.stop(), demo.value.stop(), nginx.value.stop(), mockApi.stop()]);
  };
}
