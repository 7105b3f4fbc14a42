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

export const RUNTIME_CONFIG_PATH = '/runtime-config.js';

/**
 * `/runtime-config.js` is an async script: neither it nor the early request that needs it waits for
 * the stylesheets, as deferred and module scripts must. So whoever reads it first waits for it to
 * have run. It always sets the config; if it fails to load, or sets nothing, the defaults apply once
 * the page has loaded (demo mode), rather than waiting forever.
 */
export function runtimeConfigReady(): Promise<RuntimeConfig> {
  const script = document.querySelector<HTMLScriptElement>(`script[src="${RUNTIME_CONFIG_PATH}"]`);
  if (window.__MEETINGS_DASHBOARD_CONFIG__ !== undefined || !script || document.readyState === 'complete') {
    return Promise.resolve(readRuntimeConfig());
  }
  return new Promise((resolve) => {
    const done = () => resolve(readRuntimeConfig());
    script.addEventListener('load', done, { once: true });
    script.addEventListener('error', done, { once: true });
    window.addEventListener('load', done, { once: true });
  });
}

const REMEMBERED_KEY = 'meetings-dashboard.runtime-config';

export interface RuntimeConfigStart {
  /** The config this tab last ran with, to start from at once; null on a first visit. */
  guess: RuntimeConfig | null;
  /** The served config once it is in, and whether it corrects the guess (always, without one). */
  served: Promise<{ config: RuntimeConfig; corrects: boolean }>;
}

/**
 * The config a page load starts from, for the early entry and the app alike. `/runtime-config.js` is
 * never cached, so waiting for it costs a round trip even when all the code comes from the cache: a
 * return visit in this tab starts from the config it last ran with, and the served one has the last word.
 */
export function startRuntimeConfig(): RuntimeConfigStart {
  const guess = rememberedRuntimeConfig();
  const served = runtimeConfigReady().then((config) => ({ config, corrects: !guess || !sameRuntimeConfig(guess, config) }));
  return { guess, served };
}

/** The config this tab last ran with (sessionStorage, like the key), or null. */
function rememberedRuntimeConfig(): RuntimeConfig | null {
  try {
    const raw = window.sessionStorage.getItem(REMEMBERED_KEY);
    return raw ? readRuntimeConfig(JSON.parse(raw)) : null;
  } catch {
    // Storage disabled or an unreadable value: the visit waits for the served config, as a first one does.
    return null;
  }
}

/** Remembers the config for this tab's next page load; false if storage would not keep it. */
export function rememberRuntimeConfig(config: RuntimeConfig): boolean {
  try {
    window.sessionStorage.setItem(REMEMBERED_KEY, JSON.stringify(config));
  } catch {
    // Storage disabled: every visit waits for the served config.
  }
  const kept = rememberedRuntimeConfig();
  return kept !== null && sameRuntimeConfig(kept, config);
}

function sameRuntimeConfig(a: RuntimeConfig, b: RuntimeConfig): boolean {
  return a.mode === b.mode && a.apiBaseUrl === b.apiBaseUrl;
}
