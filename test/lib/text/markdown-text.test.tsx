import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { markdownBlock, markdownCode, markdownFence, markdownInline, markdownLink } from '@/lib/text/markdown-text';

/** What a GFM renderer (the one the app uses for summaries) makes of the Markdown: the "paste elsewhere". */
function rendered(markdown: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(<Markdown remarkPlugins={[remarkGfm]}>{markdown}</Markdown>);
  return container;
}

/** Everything a renderer could make of server text that is more than text. */
const ACTIVE = 'a, img, script, iframe, h1, h2, h3, h4, h5, h6, ul, ol, li, blockquote, table, em, strong, del, hr, input, pre';

const HOSTILE = [
  '<script>alert("x")</script>',
  '<img src=x onerror="alert(1)"> Security review',
  '[Open the report](javascript:alert("link"))',
  '![tracker](https://evil.example/pixel.png)',
  'Visit https://evil.example/login?next=/home or www.evil.example today',
  'Mail priya.natarajan@acme.example or <mailto:x@evil.example>',
  '<https://evil.example>',
  '# Not a heading',
  '## Nor this',
  '- not a list',
  '+ nor this',
  '* nor this',
  '1. not numbered',
  '2) nor this',
  '> not a quote',
  '**not bold** and _not italic_ and ~~not struck~~',
  '| a | b |',
  '`code` and ``more``',
  '---',
  '===',
  '&lt;b&gt; stays as typed &amp; so does this',
  '[^1] and [ref]: https://evil.example',
  'Price is $5 and $x^2$',
  '    four spaces of indent',
  '\\*escaped already\\*',
];

describe('server text in Markdown', () => {
  it.each(HOSTILE)('renders %j as exactly that text, and nothing else', (text) => {
    const html = rendered(markdownInline(text));
    expect(html.querySelector(ACTIVE)).toBeNull();
    expect(html.textContent?.trim()).toBe(text.replace(/\s+/g, ' ').trim());
  });

  it('keeps addresses readable, in code spans where no renderer links them', () => {
    const html = rendered(markdownInline('Mail priya.natarajan@acme.example, see https://evil.example/a_b*c'));
    expect([...html.querySelectorAll('code')].map((code) => code.textContent)).toEqual([
      'priya.natarajan@acme.example',
      'https://evil.example/a_b*c',
    ]);
    expect(markdownCode('a`b``c')).toBe('```a`b``c```');
    expect(markdownCode('`edge`')).toBe('`` `edge` ``');
  });

  it('collapses whitespace on one line, and keeps paragraphs and lines in a block', () => {
    expect(markdownInline('  two\n  lines\t here ')).toBe('two lines here');
    const block = markdownBlock('First line\n  - second line\n\n\n# Second paragraph');
    const html = rendered(block);
    expect(html.querySelector(ACTIVE)).toBeNull();
    expect(html.querySelectorAll('p')).toHaveLength(2);
    expect(html.querySelectorAll('br')).toHaveLength(1);
    expect(html.textContent).toContain('- second line');
    expect(html.textContent).toContain('# Second paragraph');
  });

  it('writes empty and missing text as nothing', () => {
    expect(markdownInline(null)).toBe('');
    expect(markdownInline(undefined)).toBe('');
    expect(markdownInline('   ')).toBe('');
    expect(markdownBlock(null)).toBe('');
    expect(markdownBlock('\n\n  \n')).toBe('');
  });

  it('fences text verbatim with a fence longer than any inside', () => {
    const summary = '## Findings\n\n```js\nalert(1)\n```\n\n[link](https://evil.example) <b>bold</b> ![x](https://evil.example/p.png)';
    const fenced = markdownFence(summary, 'markdown');
    expect(fenced.startsWith('````markdown\n')).toBe(true);
    const html = rendered(fenced);
    expect(html.querySelector('a, img, b, h2, script')).toBeNull();
    expect(html.querySelector('pre code')?.textContent).toBe(`${summary}\n`);
  });

  it('links our own URLs, whatever characters the path holds', () => {
    const html = rendered(markdownLink('Weekly [sync] (notes)', 'https://app.example/me/meetings/a(b)c d'));
    const link = html.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://app.example/me/meetings/a%28b%29c%20d');
    expect(link?.textContent).toBe('Weekly [sync] (notes)');
  });
});
