import type { Connect, Plugin } from 'vite';

/**
 * Serves `/runtime-config.js` from the dev and preview servers: live mode when they proxy to an API,
 * demo mode otherwise. A static deployment ships `public/runtime-config.js` and edits it instead;
 * deploy/nginx writes it from its settings.
 */
export function runtimeConfigPlugin(apiBaseUrl: string | null): Plugin {
  // The browser always calls its own origin: the server proxies to API_BASE_URL.
  const config = apiBaseUrl ? { mode: 'live', apiBaseUrl: '' } : { mode: 'demo' };
  const body = `window.__MEETINGS_DASHBOARD_CONFIG__ = ${JSON.stringify(config)};\n`;
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    if (req.url?.split('?')[0] !== '/runtime-config.js') return next();
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(body);
  };
  return {
    name: 'meetings-runtime-config',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
}
