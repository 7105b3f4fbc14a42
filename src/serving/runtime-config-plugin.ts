import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Connect, Plugin } from 'vite';
import { RUNTIME_CONFIG_PATH, SERVED_CONFIG_META, type RuntimeConfig } from '../lib/session/runtime-config.ts';

/** How index.html loads the config (src/lib/session/runtime-config.ts). */
export const RUNTIME_CONFIG_SCRIPT = `<script async fetchpriority="high" src="${RUNTIME_CONFIG_PATH}"></script>`;

/**
 * The same tag in a built page whose inline start reads a config written into the page
 * (html-start-plugin.ts): whoever serves the page replaces this tag, and only this one (deploy/nginx
 * does the same), so that a build without the inline start keeps loading its config from the file.
 */
export const SERVED_CONFIG_PLACE = `<script async fetchpriority="high" src="${RUNTIME_CONFIG_PATH}" data-served-config-here></script>`;

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A built page with its config written in, in place of the `/runtime-config.js` script: the page's
 * inline script reads it as the HTML is parsed, so the first request waits for no other file
 * (decision 0017). A page without the place for it (a build without the inline start) is returned as it is.
 */
export function withServedConfig(html: string, config: RuntimeConfig): string {
  const meta = `<meta name="${SERVED_CONFIG_META}" data-mode="${config.mode}" data-api-base-url="${attribute(config.apiBaseUrl)}">`;
  return html.replace(SERVED_CONFIG_PLACE, meta);
}

/** A request for one of the app's pages: an .html file, `/`, or a route of the app (no file extension). */
function pageFile(outDir: string, req: Connect.IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
  const ext = extname(path);
  if (ext && ext !== '.html') return null;
  if (!ext && !String(req.headers.accept ?? '').includes('text/html')) return null;
  const file = normalize(join(outDir, ext ? path : 'index.html'));
  return file.startsWith(outDir) && existsSync(file) ? file : null;
}

/**
 * Serves `/runtime-config.js` from the dev and preview servers: live mode when they proxy to an API,
 * demo mode otherwise; and `npm run preview` writes the same config into each page it serves, as
 * deploy/nginx does. A static deployment that cannot rewrite pages ships `public/runtime-config.js`
 * and edits it instead (the first request then waits a round trip for it).
 */
export function runtimeConfigPlugin(apiBaseUrl: string | null): Plugin {
  // The browser always calls its own origin: the server proxies to API_BASE_URL.
  const config: RuntimeConfig = apiBaseUrl ? { mode: 'live', apiBaseUrl: '' } : { mode: 'demo', apiBaseUrl: '' };
  const body = `window.__MEETINGS_DASHBOARD_CONFIG__ = ${JSON.stringify(apiBaseUrl ? config : { mode: 'demo' })};\n`;
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    if (req.url?.split('?')[0] !== RUNTIME_CONFIG_PATH) return next();
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(body);
  };
  const servePages =
    (outDir: string): Connect.NextHandleFunction =>
    (req, res, next) => {
      const file = pageFile(outDir, req);
      if (!file) return next();
      const html = Buffer.from(withServedConfig(readFileSync(file, 'utf8'), config));
      const gzip = String(req.headers['accept-encoding'] ?? '').includes('gzip');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
      if (gzip) res.setHeader('Content-Encoding', 'gzip');
      res.end(gzip ? gzipSync(html) : html);
    };
  return {
    name: 'meetings-runtime-config',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer(server) {
      server.middlewares.use(serve);
      // After the preload pages' middleware (which points a screen's URL at its page), before the
      // precompressed files' (which would serve the page as built).
      server.middlewares.use(servePages(resolve(server.config.root, server.config.build.outDir)));
    },
  };
}
