import { brotliCompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { previewOfFiles } from '../support/preview-server';

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

/** `npm run preview` of a built site with one asset the build compresses and one too small to. */
async function previewOf(files: Record<string, string | Buffer>): Promise<string> {
  const server = await previewOfFiles(files);
  stops.push(server.close);
  return server.url;
}

describe('npm run preview serves the build as a production server does', () => {
  it('caches every hashed asset for good, compressed or too small to be', async () => {
    const large = `export const text = '${'meeting '.repeat(400)}';\n`;
    const small = 'export {};\n';
    const url = await previewOf({
      'index.html': '<!doctype html><title>x</title>',
      'assets/app-abc123.js': large,
      'assets/app-abc123.js.br': brotliCompressSync(large),
      'assets/runtime-def456.js': small,
    });
    for (const [path, body, encoding] of [
      ['/assets/app-abc123.js', large, 'br'],
      ['/assets/runtime-def456.js', small, null],
    ] as const) {
      const response = await fetch(`${url}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-encoding'), path).toBe(encoding);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/javascript/);
      expect(await response.text(), path).toBe(body);
    }
    // Not an asset: revalidated every time.
    const page = await fetch(`${url}/`);
    expect(page.headers.get('cache-control')).not.toMatch(/immutable/);
  });
});
