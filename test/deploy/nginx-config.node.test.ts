import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { servedContentSecurityPolicy } from '@/serving/content-security-policy';
import { securityHeaders } from '@/serving/security-headers';

// The browser suite runs these files in nginx (test/e2e/serving); here, what must not drift from them.
const SITE = 'deploy/nginx/sites-available/meetings-dashboard.conf';
const SNIPPET = 'deploy/nginx/snippets/meetings-dashboard.conf';

describe('deploy/nginx', () => {
  it.each([SITE, SNIPPET])('the README shows and links %s exactly', (file) => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain(`[\`${file}\`](${file}):\n\n\`\`\`nginx\n${readFileSync(file, 'utf8')}\`\`\`\n`);
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
