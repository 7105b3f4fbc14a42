import { DEMO_API_KEY } from '../../../src/mocks/api-keys';
import { runtimeConfigOfPage } from '../../../src/lib/session/runtime-config-in-page';
import { servedContentSecurityPolicy, servedPageContentSecurityPolicy } from '../../../src/serving/content-security-policy';
import { expect, test } from '../support/fixtures';
import { connectOutcome, expectSecurityHeaders } from '../support/nginx-checks';
import { rawRequest } from '../support/raw-request';

// The same build, served by nginx with deploy/nginx set to `direct` and an API base ending in /v1/:
// the browser calls the API on its own origin (the mock API's port). Nothing was rebuilt for it.
// (The `nginx-cross-origin` project, which also runs the delete journey this way: a DELETE, preflighted.)

test.describe('@cross-origin an API on another origin, set where the app is served', () => {
  test('the config written into the pages and the Content-Security-Policy headers name the API', async ({ appUrl, mockApi }) => {
    const page = await rawRequest(`${appUrl}/me/meetings`);
    // The base as configured, without its trailing /v1/.
    expect(runtimeConfigOfPage(page.decoded().toString())).toEqual({ mode: 'live', apiBaseUrl: mockApi.url });
    const origin = new URL(mockApi.url).origin;
    expectSecurityHeaders(page.headers, servedPageContentSecurityPolicy(origin), 'the app');
    expectSecurityHeaders((await rawRequest(`${appUrl}/favicon.svg`)).headers, servedContentSecurityPolicy(origin), 'a file');
  });

  test('the API answers the CORS preflight for the key header', async ({ appUrl, mockApi }) => {
    for (const method of ['GET', 'DELETE']) {
      const preflight = await rawRequest(`${mockApi.url}/v1/me/meetings/1`, {
        method: 'OPTIONS',
        headers: { origin: appUrl, 'access-control-request-method': method, 'access-control-request-headers': 'x-api-key' },
      });
      expect(preflight.status, method).toBeLessThan(300);
      expect([appUrl, '*'], method).toContain(preflight.headers['access-control-allow-origin']);
      expect(preflight.headers['access-control-allow-headers'], method).toMatch(/\bx-api-key\b/i);
      expect(preflight.headers['access-control-allow-methods'], method).toContain(method);
    }
  });

  test('the browser calls the API directly, the key goes only there, and the policy allows nothing else', async ({
    page,
    appUrl,
    open,
    connect,
    mockApi,
    pageRequests,
  }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    await open('/me/meetings');
    await connect();
    const rows = page.getByRole('list', { name: 'Meetings' }).getByRole('link');
    await expect(rows.first()).toBeVisible();
    await rows.first().click();
    await expect(page.getByRole('button', { name: 'Delete meeting' })).toBeVisible();

    const apiOrigin = new URL(mockApi.url).origin;
    const appOrigin = new URL(appUrl).origin;
    const keyed = pageRequests.filter((request) => request.headers['x-api-key'] !== undefined);
    expect(keyed.length).toBeGreaterThan(1);
    expect(new Set(keyed.map((request) => new URL(request.url).origin))).toEqual(new Set([apiOrigin]));
    const health = pageRequests.filter((request) => new URL(request.url).pathname === '/api/v1/health');
    expect(health.length).toBeGreaterThan(0);
    for (const request of health) {
      expect(new URL(request.url).origin).toBe(apiOrigin);
      expect(request.headers['x-api-key']).toBeUndefined();
    }
    // The app's own server was asked for the app only.
    const fromApp = pageRequests
      .filter((request) => new URL(request.url).origin === appOrigin)
      .map((request) => new URL(request.url).pathname);
    expect(fromApp.filter((path) => path.startsWith('/v1/') || path.startsWith('/api/'))).toEqual([]);
    const log = await mockApi.requests();
    expect(log.some((request) => request.url === '/v1/me/meetings?limit=30' && request.hadApiKey)).toBe(true);
    expect(JSON.stringify(pageRequests.map((request) => request.url))).not.toContain(DEMO_API_KEY);
    expect(refusals).toEqual([]);

    // The header names this API only: any other origin is still refused.
    expect(await connectOutcome(page, `${mockApi.url}/api/v1/health`)).toEqual({ fetched: true, violated: null });
    const elsewhere = `http://localhost:${new URL(mockApi.url).port}/api/v1/health`;
    expect(await connectOutcome(page, elsewhere)).toEqual({ fetched: false, violated: 'connect-src' });
  });

  test('its proxy still works with a base ending in /v1/, and never asks for /v1/v1', async ({ appUrl, mockApi }) => {
    expect((await rawRequest(`${appUrl}/v1/me/tags`, { headers: { 'x-api-key': DEMO_API_KEY } })).status).toBe(200);
    expect((await rawRequest(`${appUrl}/api/v1/health`)).status).toBe(200);
    expect((await mockApi.requests()).map((request) => request.url)).toEqual(['/v1/me/tags', '/api/v1/health']);
  });
});
