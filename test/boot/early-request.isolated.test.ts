import { waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { db } from '@/mocks/data/db';
import { recordRequests, sentTo } from '../support/request-log';
import { useViewportWidth } from '../support/viewport-width';

/**
 * src/boot/early-request.ts runs as the page loads: each test loads it afresh (with the fetch layer it
 * hands its response to), as a new visit to the landing list in this tab would, while
 * `/runtime-config.js` has not arrived yet.
 */
async function visit() {
  vi.resetModules();
  // A new page: the previous visit's config and script are gone, this one's has not loaded yet.
  delete window.__MEETINGS_DASHBOARD_CONFIG__;
  document.querySelectorAll('script[src="/runtime-config.js"]').forEach((old) => old.remove());
  const script = document.createElement('script');
  script.src = '/runtime-config.js';
  document.head.append(script);
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  onTestFinished(() => {
    script.remove();
    delete window.__MEETINGS_DASHBOARD_CONFIG__;
  });
  const { apiKeyStore } = await import('@/lib/session/api-key-store');
  apiKeyStore.save(DEMO_API_KEY, 'session');
  await import('@/boot/early-request');
  const { configureApi } = await import('@/api/api-config');
  const { listMeetings } = await import('@/api/meetings');
  const { runtimeConfigReady } = await import('@/lib/session/runtime-config');
  const { whenIdle } = await import('@/lib/scheduling/when-idle');
  return {
    /** The server's config arrives; resolves once every script waiting for it has seen it. */
    serveConfig: async (config: { mode: string; apiBaseUrl?: string }) => {
      window.__MEETINGS_DASHBOARD_CONFIG__ = config;
      const ready = runtimeConfigReady();
      script.dispatchEvent(new Event('load'));
      await ready;
    },
    /** Resolves once the browser has been idle: what the page left for then has run (tasks run in order). */
    idle: () => new Promise<void>((resolve) => whenIdle(resolve)),
    /** The landing list's first page, asked for by the app through the fetch layer. */
    listFirstPage: () => {
      configureApi({ baseUrl: '', getApiKey: apiKeyStore.get });
      return listMeetings('me', { limit: 30 });
    },
  };
}

const listRequests = (sent: ReturnType<typeof recordRequests>) => sentTo(sent, '/v1/me/meetings');
/** The event that must come first: the list's request has reached the (mock) network (limit as in the setup's). */
const askedForFirstPage = (sent: ReturnType<typeof recordRequests>) => waitFor(() => expect(listRequests(sent)).toHaveLength(1));
const LIVE = { mode: 'live', apiBaseUrl: '' };

/** A visit in live mode, over: the tab remembers its config. */
async function earlierVisit(): Promise<void> {
  const first = await visit();
  await first.serveConfig(LIVE);
  await first.listFirstPage();
  await first.idle();
}

describe('the early request', () => {
  it('on a first visit starts from the served config, and the app adopts its answer', async () => {
    const sent = recordRequests();
    const page = await visit();
    await page.serveConfig(LIVE);
    await askedForFirstPage(sent);
    expect((await page.listFirstPage()).meetings).toHaveLength(30);
    expect(listRequests(sent)).toHaveLength(1);
  });

  it('on a return visit starts from the config the tab last ran with, without waiting for the served one', async () => {
    await earlierVisit();
    const sent = recordRequests();
    const again = await visit();
    // The served config has not arrived, and the first page is already on its way.
    await askedForFirstPage(sent);
    await again.serveConfig(LIVE);
    expect((await again.listFirstPage()).meetings).toHaveLength(30);
    expect(listRequests(sent)).toHaveLength(1);
  });

  it('cancels a request started on the remembered config when the served one differs', async () => {
    await earlierVisit();
    const sent = recordRequests();
    const again = await visit();
    await askedForFirstPage(sent);
    // Now served in demo mode (no early request there): the app's own request is not handed the guess.
    await again.serveConfig({ mode: 'demo' });
    expect((await again.listFirstPage()).meetings).toHaveLength(30);
    expect(listRequests(sent)).toHaveLength(2);
  });
});

describe('the demo mode mock API', () => {
  /** The early entry's tag, as the build writes it: the demo's mock API chunk named on it. */
  function earlyEntryTag(): string {
    const tag = Object.assign(document.createElement('script'), { type: 'module' });
    tag.dataset.demo = '/assets/browser-test.js';
    document.head.append(tag);
    onTestFinished(() => {
      tag.remove();
      document.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    });
    return tag.dataset.demo;
  }
  const preloaded = (href: string) => document.head.querySelectorAll(`link[rel="modulepreload"][href="${href}"]`).length;

  it('is asked for as soon as the served config says demo, beside the app, and once', async () => {
    const chunk = earlyEntryTag();
    const sent = recordRequests();
    const page = await visit();
    expect(preloaded(chunk)).toBe(0);
    await page.serveConfig({ mode: 'demo' });
    expect(preloaded(chunk)).toBe(1);
    // Demo mode makes no early request: the mock API is not running yet.
    expect(sent).toHaveLength(0);
  });

  it('is not asked for in live mode', async () => {
    const chunk = earlyEntryTag();
    const page = await visit();
    await page.serveConfig(LIVE);
    expect(preloaded(chunk)).toBe(0);
  });
});

/**
 * A cold visit to `url` in live mode: the early entry's requests, then the app's start for that URL
 * (its route prefetch, as main.tsx calls it), until every query it started has settled. What reached
 * the (mock) network, and the queries' outcome.
 */
async function openCold(url: string, earlyRequests: number) {
  window.history.replaceState(null, '', url);
  onTestFinished(() => window.history.replaceState(null, '', '/'));
  const sent = recordRequests();
  const page = await visit();
  await page.serveConfig(LIVE);
  // They have reached the network before the app exists (the app makes none of its own then).
  await waitFor(() => expect(sent).toHaveLength(earlyRequests));
  const { configureApi } = await import('@/api/api-config');
  const { apiKeyStore } = await import('@/lib/session/api-key-store');
  const { createQueryClient } = await import('@/lib/query/query-client');
  const { prefetchRoute } = await import('@/app/route-prefetch');
  configureApi({ baseUrl: '', getApiKey: apiKeyStore.get });
  const queryClient = createQueryClient();
  prefetchRoute(queryClient, window.location);
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  await page.idle();
  const queries = queryClient.getQueryCache().getAll();
  return {
    paths: sent.map((request) => `${request.url.pathname}${request.url.search}`),
    failed: queries.filter((query) => query.state.status !== 'success').length,
    loaded: queries.length,
  };
}

describe('the early requests of other screens', () => {
  const meeting = () => db.meetings()[0]!;

  it('a meeting’s URL asks for the meeting before the app starts, and the app adopts it', async () => {
    const opened = await openCold(`/me/meetings/${meeting().id}`, 1);
    expect(opened).toMatchObject({ failed: 0, loaded: 1, paths: [`/v1/me/meetings/${meeting().id}`] });
  });

  it('on a wide screen, the list beside the meeting too', async () => {
    useViewportWidth(1600);
    const opened = await openCold(`/workspace/meetings/${meeting().id}?member=${encodeURIComponent(db.me().email)}`, 2);
    expect(opened).toMatchObject({ failed: 0, loaded: 2 });
    expect(opened.paths.toSorted()).toEqual(
      [
        `/v1/workspace/meetings/${meeting().id}`,
        `/v1/workspace/meetings?limit=30&userEmail=${encodeURIComponent(db.me().email)}`,
      ].toSorted(),
    );
  });

  it('the task board asks for both columns’ first pages, with its filters', async () => {
    const opened = await openCold(`/me/tasks?meeting=${meeting().id}&from=2026-11-01`, 2);
    expect(opened).toMatchObject({ failed: 0, loaded: 2 });
    expect(new Set(opened.paths.map((path) => new URL(path, 'http://x').searchParams.get('completed')))).toEqual(
      new Set(['false', 'true']),
    );
    expect(
      opened.paths.every((path) => path.startsWith('/v1/me/tasks?limit=50&startDate=') && path.includes(`meetingId=${meeting().id}`)),
    ).toBe(true);
  });

  it('a search asks for its results', async () => {
    const opened = await openCold('/search?q=pricing&to=2026-11-20', 1);
    expect(opened).toMatchObject({ failed: 0, loaded: 1 });
    expect(opened.paths).toEqual([expect.stringMatching(/^\/v1\/me\/meetings\/search\?query=pricing&endDate=/)]);
  });

  it('asks for nothing a filter in the URL forbids: the app says what is wrong', async () => {
    const opened = await openCold('/workspace/tasks?member=not-an-address', 0);
    expect(opened).toMatchObject({ paths: [] });
  });
});
