import type { Plugin } from 'vite';

/**
 * Shipped with the build as a meta tag, so it holds on any static host. No inline scripts, no
 * remote origins: the API is reached through the same origin (a proxy), images only from the app.
 * (frame-ancestors cannot be set from a meta tag; the README's proxy example sends it as a header.)
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function contentSecurityPolicyPlugin(): Plugin {
  return {
    name: 'meetings-content-security-policy',
    // Build only: the dev server's hot reload relies on inline scripts.
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
    ],
  };
}
