import { STATUS_CODES } from 'node:http';
import type { ProxyOptions } from 'vite';
import { healthUrl, normaliseBaseUrl } from '../api/base-url.ts';

/** Rejects anything but an absolute http(s) URL, with a message that says what to set. */
export function parseApiBaseUrl(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`API_BASE_URL must be an absolute http(s) URL, e.g. https://api.example.com — got “${value}”.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`API_BASE_URL must use http or https — got “${url.protocol}”.`);
  }
  return normaliseBaseUrl(value);
}

/**
 * Live mode: the browser calls its own origin and the dev/preview server forwards `/v1/*` and the
 * health endpoint to the API, resolved by the same function the fetch layer uses.
 */
export function apiProxy(apiBaseUrl: string): Record<string, ProxyOptions> {
  const health = new URL(healthUrl(apiBaseUrl));
  return {
    '^/v1/': { target: apiBaseUrl, changeOrigin: true, configure: guardAnswers },
    '^/api/v1/health': {
      target: health.origin,
      changeOrigin: true,
      rewrite: (path) => health.pathname + path.slice('/api/v1/health'.length),
      configure: guardAnswers,
    },
  };
}

/**
 * What the proxy passes on of an API's answer, and how it fails:
 * - The status line's reason phrase is the standard one: a server's own can carry anything (the key it
 *   was sent, say), and the browser writes it to the console when a request fails.
 * - An answer the proxy cannot parse (more body than its Content-Length says) ends the response with a
 *   502, and the rest of the body is then written to it: an error event nobody listens to, which would
 *   stop the whole dev or preview server. The browser has its 502; the server goes on.
 */
const guardAnswers: ProxyOptions['configure'] = (proxy) => {
  proxy.on('proxyRes', (proxyRes) => {
    proxyRes.statusMessage = STATUS_CODES[proxyRes.statusCode ?? 0] ?? '';
  });
  proxy.on('proxyReq', (_proxyReq, _req, res) => {
    res.on('error', () => undefined);
  });
};
