import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The app's Content-Security-Policy, from one list: the build's meta tag, the headers the dev and
 * preview servers send (security-headers.ts), and the headers of deploy/nginx (a test keeps them
 * equal). No remote origins for code, styles, images or fonts; no inline script but the page's
 * start, and no inline style but the first screen's stylesheet, each allowed by its hash
 * (docs/decisions/0023-the-first-request-from-the-page.md, 0025-the-stylesheet-in-the-page.md).
 */
interface Directives {
  /**
   * The page's inline scripts and styles, by hash, beside 'self'; null leaves scripts, styles and
   * default-src to the page's own policy (its meta tag).
   */
  inline: { scripts: string[]; styles: string[] } | null;
  connectSrc: string;
  frameAncestors: string | null;
  unsafeInline?: boolean;
}

function policy({ inline, connectSrc, frameAncestors, unsafeInline = false }: Directives): string {
  const anyInline = unsafeInline ? " 'unsafe-inline'" : '';
  return [
    ...(inline
      ? [
          "default-src 'self'",
          ["script-src 'self'", ...inline.scripts].join(' ') + anyInline,
          ["style-src 'self'", ...inline.styles].join(' ') + anyInline,
        ]
      : []),
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

/** An inline script's or style's CSP source: `'sha256-…'` of its exact text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** The text of each inline script that runs (not the JSON data elements), in order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes) && !/\btype="application\/json"/.test(attributes))
    .map(([, , code = '']) => code);
}

/** The text of each inline stylesheet, in order. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(([, , css = '']) => css);
}

/**
 * The meta tag in the built pages, which holds on any static host: the build knows the page's scripts
 * and styles, so it allows its inline start and stylesheet by hash. Where the API is, only whoever
 * serves the app knows, so the build leaves connections open and the served header restricts them: a
 * browser enforces every policy it gets, so one build serves any API origin. (frame-ancestors cannot
 * be set from a meta tag.)
 */
export function buildContentSecurityPolicy(html: string): string {
  return policy({
    inline: { scripts: inlineScripts(html).map(hashSource), styles: inlineStyles(html).map(hashSource) },
    connectSrc: '*',
    frameAncestors: null,
  });
}

const connectSrcFor = (apiOrigin?: string) => (apiOrigin ? `'self' ${apiOrigin}` : "'self'");

/**
 * The header a server sends with everything but the app's pages (its files, the API's answers through
 * its proxy): connections only to its own origin and, when the browser calls the API directly, to the
 * API's origin; no script or style but the server's own files; and no other site may frame it.
 */
export function servedContentSecurityPolicy(apiOrigin?: string): string {
  return policy({ inline: { scripts: [], styles: [] }, connectSrc: connectSrcFor(apiOrigin), frameAncestors: "'none'" });
}

/**
 * The header a server sends with the app's pages: what only the server knows (connections, framing).
 * The page's scripts and styles are the meta tag's (the build's: the inline start's and stylesheet's
 * hashes change with each build, and no server setting has to follow them).
 */
export function servedPageContentSecurityPolicy(apiOrigin?: string): string {
  return policy({ inline: null, connectSrc: connectSrcFor(apiOrigin), frameAncestors: "'none'" });
}

/**
 * The dev server's header: hot reload injects inline scripts and styles, so it allows them; the rest
 * (connections, framing, objects) is as in production.
 */
export const DEV_CONTENT_SECURITY_POLICY = policy({
  inline: { scripts: [], styles: [] },
  connectSrc: "'self'",
  frameAncestors: "'none'",
  unsafeInline: true,
});

/**
 * The built pages' meta tag, first in the head. After every plugin that writes scripts or styles into
 * the page (the plugin list's order, vite.config.ts), so that it hashes them all.
 */
export function contentSecurityPolicyPlugin(): Plugin {
  return {
    name: 'meetings-content-security-policy',
    // Build only: the dev server's hot reload relies on inline scripts.
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => ({
        html,
        tags: [
          {
            tag: 'meta',
            attrs: { 'http-equiv': 'Content-Security-Policy', content: buildContentSecurityPolicy(html) },
            injectTo: 'head-prepend',
          },
        ],
      }),
    },
  };
}
