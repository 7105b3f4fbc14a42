import { http } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { FIRST_PAINT_ROWS } from '@/features/meetings/model/meeting-row-text';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { server } from '@/mocks/node/test-server';
import { faultHandler } from '@/mocks/scenarios/faults';
import { recordRequests, sentTo } from './support/request-log';

/**
 * src/early-request.ts runs as the page loads: each test loads it afresh (with the fetch layer it
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
  const { apiKeyStore } = await import('@/lib/api-key-store');
  apiKeyStore.save(DEMO_API_KEY, 'session');
  await import('@/early-request');
  const { configureApi } = await import('@/api/api-config');
  const { listMyMeetings } = await import('@/api/meetings');
  const { runtimeConfigReady } = await import('@/lib/runtime-config');
  const { whenIdle } = await import('@/lib/when-idle');
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
      return listMyMeetings({ limit: 30 });
    },
  };
}

const listRequests = (sent: ReturnType<typeof recordRequests>) => sentTo(sent, '/v1/me/meetings');
/** The event that must come first: the list's request has reached the (mock) network (limit as in the setup's). */
const askedForFirstPage = (sent: ReturnType<typeof recordRequests>) =>
  vi.waitFor(() => expect(listRequests(sent)).toHaveLength(1), { timeout: 15_000 });
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

/** The page's #root, where the early entry paints and the app renders. */
function addRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  onTestFinished(() => root.remove());
  return root;
}

/** What the app awaits before its first render; never giving up unless told to. */
async function appWaitsForFirstPaint(giveUp: () => Promise<unknown> = () => new Promise(() => {})): Promise<void> {
  const { firstPaintSettled } = await import('@/app/first-paint/pending-first-paint');
  await firstPaintSettled(giveUp);
}

const paintedRows = (root: HTMLElement) => root.querySelectorAll('[data-first-paint] main li a[href^="/me/meetings/"]');

/** Holds the answers to `path` back until the returned function is called; then they go on as usual. */
function holdAnswers(path: string): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('*', async ({ request }) => {
      if (new URL(request.url).pathname !== path) return undefined;
      await released;
      // Nothing returned: the default handler answers.
      return undefined;
    }),
  );
  onTestFinished(release);
  return release;
}

/**
 * Opens the landing list with its answer held back, starts the app's wait for the first paint, then
 * lets the answer go: the rows the early entry had painted when that wait ended.
 */
async function rowsPaintedWhenTheWaitEnds(open: () => Promise<unknown>): Promise<number> {
  const root = addRoot();
  const sent = recordRequests();
  const answer = holdAnswers('/v1/me/meetings');
  await open();
  await askedForFirstPage(sent);
  const waiting = appWaitsForFirstPaint();
  answer();
  await waiting;
  return paintedRows(root).length;
}

describe('the app’s first render on the landing list', () => {
  it('waits, on a return visit, until the early entry has painted the rows', async () => {
    await earlierVisit();
    expect(await rowsPaintedWhenTheWaitEnds(visit)).toBe(FIRST_PAINT_ROWS);
  });

  it('waits on a first visit too, once the served config has started the early request', async () => {
    expect(await rowsPaintedWhenTheWaitEnds(async () => (await visit()).serveConfig(LIVE))).toBe(FIRST_PAINT_ROWS);
  });

  it('renders anyway when the answer is slow, leaving the page to the app', async () => {
    await earlierVisit();
    holdAnswers('/v1/me/meetings');
    const root = addRoot();
    const sent = recordRequests();
    await visit();
    await askedForFirstPage(sent);
    await appWaitsForFirstPaint(() => Promise.resolve());
    expect(root.childElementCount).toBe(0);
  });

  it('does not wait when the request fails', async () => {
    await earlierVisit();
    server.use(faultHandler({ fault: 'status', path: '/v1/me/meetings', status: 503 }));
    const root = addRoot();
    await visit();
    await appWaitsForFirstPaint();
    expect(root.childElementCount).toBe(0);
  });

  it('does not wait where nothing is painted early: demo mode', async () => {
    const page = await visit();
    await page.serveConfig({ mode: 'demo' });
    await appWaitsForFirstPaint();
  });
});
