import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { startMockApi, type RunningServer } from '../../support/spawn-server';

let api: RunningServer;

beforeAll(async () => {
  api = await startMockApi();
});

afterAll(() => api?.stop());

describe('npm run mock-api', () => {
  it('answers the interface over real HTTP, from the same handlers as the demo', async () => {
    const health = await fetch(`${api.url}/api/v1/health`);
    expect(await health.json()).toEqual({ service: 'meeting-records-api', status: 'ok' });

    const page = await fetch(`${api.url}/v1/me/meetings?limit=3`, { headers: { 'x-api-key': DEMO_API_KEY } });
    expect(page.status).toBe(200);
    const body = (await page.json()) as { meetings: unknown[]; nextCursor: string };
    expect(body.meetings).toHaveLength(3);
    expect(typeof body.nextCursor).toBe('string');

    expect((await fetch(`${api.url}/v1/me/meetings`)).status).toBe(401);
    expect((await fetch(`${api.url}/v1/me/meetings?limit=0`, { headers: { 'x-api-key': DEMO_API_KEY } })).status).toBe(400);
  });

  it('logs requests without their keys, and resets on request', async () => {
    await fetch(`${api.url}/__mock/reset`, { method: 'POST' });
    await fetch(`${api.url}/v1/me/tags`, { headers: { 'x-api-key': DEMO_API_KEY } });
    await fetch(`${api.url}/api/v1/health`);
    const log = (await (await fetch(`${api.url}/__mock/requests`)).json()) as unknown[];
    expect(log).toEqual([
      { method: 'GET', url: '/v1/me/tags', hadApiKey: true, status: 200 },
      { method: 'GET', url: '/api/v1/health', hadApiKey: false, status: 200 },
    ]);
    expect(JSON.stringify(log)).not.toContain(DEMO_API_KEY);
  });

  it('keeps deletions until reset', async () => {
    const headers = { 'x-api-key': DEMO_API_KEY };
    const first = (await (await fetch(`${api.url}/v1/me/meetings?limit=1`, { headers })).json()) as { meetings: { id: string }[] };
    const id = first.meetings[0]!.id;
    expect((await fetch(`${api.url}/v1/me/meetings/${id}`, { method: 'DELETE', headers })).status).toBe(200);
    expect((await fetch(`${api.url}/v1/me/meetings/${id}`, { headers })).status).toBe(404);
    await fetch(`${api.url}/__mock/reset`, { method: 'POST' });
    expect((await fetch(`${api.url}/v1/me/meetings/${id}`, { headers })).status).toBe(200);
  });
});
