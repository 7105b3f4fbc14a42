import type { IncomingHttpHeaders } from 'node:http';
import type { Page } from '@playwright/test';
import { securityHeaders } from '../../../src/serving/security-headers';
import { expect } from './fixtures';

/** The headers deploy/nginx promises on every response, from the same source as the dev/preview servers'. */
export function expectSecurityHeaders(headers: IncomingHttpHeaders, contentSecurityPolicy: string, what: string): void {
  for (const [name, value] of Object.entries(securityHeaders(contentSecurityPolicy))) {
    expect(headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
  }
}

/**
 * Whether the page may connect to `url`, as its Content-Security-Policy decides: a no-cors fetch
 * needs no CORS from the server, so only the policy can refuse it (and then reports the violation).
 */
export function connectOutcome(page: Page, url: string): Promise<{ fetched: boolean; violated: string | null }> {
  return page.evaluate(async (target) => {
    const violation = new Promise<string>((resolve) => {
      document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true });
    });
    const fetched = await fetch(target, { mode: 'no-cors' }).then(
      () => true,
      () => false,
    );
    // A refused fetch is always reported; waiting for the report proves the policy refused it.
    return { fetched, violated: fetched ? null : await violation };
  }, url);
}
