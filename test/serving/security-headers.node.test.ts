import { afterEach, describe, expect, it } from 'vitest';
import {
  DEV_CONTENT_SECURITY_POLICY,
  servedContentSecurityPolicy,
  servedPageContentSecurityPolicy,
} from '@/serving/content-security-policy';
import { securityHeaders } from '@/serving/security-headers';
import { startDevServer } from '../support/dev-server';
import { previewOfFiles } from '../support/preview-server';

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

async function headersOf(url: string): Promise<Record<string, string | null>> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return Object.fromEntries(
    ['Content-Security-Policy', 'Referrer-Policy', 'X-Content-Type-Options'].map((name) => [name, response.headers.get(name)]),
  );
}

describe('the dev and preview servers send the security headers of a production server', () => {
  it('npm run dev: the served policy, with inline scripts and styles allowed for hot reload', async () => {
    const dev = await startDevServer();
    stops.push(dev.close);
    const { url } = dev;
    expect(DEV_CONTENT_SECURITY_POLICY).toBe(
      servedContentSecurityPolicy()
        .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
        .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
    );
    for (const path of ['/', '/me/meetings', '/src/main.tsx']) {
      expect(await headersOf(`${url}${path}`), path).toEqual(securityHeaders(DEV_CONTENT_SECURITY_POLICY));
    }
  });

  it('npm run preview: exactly what deploy/nginx sends when it proxies the API', async () => {
    // Any built site will do: the headers depend only on whether a page is served.
    const server = await previewOfFiles({ 'index.html': '<!doctype html><title>x</title>', 'app.js': 'export {};' });
    stops.push(server.close);
    const { url } = server;
    // A page's scripts are its meta tag's (the build's): the header says what only the server knows.
    for (const path of ['/', '/me/meetings/123', '/index.html']) {
      expect(await headersOf(`${url}${path}`), path).toEqual(securityHeaders(servedPageContentSecurityPolicy()));
    }
    for (const path of ['/app.js', '/missing.js']) {
      expect(await headersOf(`${url}${path}`), path).toEqual(securityHeaders(servedContentSecurityPolicy()));
    }
    expect(servedContentSecurityPolicy()).toBe(
      `default-src 'self'; script-src 'self'; style-src 'self'; ${servedPageContentSecurityPolicy()}`,
    );
  });
});
