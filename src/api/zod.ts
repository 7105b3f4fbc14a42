import { config } from 'zod/mini';

// Zod compiles its object parsers with `new Function` when it may, and finds out by trying: under our
// Content-Security-Policy (no 'unsafe-eval') that try is reported as a violation, a console error on
// every page. The interpreted parsers are plenty fast for our payloads.
config({ jitless: true });

/** zod/mini, configured for this app: every schema and parameter check imports it from here. */
export * as z from 'zod/mini';
