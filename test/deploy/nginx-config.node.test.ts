import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '@/screens/screen-list';
import { BUILT_RUNTIME_CONFIG_ELEMENT, runtimeConfigElement } from '@/lib/session/runtime-config-in-page';
import { servedContentSecurityPolicy, servedPageContentSecurityPolicy } from '@/serving/content-security-policy';
import { securityHeaders } from '@/serving/security-headers';

// The browser suite runs these files in nginx (test/e2e/serving), and CI runs docs/deploying.md's
// steps with them (deploy/trial.sh); here, what must not drift from them.
const SITE = 'deploy/nginx/sites-available/meetings-dashboard.conf';
const SNIPPET = 'deploy/nginx/snippets/meetings-dashboard.conf';
const DEPLOYING = 'docs/deploying.md';

describe('deploy/nginx', () => {
  it.each([SITE, SNIPPET])('docs/deploying.md links %s', (file) => {
    expect(readFileSync(DEPLOYING, 'utf8')).toContain(`](../${file})`);
  });

  it("has exactly one line for each setting docs/deploying.md's sed fills in", () => {
    const patterns = [...readFileSync(DEPLOYING, 'utf8').matchAll(/-e "s\|(\^[^|]+)\|/g)].map(([, pattern]) => pattern!);
    expect(patterns.length).toBe(4);
    const site = readFileSync(SITE, 'utf8');
    for (const pattern of patterns) expect(site.match(new RegExp(pattern, 'gm')), pattern).toHaveLength(1);
  });

  it('sends the security headers of src/serving, with connect-src from its settings: the pages’ policy, and the files’', () => {
    const snippet = readFileSync(SNIPPET, 'utf8');
    const sent = [...snippet.matchAll(/^add_header (\S+) "?([^"]*?)"? always;$/gm)].map(([, name, value]) => [name, value]);
    expect(Object.fromEntries(sent)).toEqual(securityHeaders('$meetings_csp'));
    const variables = new Map([...snippet.matchAll(/^ *set (\$meetings_\w+) "([^"]*)";$/gm)].map((match) => [match[1], match[2]] as const));
    const settings = (policy: string) => policy.replace("connect-src 'self'", 'connect-src $meetings_connect_src');
    const pagePolicy = variables.get('$meetings_page_policy') ?? '';
    expect(pagePolicy).toBe(settings(servedPageContentSecurityPolicy()));
    expect(variables.get('$meetings_csp')?.replace('$meetings_page_policy', pagePolicy)).toBe(settings(servedContentSecurityPolicy()));
    // Every page's location gives it the pages' policy (the file policy would refuse its inline start).
    const pageLocations = [...snippet.matchAll(/^location [^{]*\{\n((?: .*\n)*?)\}/gm)].filter(([, body]) =>
      /try_files \/\w+\.html/.test(body ?? ''),
    );
    expect(pageLocations.length).toBe(SCREENS.filter((screen) => screen.chunks).length);
    for (const [location, body] of pageLocations) expect(body, location).toContain('set $meetings_csp $meetings_page_policy;');
    // And each built page, whether asked for by name or reached by try_files' fallback to /index.html.
    const pages = /^location ~ "\^\/\(([\w|]+)\)\\\.html\$" \{\n[^}]*set \$meetings_csp \$meetings_page_policy;/m.exec(snippet)?.[1];
    const built = ['index', ...SCREENS.flatMap((screen) => (screen.chunks ? [screen.name] : []))];
    expect(pages?.split('|').toSorted()).toEqual(built.toSorted());
  });

  it('writes the config into the pages as the app reads it, in place of the build’s', () => {
    const [, match, replacement] = /^sub_filter '([^']*)' '([^']*)';$/m.exec(readFileSync(SNIPPET, 'utf8')) ?? [];
    expect(match).toBe(BUILT_RUNTIME_CONFIG_ELEMENT);
    // With nginx's variables in place of the values (they hold no quote, backslash or <: the snippet checks the base).
    const written = runtimeConfigElement({ mode: 'live', apiBaseUrl: 'API' });
    expect(replacement).toBe(written.replace('"live"', '"$meetings_mode"').replace('"API"', '"$meetings_browser_api_base"'));
  });
});
