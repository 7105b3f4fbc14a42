/**
 * The interface leaves open whether a configured base URL already ends in `/v1`, and the health
 * endpoint lives under `/api/v1` of the same deployment. Both the browser fetch layer and the
 * dev/preview proxy resolve URLs here, so the two can never disagree.
 */

/** Strips trailing slashes and one trailing `/v1`; `''` stays `''` (same origin). */
export function normaliseBaseUrl(baseUrl: string): string {
  let base = baseUrl.trim().replace(/\/+$/, '');
  if (base.endsWith('/v1')) base = base.slice(0, -'/v1'.length).replace(/\/+$/, '');
  return base;
}

/** `path` is written as in the interface, e.g. `/v1/me/meetings`. */
export function apiUrl(baseUrl: string, path: string): string {
  return `${normaliseBaseUrl(baseUrl)}${path}`;
}

/** A path ending in `/api` (not a host named `api`, as in `http://api`): deploy/nginx uses the same test. */
const MOUNTED_UNDER_API = /(^|[^/])\/api$/;

export function healthUrl(baseUrl: string): string {
  const base = normaliseBaseUrl(baseUrl);
  return MOUNTED_UNDER_API.test(base) ? `${base}/v1/health` : `${base}/api/v1/health`;
}
