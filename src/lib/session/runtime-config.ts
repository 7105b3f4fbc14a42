/**
 * Where the app is served decides its mode, not the build: whoever serves the page writes the config
 * into it, as a JSON element the browser never runs (the dev and preview servers, deploy/nginx, or
 * whoever edits a static deployment's pages). The page's own code reads it as it starts, with no
 * request (docs/decisions/0023-the-first-request-from-the-page.md).
 */
export interface RuntimeConfig {
  /** `demo`: the mock API runs in a service worker. `live`: requests go to the real API. */
  mode: 'demo' | 'live';
  /** '' (same origin, through a proxy) unless the deployment points at a CORS-enabled API directly. */
  apiBaseUrl: string;
}

/** The element's id (its HTML: runtime-config-in-page.ts). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** The config from anything: what a page holds is server text, so anything odd means the defaults (demo). */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const config = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    mode: config.mode === 'live' ? 'live' : 'demo',
    apiBaseUrl: typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl : '',
  };
}

/** The config from the element's text: the defaults when there is none, or it is not JSON. */
export function parseRuntimeConfigText(text: string | null | undefined): RuntimeConfig {
  try {
    return parseRuntimeConfig(text ? JSON.parse(text) : null);
  } catch {
    return parseRuntimeConfig(null);
  }
}

/** The config this page was served with (the defaults where it holds none, as in the unit tests). */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  return parseRuntimeConfigText(doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent);
}
