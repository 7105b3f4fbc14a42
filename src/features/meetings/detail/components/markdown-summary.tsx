import { memo, useEffect } from 'react';
import Markdown, { defaultUrlTransform, type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { whenIdle } from '@/lib/scheduling/when-idle';
import { SUMMARY_LIMITS, treeDepth, type TreeNode } from '../model/summary-limits';
import { PlainSummary } from './plain-summary';
import styles from './meeting-detail.module.css';

/** Only web and mail links become links; `javascript:` and the like are dropped by the transform. */
function safeUrl(url: string): string {
  const safe = defaultUrlTransform(url);
  return /^(https?:|mailto:)/i.test(safe) ? safe : '';
}

/** The summary sits under an h2: its own headings start one level below. */
const shift = (level: 3 | 4 | 5 | 6) => {
  const Tag = `h${level}` as const;
  return function Heading({ children }: { children?: React.ReactNode }) {
    return <Tag>{children}</Tag>;
  };
};

const components: Components = {
  h1: shift(3),
  h2: shift(3),
  h3: shift(4),
  h4: shift(5),
  h5: shift(6),
  h6: shift(6),
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  // Remote images would leak the reader's address to whoever hosts them (and CSP blocks them): link instead.
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <a href={src} target="_blank" rel="noopener noreferrer">
        Image: {alt || src}
      </a>
    ) : null,
  // Keyboard users scroll a wide table with the arrow keys once its box has focus: it is a stop of its own.
  table: ({ children }) => (
    <div className={styles.tableScroll} role="region" aria-label="Table, scrolls sideways" tabIndex={0}>
      <table>{children}</table>
    </div>
  ),
};

const remarkPlugins: NonNullable<Options['remarkPlugins']> = [remarkGfm];

/**
 * A remark plugin: a tree deeper than the limit (inline nesting a scan of the lines cannot see, such
 * as emphasis in emphasis) is replaced by an empty one before it is turned into elements, which walk
 * it recursively, and `measured.tooDeep` says so.
 */
function limitDepth(measured: { tooDeep: boolean }) {
  return (tree: TreeNode): TreeNode | undefined => {
    if (treeDepth(tree) <= SUMMARY_LIMITS.treeDepth) return undefined;
    measured.tooDeep = true;
    return { type: 'root', children: [] };
  };
}

let rendered = false;

// The parser's first run compiles it (tens of ms on a slow machine). Done while the browser is idle,
// the first summary opened does not wait for it. The sample has what summaries have. Not once a
// summary has been rendered (a meeting's URL opened): that did it.
const WARM_UP =
  '## Notes\n\nSome **bold** and _em_ text, a [link](https://example.com).\n\n- one\n- two\n\n1. first\n\n| A | B |\n| - | - |\n| 1 | 2 |\n';
whenIdle(() => {
  if (!rendered) void Markdown({ children: WARM_UP, remarkPlugins, urlTransform: safeUrl, components });
});

/**
 * Loaded on its own (react-markdown and GFM are ~50 KB): the rest of the page does not wait for it.
 * Raw HTML in the markdown is shown escaped, never rendered. Memoised: parsing a summary takes tens
 * of ms, and the meeting screen renders several times as its parts arrive. Within the limits of
 * model/summary-limits.ts (the caller has checked those a scan can; the tree's depth is checked
 * here): past them, plain text.
 */
export default memo(function MarkdownSummary({ markdown }: { markdown: string }) {
  useEffect(() => {
    rendered = true;
  }, []);
  const measured = { tooDeep: false };
  // Called rather than rendered, to know what the plugin found before choosing what to show: the
  // component is a plain function of its props (no hooks).
  const formatted = Markdown({
    children: markdown,
    remarkPlugins: [...remarkPlugins, [limitDepth, measured]],
    urlTransform: safeUrl,
    components,
  });
  if (measured.tooDeep) return <PlainSummary markdown={markdown} reason="complex" />;
  return <div className={styles.markdown}>{formatted}</div>;
});
