import { assertChromium } from '../../support/chromium';
import { startMockApi, startPreviewCommand } from '../../support/spawn-server';

/**
 * Starts, on free ports: `npm run mock-api`, `npm run preview` in live mode proxying to it, and
 * `npm run preview` in demo mode. Their URLs reach the tests through the environment.
 * (`npm run test:e2e` builds first, so the previews serve the current code.)
 */
export default async function globalSetup() {
  assertChromium();
  const mockApi = await startMockApi();
  const [live, demo] = await Promise.all([startPreviewCommand(mockApi.url), startPreviewCommand()]);
  process.env.E2E_MOCK_API_URL = mockApi.url;
  process.env.E2E_LIVE_URL = live.url;
  process.env.E2E_DEMO_URL = demo.url;
  return async () => {
    await Promise.all([live.stop(), demo.stop(), mockApi.stop()]);
  };
}
