/**
 * Written into each built page as an inline script (src/serving/html-start-plugin.ts), allowed by its
 * hash in the page's Content-Security-Policy: it runs as the HTML is parsed, before any file of the
 * app has arrived, and sends the first screen's requests (decision 0017). It reads the config that
 * whoever serves the page wrote into it (`<meta name="meetings-dashboard-config">`, in place of the
 * `/runtime-config.js` script); a page without one (a static host that ships runtime-config.js) leaves
 * everything to the early entry, a round trip later, as before.
 */
import { buildRequest } from '@/api/build-request';
import { apiKeyStore } from '@/lib/session/api-key-store';
import { isWideViewport } from '@/lib/browser/wide-viewport-query';
import { readRuntimeConfig, SERVED_CONFIG_META } from '@/lib/session/runtime-config';
import { earlyRequestsFor } from './first-screen-requests';
import { sendForTheEarlyEntry } from './started-in-the-page';

function startFromThePage(meta: HTMLMetaElement): void {
  const config = readRuntimeConfig({ mode: meta.dataset.mode, apiBaseUrl: meta.dataset.apiBaseUrl });
  // The early entry and the app read it from here, as they would have from /runtime-config.js.
  window.__MEETINGS_DASHBOARD_CONFIG__ = config;
  const apiKey = apiKeyStore.get();
  if (config.mode !== 'live' || !apiKey) return;
  for (const target of earlyRequestsFor(window.location, isWideViewport())) {
    const { url, init } = buildRequest(target.operation, target, { baseUrl: config.apiBaseUrl, apiKey });
    sendForTheEarlyEntry(url, init);
  }
}

const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SERVED_CONFIG_META}"]`);
try {
  if (meta) startFromThePage(meta);
} catch {
  // Anything odd (an invalid filter in the URL): the early entry and the app take it from here.
}
