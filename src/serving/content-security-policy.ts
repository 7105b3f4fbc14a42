import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** What the page's scripts may be: its own origin's files, and the inline scripts whose hashes are listed. */
const scriptSources = (hashes: readonly string[]) => ["'self'", ...hashes.map((hash) => `'${hash}'`)].join(' ');

/**
 * The app's Content-Security-Policy, from one list: the build's meta tag, the header the dev and
 * preview servers send (security-headers.ts), and the header of deploy/nginx (a test keeps it equal).
 * No remote origins for code, styles, images or fonts, and no inline code but the page's own start
 * (src/boot/html-start.ts), allowed by its hash. `scripts` null: the policy says nothing of scripts
 * (nor has a default-src, which would): the served header, since only the page knows its hash.
 */
function policy(connectSrc: string, frameAncestors: string | null, scripts: string | null, inlineStyles = ''): string {
  return [
    ...(scripts === null ? [] : ["default-src 'self'", `script-src ${scripts}`]),
    `style-src 'self'${inlineStyles}`,
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
 * The meta tag in each built page, the page's first element, which holds on any static host. Its
 * scripts: the page's own files and its inline start, by the hash of exactly what the build wrote
 * (`inlineScriptHashes`). Where the API is, only whoever serves the app knows, so the build leaves
 * connections open and the served header restricts them: a browser enforces every policy it gets, so
 * one build serves any API origin. (frame-ancestors cannot be set from a meta tag.)
 */
export function buildContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return policy('*', null, scriptSources(scriptHashes));
}

/**
 * The header a server sends with the app: connections only to its own origin and, when the browser
 * calls the API directly, to the API's origin; and no other site may frame the app. It leaves scripts
 * to the page's own policy, the only one that knows the hash of the page's inline start: a server
 * that does not rewrite each build into its configuration (nginx) cannot (decision 0017).
 */
export function servedContentSecurityPolicy(apiOrigin?: string): string {
  return policy(apiOrigin ? `'self' ${apiOrigin}` : "'self'", "'none'", null);
}

/**
 * The dev server's header: hot reload injects inline scripts and styles, so it allows them; the rest
 * (connections, framing, objects) is as in production. (Its pages have no meta policy.)
 */
export const DEV_CONTENT_SECURITY_POLICY = policy("'self'", "'none'", "'self' 'unsafe-inline'", " 'unsafe-inline'");

/** The sha256 source of each inline script of a page (`<script>` without src), as CSP spells it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter(([, code]) => code)
    .map(
      ([, code]) =>
        `sha256-${createHash('sha256')
          .update(code ?? '')
          .digest('base64')}`,
    );
}

export function contentSecurityPolicyPlugin(): Plugin {
  return {
    name: 'meetings-content-security-policy',
    // Build only: the dev server's hot reload relies on inline scripts.
    apply: 'build',
    // After the page's inline start is written in (html-start-plugin.ts): the hashes are of the final page.
    transformIndexHtml: {
      order: 'post',
      handler: (html) => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: buildContentSecurityPolicy(inlineScriptHashes(html)) },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
