import { existsSync, readFileSync } from 'node:fs';
import { DEMO_API_KEY } from '../../../src/mocks/api-keys';
import { runtimeConfigOfPage, withRuntimeConfig } from '../../../src/lib/session/runtime-config-in-page';
import {
  buildContentSecurityPolicy,
  servedContentSecurityPolicy,
  servedPageContentSecurityPolicy,
} from '../../../src/serving/content-security-policy';
import * as appScreens from '@/screens/screen-list';
import { preloadPageFor } from '../../../src/serving/preload-pages-plugin';
import { expect, test, type MockApi } from '../support/fixtures';
import { connectOutcome, expectSecurityHeaders } from '../support/nginx-checks';
import { rawRequest } from '../support/raw-request';

// What deploy/nginx promises, checked against the running server: the `nginx` project, which serves
// dist/ with the repo's files and proxies to the mock API. (The keyboard's journeys run through it too:
// see the projects in playwright.config.ts.)

const POLICY = servedContentSecurityPolicy();
const PAGE_POLICY = servedPageContentSecurityPolicy();
const LIVE = { mode: 'live', apiBaseUrl: '' } as const;
const KEY = { 'x-api-key': DEMO_API_KEY };

async function firstMeetingId(mockApi: MockApi): Promise<string> {
  const { meetings } = await mockApi.get<{ meetings: { id: string }[] }>('/v1/me/meetings?limit=1');
  return meetings[0]!.id;
}

test.describe('@nginx deploy/nginx', () => {
  test('answers deep links on any route with the app, revalidated each time; reloads keep the screen', async ({
    page,
    appUrl,
    open,
    connect,
    mockApi,
  }) => {
    const id = await firstMeetingId(mockApi);
    const routes = [
      '/',
      '/me/meetings',
      `/me/meetings/${id}`,
      '/workspace/meetings?member=li.ming%40acme.example',
      '/workspace/tasks',
      '/me/TASKS/',
      '/search?q=mute',
      '/settings',
      '/no/such/page',
    ];
    for (const route of routes) {
      const response = await rawRequest(`${appUrl}${route}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status, route).toBe(200);
      expect(response.headers['content-type'], route).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], route).toBe('no-cache');
      // A lazy screen's URL gets its own page: index.html and links to the screen's code; the config
      // from the site's settings written in (live mode through this server), with no validators, so
      // that a change of settings reaches every visit.
      const served = preloadPageFor(appScreens, new URL(route, appUrl).pathname) ?? 'index.html';
      expect(response.decoded().toString(), `${route}: ${served}`).toBe(withRuntimeConfig(readFileSync(`dist/${served}`, 'utf8'), LIVE));
      expect(runtimeConfigOfPage(response.decoded().toString()), route).toEqual(LIVE);
      expect([response.headers.etag, response.headers['last-modified']], route).toEqual([undefined, undefined]);
    }

    await open('/me/meetings');
    await connect();
    const screens: [string, ReturnType<typeof page.getByRole>][] = [
      [`/me/meetings/${id}`, page.getByRole('button', { name: 'Delete meeting' })],
      ['/workspace/tasks', page.getByRole('heading', { level: 1, name: 'Workspace tasks' })],
      ['/search?q=mute', page.getByRole('heading', { level: 1, name: 'Search' })],
      ['/me/meetings?from=2026-06-01', page.getByRole('list', { name: 'Meetings' }).getByRole('link').first()],
      ['/no/such/page', page.getByRole('heading', { name: 'Page not found' })],
    ];
    for (const [route, shown] of screens) {
      await page.goto(`${appUrl}${route}`);
      await expect(shown, route).toBeVisible();
      await page.reload();
      await expect(shown, `${route}, reloaded`).toBeVisible();
    }
  });

  test('serves /assets/* precompressed and cached for good; an unknown asset is a 404, not the app', async ({ appUrl }) => {
    const html = readFileSync('dist/index.html', 'utf8');
    // The early entry's files, and the app's code it asks for.
    const assets = [...html.matchAll(/(?:src|href|data-app)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
    const precompressed = assets.filter((path) => existsSync(`dist${path}.gz`));
    expect(precompressed.length).toBeGreaterThanOrEqual(2);
    for (const path of assets) {
      const file = readFileSync(`dist${path}`);
      const response = await rawRequest(`${appUrl}${path}`, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.status, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type'], path).toMatch(path.endsWith('.css') ? /^text\/css/ : /javascript/);
      expect(response.headers.vary, path).toMatch(/accept-encoding/i);
      expect(response.decoded().equals(file), path).toBe(true);
      if (precompressed.includes(path)) {
        // The build's own copy, byte for byte: nginx did not compress it again.
        const encoding = response.headers['content-encoding'];
        expect(['br', 'gzip'], path).toContain(encoding);
        expect(response.body.equals(readFileSync(`dist${path}.${encoding === 'br' ? 'br' : 'gz'}`)), path).toBe(true);
      }
      // A client that accepts no compression gets the file itself.
      const plain = await rawRequest(`${appUrl}${path}`);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.body.equals(file), path).toBe(true);
    }

    const missing = await rawRequest(`${appUrl}/assets/nope.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(missing.decoded().toString()).not.toContain('<div id="root">');
  });

  test('serves the app-files service worker revalidated each time, as JavaScript', async ({ appUrl }) => {
    const response = await rawRequest(`${appUrl}/app-files-worker.js`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.decoded().equals(readFileSync('dist/app-files-worker.js'))).toBe(true);
  });

  test('sends the security headers on every kind of response, and the browser enforces them', async ({ page, appUrl, mockApi }) => {
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(readFileSync('dist/index.html', 'utf8'))![1]!;
    const id = await firstMeetingId(mockApi);
    // The pages: connections and framing (their scripts are the build's meta tag's); the rest: the files' policy.
    const responses: [string, Record<string, string>, number, string][] = [
      ['/', {}, 200, PAGE_POLICY],
      [`/me/meetings/${id}`, {}, 200, PAGE_POLICY],
      ['/settings', {}, 200, PAGE_POLICY],
      ['/no/such/page', {}, 200, PAGE_POLICY],
      ['/meeting.html', {}, 200, PAGE_POLICY],
      [asset, { 'accept-encoding': 'gzip' }, 200, POLICY],
      ['/favicon.svg', {}, 200, POLICY],
      ['/api/v1/health', {}, 200, POLICY],
      ['/v1/me/tags', {}, 401, POLICY],
      ['/assets/nope.js', {}, 404, POLICY],
      ['/v1/me/meetings/%2e%2e', KEY, 400, POLICY],
    ];
    for (const [path, headers, status, policy] of responses) {
      const response = await rawRequest(`${appUrl}${path}`, { headers });
      expect(response.status, path).toBe(status);
      expectSecurityHeaders(response.headers, policy, path);
    }
    // The page's own policy (a meta tag, the build's) allows its inline start by hash, and leaves
    // connections open: only the header restricts them. The browser refuses nothing of the page.
    const violations: string[] = [];
    page.on('console', (message) => void (/Content Security Policy/i.test(message.text()) && violations.push(message.text())));
    await page.goto(`${appUrl}/settings`);
    const meta = buildContentSecurityPolicy(readFileSync('dist/settings.html', 'utf8'));
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toBe(meta);
    expect(meta).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'; /);
    expect(meta).toContain('connect-src *');
    await expect(page.getByRole('heading', { level: 1, name: 'Connect to your meetings' })).toBeVisible();
    expect(violations).toEqual([]);

    // connect-src 'self': the app may call its own server, and nothing else.
    expect(await connectOutcome(page, `${appUrl}/api/v1/health`)).toEqual({ fetched: true, violated: null });
    expect(await connectOutcome(page, `${mockApi.url}/api/v1/health`)).toEqual({ fetched: false, violated: 'connect-src' });

    // frame-ancestors 'none': another site cannot frame the app.
    await page.goto(`${mockApi.url}/api/v1/health`);
    const refused = page.waitForEvent('console', (message) => /frame-ancestors 'none'/.test(message.text()));
    await page.setContent(`<iframe src="${appUrl}/settings" title="framed"></iframe>`);
    await refused;
  });

  test('proxies /v1/* and /api/v1/health to the API, compressed, and forwards nothing outside /v1', async ({ appUrl, mockApi }) => {
    const tags = await rawRequest(`${appUrl}/v1/me/tags`, { headers: { ...KEY, 'accept-encoding': 'gzip' } });
    expect(tags.status).toBe(200);
    expect(tags.headers['content-encoding']).toBe('gzip');
    expect((JSON.parse(tags.decoded().toString()) as { tags: unknown[] }).tags.length).toBeGreaterThan(0);
    expect((await rawRequest(`${appUrl}/v1/me/meetings?limit=2`, { headers: KEY })).status).toBe(200);
    // Health is public: a key sent to it anyway is not passed on.
    const health = await rawRequest(`${appUrl}/api/v1/health`, { headers: KEY });
    expect(JSON.parse(health.decoded().toString())).toEqual({ service: 'meeting-records-api', status: 'ok' });
    // The API's own errors come through unchanged.
    expect((await rawRequest(`${appUrl}/v1/me/tags`)).status).toBe(401);

    // An encoded dot segment is refused; a decoded one that leaves /v1 is a route of the app.
    expect((await rawRequest(`${appUrl}/v1/me/meetings/%2e%2e`, { headers: KEY })).status).toBe(400);
    const climbing = await rawRequest(`${appUrl}/v1/me/..%2f..%2f__mock/requests`, { headers: KEY });
    expect(climbing.decoded().toString()).toContain('<div id="root">');

    expect(await mockApi.requests()).toEqual([
      expect.objectContaining({ method: 'GET', url: '/v1/me/tags', hadApiKey: true, status: 200 }),
      expect.objectContaining({ method: 'GET', url: '/v1/me/meetings?limit=2', hadApiKey: true, status: 200 }),
      expect.objectContaining({ method: 'GET', url: '/api/v1/health', hadApiKey: false, status: 200 }),
      expect.objectContaining({ method: 'GET', url: '/v1/me/tags', hadApiKey: false, status: 401 }),
    ]);
  });

  test('serves the demo when told to (meetings_api_via demo): the sample data in the browser, no key, no API', async ({
    page,
    mockApi,
    stack,
  }) => {
    const demo = stack.nginxDemoUrl;
    const landing = await rawRequest(`${demo}/`);
    expect(runtimeConfigOfPage(landing.decoded().toString())).toEqual({ mode: 'demo', apiBaseUrl: '' });
    // The app runs its demo under the site's security headers: its service worker answers.
    await page.goto(`${demo}/me/meetings`);
    await expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('banner').getByText(/^Demo/)).toBeVisible();
    expect(await mockApi.requests()).toEqual([]);
  });

  test('finds health under an API mounted at /api, never /api/api', async ({ mockApi, stack }) => {
    const mounted = stack.nginxApiMountUrl;
    expect((await rawRequest(`${mounted}/api/v1/health`)).status).toBe(200);
    await rawRequest(`${mounted}/v1/me/tags`, { headers: KEY });
    expect((await mockApi.requests()).map((request) => request.url)).toEqual(['/api/v1/health', '/api/v1/me/tags']);
  });

  test('never writes the key to its logs: it travels in a header, not in a URL', async ({ page, open, connect, stack }) => {
    const accessLog = () => readFileSync(stack.nginxAccessLog, 'utf8');
    // The log is this worker's whole run's: this test's lines are those after what is there now.
    const before = accessLog().length;
    await open('/me/meetings');
    await connect();
    await expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link').first()).toBeVisible();
    // The log line is written as the response ends, which may be just after the browser has it.
    await expect.poll(() => accessLog().slice(before)).toMatch(/"GET \/v1\/me\/meetings\?limit=30 HTTP\/1\.1" 200 /);
    expect(accessLog()).not.toContain(DEMO_API_KEY);
    expect(readFileSync(stack.nginxErrorLog, 'utf8')).not.toContain(DEMO_API_KEY);
  });
});
