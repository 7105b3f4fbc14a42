import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { createMockHttpServer } from '@/mocks/node/http-server';
import { runtimeConfigOfPage } from '@/lib/session/runtime-config-in-page';
import { startDevServer as startServer } from '../support/dev-server';
import type { InProcessServer } from '../support/preview-server';

const mockApi = createMockHttpServer();
let mockUrl = '';
let dev: InProcessServer | null = null;

beforeAll(async () => {
  await new Promise<void>((resolve) => mockApi.listen(0, '127.0.0.1', resolve));
  mockUrl = `http://127.0.0.1:${(mockApi.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await dev?.close();
  dev = null;
});

afterAll(() => new Promise<void>((resolve) => mockApi.close(() => resolve())));

/** `API_BASE_URL=… npm run dev`, in-process: the same vite.config.ts, on a free port. */
async function startDevServer(apiBaseUrl?: string): Promise<string> {
  dev = await startServer(apiBaseUrl);
  return dev.url;
}

/** The config the dev server wrote into the app's page. */
async function servedConfig(app: string) {
  return runtimeConfigOfPage(await (await fetch(`${app}/me/meetings`)).text());
}

async function mockLog(): Promise<{ url: string; hadApiKey: boolean }[]> {
  return (await (await fetch(`${mockUrl}/__mock/requests`)).json()) as { url: string; hadApiKey: boolean }[];
}

describe('live mode: the dev server proxies to API_BASE_URL', () => {
  it.each(['', '/v1', '/v1/'])('with a base ending in %j', async (suffix) => {
    await fetch(`${mockUrl}/__mock/reset`, { method: 'POST' });
    const app = await startDevServer(`${mockUrl}${suffix}`);

    expect(await servedConfig(app)).toEqual({ mode: 'live', apiBaseUrl: '' });

    const tags = await fetch(`${app}/v1/me/tags`, { headers: { 'x-api-key': DEMO_API_KEY } });
    expect(tags.status).toBe(200);
    expect(((await tags.json()) as { tags: unknown[] }).tags.length).toBeGreaterThan(0);

    const health = await fetch(`${app}/api/v1/health`);
    expect(await health.json()).toEqual({ service: 'meeting-records-api', status: 'ok' });

    expect(await mockLog()).toEqual([
      expect.objectContaining({ url: '/v1/me/tags', hadApiKey: true }),
      expect.objectContaining({ url: '/api/v1/health', hadApiKey: false }),
    ]);
  });

  it('passes the API’s errors through unchanged, but for a reason phrase of its own (it may carry the key)', async () => {
    const app = await startDevServer(mockUrl);
    expect((await fetch(`${app}/v1/me/meetings`)).status).toBe(401);
    onTestFinished(async () => void (await fetch(`${mockUrl}/__mock/reset`, { method: 'POST' })));
    await fetch(`${mockUrl}/__mock/scenario`, {
      method: 'POST',
      body: JSON.stringify({ fault: 'status', path: '/v1/me/tags', status: 400, statusText: 'Refused for {key}' }),
    });
    const refused = await fetch(`${app}/v1/me/tags`, { headers: { 'x-api-key': DEMO_API_KEY } });
    expect([refused.status, refused.statusText]).toEqual([400, 'Bad Request']);
  });

  it('survives an API answer it cannot parse (more body than its Content-Length): a 502, and the server goes on', async () => {
    const malformed = createHttpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '10' });
      res.end('{"meetings":[],"nextCursor":null} and more than was promised');
    });
    await new Promise<void>((resolve) => malformed.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => malformed.close(() => resolve())));
    const app = await startDevServer(`http://127.0.0.1:${(malformed.address() as AddressInfo).port}`);
    for (let i = 0; i < 3; i += 1) {
      expect((await fetch(`${app}/v1/me/meetings`, { headers: { 'x-api-key': DEMO_API_KEY } })).status).toBe(502);
    }
    expect((await fetch(`${app}/me/meetings`)).status).toBe(200);
  });

  it('serves demo mode when API_BASE_URL is not set', async () => {
    const app = await startDevServer();
    expect(await servedConfig(app)).toEqual({ mode: 'demo', apiBaseUrl: '' });
  });

  it('refuses an API_BASE_URL that is not an http(s) URL, saying what to set', async () => {
    await expect(startDevServer('api.example.com')).rejects.toThrow(/API_BASE_URL must be an absolute http\(s\) URL/);
  });
});
