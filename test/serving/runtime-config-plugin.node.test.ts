import { afterEach, describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_SCRIPT, SERVED_CONFIG_PLACE, withServedConfig } from '@/serving/runtime-config-plugin';
import { previewOfFiles } from '../support/preview-server';

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

const page = (configTag: string) => `<!doctype html><head>${configTag}<script>start()</script></head><body><div id="root"></div></body>`;

describe('npm run preview writes the config into each page it serves', () => {
  it('in place of the tag the build marked, on every route of the app and every page, compressed or not', async () => {
    const built = page(SERVED_CONFIG_PLACE);
    const server = await previewOfFiles({ 'index.html': built, 'meeting.html': built, 'assets/app-1.js': 'export {};' });
    stops.push(server.close);
    const served = withServedConfig(built, { mode: 'demo', apiBaseUrl: '' });
    expect(served).toContain('<meta name="meetings-dashboard-config" data-mode="demo" data-api-base-url="">');
    expect(served).not.toContain('runtime-config.js');
    for (const path of ['/', '/me/meetings', '/index.html', '/meeting.html']) {
      for (const encoding of ['gzip', 'identity']) {
        const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html', 'accept-encoding': encoding } });
        expect(await response.text(), `${path}, ${encoding}`).toBe(served);
        expect(response.headers.get('cache-control'), path).toBe('no-cache');
      }
    }
    // Not a page: served as it is.
    expect(await (await fetch(`${server.url}/assets/app-1.js`)).text()).toBe('export {};');
  });

  it('leaves a page without the mark alone: a build without the inline start loads /runtime-config.js', async () => {
    const built = page(RUNTIME_CONFIG_SCRIPT);
    const server = await previewOfFiles({ 'index.html': built });
    stops.push(server.close);
    expect(await (await fetch(`${server.url}/me/meetings`, { headers: { accept: 'text/html' } })).text()).toBe(built);
  });

  it('escapes what it writes into the attribute', () => {
    expect(withServedConfig(SERVED_CONFIG_PLACE, { mode: 'live', apiBaseUrl: 'https://a.example/"<&' })).toBe(
      '<meta name="meetings-dashboard-config" data-mode="live" data-api-base-url="https://a.example/&quot;&lt;&amp;">',
    );
  });
});
