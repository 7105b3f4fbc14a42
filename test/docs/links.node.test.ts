import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README and docs/ are what a newcomer reads: every relative link must lead somewhere, and every
// script they tell people to run must exist.

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const FILES = ['README.md', ...markdownFiles('docs')];

/** The text outside fenced code blocks and inline code, where links and headings live. */
function prose(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchors for a page's headings (github-slugger's rule), duplicates numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  const withoutCode = markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
  for (const [, heading] of withoutCode.matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = heading!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count ? `${base}-${count}` : base);
  }
  return result;
}

/** Relative link targets: `[text](target)` and `![alt](target)`, not URLs with a scheme. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?: "[^"]*")?\)/g)]
    .map(([, target]) => target!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe('the README and docs/', () => {
  it('are there', () => {
    for (const page of ['architecture', 'deploying', 'testing', 'performance']) expect(FILES).toContain(join('docs', `${page}.md`));
    expect(FILES.some((file) => /^docs\/decisions\/\d{4}-[a-z0-9-]+\.md$/.test(file))).toBe(true);
  });

  it.each(FILES)('%s: every relative link resolves, anchors included', (file) => {
    const broken: string[] = [];
    for (const link of relativeLinks(readFileSync(file, 'utf8'))) {
      const [path, anchor] = link.split('#') as [string, string | undefined];
      const target = path ? join(dirname(file), decodeURI(path)) : file;
      if (!existsSync(target)) {
        broken.push(`${link}: no ${relative('.', target)}`);
      } else if (anchor !== undefined) {
        if (!target.endsWith('.md')) broken.push(`${link}: an anchor in a file that is not Markdown`);
        else if (!anchors(readFileSync(target, 'utf8')).has(anchor)) broken.push(`${link}: no heading #${anchor} in ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it.each(FILES)('%s: every `npm run X` and `npm test` it names is a script in package.json', (file) => {
    const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts);
    const text = readFileSync(file, 'utf8');
    const named = [...text.matchAll(/\bnpm run ([\w:.-]+)/g)].map(([, name]) => name!);
    if (/\bnpm test\b/.test(text)) named.push('test');
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });

  // Decision records are history: they name files as they were.
  it.each(FILES.filter((file) => !file.startsWith(join('docs', 'decisions'))))(
    '%s: every file of the repo it names (`src/…`, `test/…`, `deploy/…`) is there',
    (file) => {
      const named = [...readFileSync(file, 'utf8').matchAll(/`((?:src|test|deploy|public)\/[^`\s*]+)`/g)].map(([, path]) => path!);
      expect(named.filter((path) => !existsSync(path.replace(/[/:]$/, '')))).toEqual([]);
    },
  );

  it('the README: at most 200 lines, and links two of the browser suite screenshots', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    expect(relativeLinks(readme).filter((link) => link.startsWith('test/e2e/screenshots/')).length).toBeGreaterThanOrEqual(2);
  });
});
