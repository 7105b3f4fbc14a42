import type { Connect, Plugin } from 'vite';
import { DEV_CONTENT_SECURITY_POLICY, servedContentSecurityPolicy } from './content-security-policy.ts';

/** What every response of a server of the app carries; deploy/nginx sends the same. */
export function securityHeaders(contentSecurityPolicy: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    // The app's URLs carry filters and meeting ids: links out of it tell nobody where they came from.
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
}

function setHeaders(headers: Record<string, string>): Connect.NextHandleFunction {
  return (_req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };
}

/**
 * The dev and preview servers send the security headers a production server sends. Both proxy the
 * API, so the browser connects only to their own origin.
 */
export function securityHeadersPlugin(): Plugin {
  return {
    name: 'meetings-security-headers',
    configureServer: (server) => void server.middlewares.use(setHeaders(securityHeaders(DEV_CONTENT_SECURITY_POLICY))),
    configurePreviewServer: (server) => void server.middlewares.use(setHeaders(securityHeaders(servedContentSecurityPolicy()))),
  };
}
