import { describe, expect, it } from 'vitest';
import { barePageOf } from './measures/bare-page';

// The served page's shape (index.html after the build and the server's config).
const SERVED = `<!doctype html>
<html lang="en">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='">
    <meta charset="UTF-8" />
    <title>Meeting Records</title>
    <script type="application/json" id="runtime-config">{"mode":"live","apiBaseUrl":""}</script>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script>(function(){fetch(location.origin+"/v1/me/meetings?limit=30")})();</script>
    <script type="module" async crossorigin fetchpriority="high" data-app="/assets/app.js" src="/assets/early-request.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime.js">
    <style>._shell_x{display:grid}</style>
  </head>
  <body><div id="root"></div><template id="first-rows"><a href="/me/meetings/1">Row</a></template></body>
</html>`;

describe('the bench’s bare page, the soonest a page’s script can send a request', () => {
  const bare = barePageOf(SERVED);

  it('keeps the served page’s bytes before its inline start, the config among them', () => {
    expect(bare).toContain('<script type="application/json" id="runtime-config">{"mode":"live","apiBaseUrl":""}</script>');
    expect(bare).toContain('<template id="first-rows">');
  });

  it('makes the inline start one fetch of a list, and drops what else would load or refuse it', () => {
    expect([...bare.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map(([tag]) => tag)).toEqual([
      '<script type="application/json" id="runtime-config">{"mode":"live","apiBaseUrl":""}</script>',
      '<script>fetch("/v1/me/meetings?limit=1")</script>',
    ]);
    expect(bare).not.toContain('Content-Security-Policy');
    expect(bare).not.toMatch(/<link rel="(stylesheet|modulepreload)"/);
    // What comes before the script stays, the icon's link among it; and the stylesheet in the page.
    expect(bare).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(bare).toContain('<style>._shell_x{display:grid}</style>');
  });

  it('refuses a page with no inline start: there would be nothing to measure against', () => {
    expect(() => barePageOf(SERVED.replace(/<script>.*<\/script>/, ''))).toThrow(/no inline start/);
  });
});
