import { waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { db } from '@/mocks/data/db';
import type {} from '@/boot/first-requests';
import { recordRequests, sentTo } from '../support/request-log';
import { useViewportWidth } from '../support/viewport-width';

type Mode = 'live' | 'demo';

/**
 * A built page as it loads: the config its server wrote into it, then its inline start
 * (src/boot/page-start.ts, unless the page's policy refused it), then the early entry
 * (src/boot/early-request.ts), each loaded afresh (with the fetch layer they hand responses to), as a
 * new visit in this tab would.
 */
async function visit(mode: Mode, { inlineStart = true, beforeEarlyEntry = () => {} } = {}) {
  vi.resetModules();
  const { runtimeConfigElement } = await import('@/lib/session/runtime-config-in-page');
  const holder = document.createElement('div');
  holder.innerHTML = runtimeConfigElement({ mode, apiBaseUrl: '' });
  const element = holder.firstElementChild!;
  document.head.append(element);
  onTestFinished(() => {
    element.remove();
    delete window.__MEETINGS_FIRST_REQUESTS__;
    const keys = window.__MEETINGS_EARLY_KEYS__;
    if (keys?.listener) document.removeEventListener('keydown', keys.listener);
    delete window.__MEETINGS_EARLY_KEYS__;
  });
  const { apiKeyStore } = await import('@/lib/session/api-key-store');
  apiKeyStore.save(DEMO_API_KEY, 'session');
  /** What the inline start handed over, before the early entry takes it. */
  let handedOver: string[] | undefined;
  if (inlineStart) {
    await import('@/boot/page-start');
    handedOver = window.__MEETINGS_FIRST_REQUESTS__?.map((request) => request.url);
    // Built on its own: the page's start shares no module with the early entry and the app.
    vi.resetModules();
  }
  beforeEarlyEntry();
  await import('@/boot/early-request');
  const { configureApi } = await import('@/api/api-config');
  const { listMeetings } = await import('@/api/meetings');
  const { whenIdle } = await import('@/lib/scheduling/when-idle');
  return {
    handedOver,
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

describe('the first request', () => {
  it('is sent by the page’s inline start, from the config written into the page; the early entry and the app adopt it', async () => {
    const sent = recordRequests();
    const page = await visit('live');
    expect(page.handedOver).toEqual([expect.stringMatching(/^\/v1\/me\/meetings\?limit=30$/)]);
    await askedForFirstPage(sent);
    expect((await page.listFirstPage()).meetings).toHaveLength(30);
    expect(listRequests(sent)).toHaveLength(1);
    // Handed over once: nothing is left for a later page's code to adopt.
    expect(window.__MEETINGS_FIRST_REQUESTS__).toBeUndefined();
  });

  it('is sent by the early entry where the inline start did not run (a policy that refused it), and adopted all the same', async () => {
    const sent = recordRequests();
    const page = await visit('live', { inlineStart: false });
    expect(page.handedOver).toBeUndefined();
    await askedForFirstPage(sent);
    expect((await page.listFirstPage()).meetings).toHaveLength(30);
    expect(listRequests(sent)).toHaveLength(1);
  });

  it('is not sent in demo mode: the mock API is not running yet', async () => {
    const sent = recordRequests();
    const page = await visit('demo');
    expect(page.handedOver).toEqual([]);
    await page.idle();
    expect(sent).toHaveLength(0);
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

  it('is asked for at once when the page says demo, beside the app, and once', async () => {
    const chunk = earlyEntryTag();
    await visit('demo');
    expect(preloaded(chunk)).toBe(1);
  });

  it('is not asked for in live mode', async () => {
    const chunk = earlyEntryTag();
    await visit('live');
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
  const page = await visit('live');
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

describe('shortcut keys pressed before the app runs', () => {
  it('are kept from the page’s start on, once, for the app to replay (its own copy of the code)', async () => {
    const press = (key: string) => document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    // Pressed on the first rows the page's start showed, before the early entry's code is in.
    await visit('live', { beforeEarlyEntry: () => press('j') });
    const heard: string[] = [];
    const listen = (event: KeyboardEvent) => heard.push(event.key);
    // The app's copy of the code, as a chunk of its own would load it.
    const { rememberEarlyKeys } = await import('@/lib/keyboard/early-keys');
    const kept = vi.fn();
    const keys = rememberEarlyKeys(kept);
    expect(kept).toHaveBeenCalledTimes(1);
    document.addEventListener('keydown', listen);
    onTestFinished(() => document.removeEventListener('keydown', listen));
    keys.replay();
    expect(heard).toEqual(['j']);
    // Kept no more: the app's shortcuts have the keys from now on.
    press('k');
    expect(kept).toHaveBeenCalledTimes(1);
  });
});
