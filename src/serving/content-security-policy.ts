import type { Plugin } from 'vite';

/**
 * The app's Content-Security-Policy, from one list: the build's meta tag, the header the dev and
 * preview servers send (security-headers.ts), and the header of deploy/nginx (a test keeps it equal).
 * No inline scripts, no remote origins for code, styles, images or fonts.
 */
function policy(connectSrc: string, frameAncestors: string | null, inline = ''): string {
  return [
    "default-src 'self'",
    `script-src 'self'${inline}`,
    `style-src 'self'${inline}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connectSrc}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(frameAncestors ? [`frame-ancestors ${frameAncestors}`] : []),
  ].join('; ');
}

/**
 * The meta tag in the built index.html, which holds on any static host. Where the API is, only whoever
 * serves the app knows (runtime-config.js), so the build leaves connections open and the served header
 * restricts them: a browser enforces every policy it gets, so one build serves any API origin.
 * (frame-ancestors cannot be set from a meta tag.)
 */
export const BUILD_CONTENT_SECURITY_POLICY = policy('*', null);

/**
 * The header a server sends with the app: connections only to its own origin and, when the browser
 * calls the API directly, to the API's origin; and no other site may frame the app.
 */
export function servedContentSecurityPolicy(apiOrigin?: string): string {
  return policy(apiOrigin ? `'self' ${apiOrigin}` : "'self'", "'none'");
}

/**
 * The dev server's header: hot reload injects inline scripts and styles, so it allows them; the rest
 * (connections, framing, objects) is as in production.
 */
export const DEV_CONTENT_SECURITY_POLICY = policy("'self'", "'none'", " 'unsafe-inline'");

export function contentSecurityPolicyPlugin(): Plugin {
  return {
    name: 'meetings-content-security-policy',
    // Build only: the dev server's hot reload relies on inline scripts.
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: BUILD_CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
    ],
  };
}
