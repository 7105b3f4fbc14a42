import { waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { recordRequests, sentTo } from '../support/request-log';
// The hand-over on `window` the page's inline start leaves for the early entry (its global type).
import type {} from '@/boot/started-in-the-page';

/**
 * src/boot/html-start.ts is the page's inline script: it runs as the HTML is parsed, before any file
 * of the app has arrived. Each test loads it afresh as a new page would, with the config the server
 * wrote into the page (or none), then the early entry, whose files arrive later.
 */
async function visit(served: { mode: string; apiBaseUrl: string } | null) {
  vi.resetModules();
  delete window.__MEETINGS_DASHBOARD_CONFIG__;
  delete window.__MEETINGS_SENT__;
  // A new page: the previous one's config is gone.
  document.querySelectorAll('meta[name="meetings-dashboard-config"]').forEach((old) => old.remove());
  const meta = document.createElement('meta');
  if (served) {
    meta.name = 'meetings-dashboard-config';
    meta.dataset.mode = served.mode;
    meta.dataset.apiBaseUrl = served.apiBaseUrl;
    document.head.append(meta);
  }
  onTestFinished(() => {
    meta.remove();
    delete window.__MEETINGS_DASHBOARD_CONFIG__;
    delete window.__MEETINGS_SENT__;
  });
  const { apiKeyStore } = await import('@/lib/session/api-key-store');
  apiKeyStore.save(DEMO_API_KEY, 'session');
  await import('@/boot/html-start');
  return {
    earlyEntryArrives: () => import('@/boot/early-request'),
    listFirstPage: async () => {
      const { configureApi } = await import('@/api/api-config');
      const { listMeetings } = await import('@/api/meetings');
      configureApi({ baseUrl: '', getApiKey: apiKeyStore.get });
      return listMeetings('me', { limit: 30 });
    },
  };
}

const listRequests = (sent: ReturnType<typeof recordRequests>) => sentTo(sent, '/v1/me/meetings');

describe("the page's inline start", () => {
  it('sends the first request from the config written into the page, before the early entry has arrived, and only once', async () => {
    const sent = recordRequests();
    const page = await visit({ mode: 'live', apiBaseUrl: '' });
    await waitFor(() => expect(listRequests(sent)).toHaveLength(1));
    // The early entry and the app read the served config from the start, without /runtime-config.js.
    expect(window.__MEETINGS_DASHBOARD_CONFIG__).toEqual({ mode: 'live', apiBaseUrl: '' });
    await page.earlyEntryArrives();
    expect((await page.listFirstPage()).meetings).toHaveLength(30);
    expect(listRequests(sent)).toHaveLength(1);
  });

  it('sends nothing in demo mode, nor without a config in the page (a static host: the early entry waits for the file)', async () => {
    await visit({ mode: 'demo', apiBaseUrl: '' });
    expect(window.__MEETINGS_DASHBOARD_CONFIG__).toEqual({ mode: 'demo', apiBaseUrl: '' });
    expect(window.__MEETINGS_SENT__).toBeUndefined();
    await visit(null);
    expect(window.__MEETINGS_DASHBOARD_CONFIG__).toBeUndefined();
    expect(window.__MEETINGS_SENT__).toBeUndefined();
  });
});
