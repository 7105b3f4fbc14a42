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
    '^/v1/': { target: apiBaseUrl, changeOrigin: true },
    '^/api/v1/health': {
      target: health.origin,
      changeOrigin: true,
      rewrite: (path) => health.pathname + path.slice('/api/v1/health'.length),
    },
  };
}
