import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Connect, Plugin } from 'vite';
import type { RuntimeConfig } from '../lib/session/runtime-config.ts';
import { withRuntimeConfig } from '../lib/session/runtime-config-in-page.ts';
import { servedPageContentSecurityPolicy } from './content-security-policy.ts';

/** Live mode when the server proxies to an API (the browser always calls its own origin), demo mode otherwise. */
function servedRuntimeConfig(apiBaseUrl: string | null): RuntimeConfig {
  return apiBaseUrl ? { mode: 'live', apiBaseUrl: '' } : { mode: 'demo', apiBaseUrl: '' };
}

/** Whether the server proxies a path to the API, as Vite's proxy matches its keys: `^…` a pattern, otherwise a prefix. */
type Proxied = (path: string) => boolean;
const proxiedBy =
  (keys: string[]): Proxied =>
  (path) =>
    keys.some((key) => (key.startsWith('^') ? new RegExp(key).test(path) : path.startsWith(key)));

/**
 * A request for one of the app's pages: `/`, a built page (preload-pages-plugin.ts rewrites screens'
 * URLs to theirs), or a route; not what the server proxies to the API.
 */
function pageFile(req: Connect.IncomingMessage, proxied: Proxied): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  let path: string;
  try {
    path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
  } catch {
    return null;
  }
  if (proxied(path)) return null;
  if (path.endsWith('.html')) return path;
  // A route of the single-page app (no file extension): index.html, as nginx's `try_files $uri /index.html`.
  return /\.[^/]*$/.test(path) ? null : '/index.html';
}

/**
 * A page as the preview server sends it for a request's Accept-Encoding: brotli at a quality quick
 * enough for each request (the build's assets are compressed once, at 11), else gzip, else as it is.
 */
export function compressPage(html: Buffer, acceptEncoding: string | undefined): { encoding: 'br' | 'gzip' | null; body: Buffer } {
  const accepted = (name: string) => new RegExp(`\\b${name}\\b(?!;q=0(\\.0+)?\\b)`).test(acceptEncoding ?? '');
  if (accepted('br')) return { encoding: 'br', body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (accepted('gzip')) return { encoding: 'gzip', body: gzipSync(html) };
  return { encoding: null, body: html };
}

/**
 * `npm run preview` serves each page as a production server does: with the config written in
 * (deploy/nginx: `sub_filter`), the page's security policy, compressed (nginx gzips them; with its
 * brotli module, brotli), and revalidated every time.
 */
function servePages(outDir: string, config: RuntimeConfig, proxied: Proxied): Connect.NextHandleFunction {
  return (req, res, next) => {
    const page = pageFile(req, proxied);
    const wanted = page && normalize(join(outDir, page));
    if (!wanted?.startsWith(outDir + sep)) return next();
    // A page the build did not write gets index.html, as nginx's `try_files … /index.html`.
    const file = existsSync(wanted) ? wanted : join(outDir, 'index.html');
    if (!existsSync(file)) return next();
    const html = Buffer.from(withRuntimeConfig(readFileSync(file, 'utf8'), config));
    // Weak: the same page, compressed or not.
    const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 16)}"`;
    res.setHeader('Content-Security-Policy', servedPageContentSecurityPolicy());
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      return res.end();
    }
    const { encoding, body } = compressPage(html, req.headers['accept-encoding']);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/**
 * Whoever serves the app writes its config into each page (src/lib/session/runtime-config.ts): the
 * dev server as it transforms index.html, the preview server as it serves the built pages. Live mode
 * when they proxy to an API, demo mode otherwise. A static deployment edits the element in its pages
 * instead; deploy/nginx writes it from its settings (docs/deploying.md).
 */
export function runtimeConfigPlugin(apiBaseUrl: string | null): Plugin {
  const config = servedRuntimeConfig(apiBaseUrl);
  return {
    name: 'meetings-runtime-config',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, { server }) => (server ? withRuntimeConfig(html, config) : html),
    },
    // After preload-pages-plugin.ts (the plugin list's order), which points a screen's URL at its page.
    configurePreviewServer: ({ config: { root, build, preview }, middlewares }) =>
      void middlewares.use(servePages(resolve(root, build.outDir), config, proxiedBy(Object.keys(preview.proxy ?? {})))),
  };
}
