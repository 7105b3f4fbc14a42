/**
 * Where the app is served decides its mode, not the build: the dev/preview server (which knows
 * API_BASE_URL) or a static deployment writes `/runtime-config.js`, loaded before the app.
 */
export interface RuntimeConfig {
  /** `demo`: the mock API runs in a service worker. `live`: requests go to the real API. */
  mode: 'demo' | 'live';
  /** '' (same origin, through a proxy) unless the deployment points at a CORS-enabled API directly. */
  apiBaseUrl: string;
}

declare global {
  interface Window {
    __MEETINGS_DASHBOARD_CONFIG__?: unknown;
  }
}

export function readRuntimeConfig(raw: unknown = window.__MEETINGS_DASHBOARD_CONFIG__): RuntimeConfig {
  const config = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    mode: config.mode === 'live' ? 'live' : 'demo',
    apiBaseUrl: typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl : '',
  };
}
