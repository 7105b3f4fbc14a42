import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { servedContentSecurityPolicy } from '@/serving/content-security-policy';
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

  it('sends the security headers of src/serving, with connect-src from its settings', () => {
    const sent = [...readFileSync(SNIPPET, 'utf8').matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map(([, name, value]) => [
      name,
      value,
    ]);
    const policy = servedContentSecurityPolicy().replace("connect-src 'self'", 'connect-src $meetings_connect_src');
    expect(Object.fromEntries(sent)).toEqual(securityHeaders(policy));
  });
});
