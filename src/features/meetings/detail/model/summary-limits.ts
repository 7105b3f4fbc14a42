/**
 * What a summary's Markdown may be to be parsed and shown formatted (issue 33). The parser
 * (micromark, through react-markdown) runs on the main thread, and some input costs it far more than
 * its length: 10,000 `>` overflowed the stack and took the meeting screen down; 300 nested lists took
 * 5 s and laid Delete out 11,000 px to the right; a 2 MB line of inline markup, minutes; 12 KB of
 * emphasis markers, seconds (the delimiters of one paragraph are matched against each other). Past
 * these limits a summary is shown as plain text, with a note: Copy summary and the meeting's Markdown
 * still have all of it.
 *
 * Measured in Chromium on the 2-core development machine, busy (load 5): opening a meeting whose
 * summary is realistic Markdown (headings, lists, tables, links) took one task of about 60 ms at
 * 5,000 characters, 80 ms at 10,000, and 150 to 490 ms at 15,000 to 30,000 (the demo's summaries
 * have 1,500). In node, 1,000 markup characters in one paragraph or table, arranged as badly as
 * found, parse in up to ~120 ms; nesting 16 deep in a few ms. Anything past them is refused by a
 * scan of a few ms, before the parser sees it.
 */
export const SUMMARY_LIMITS = {
  /** Characters: beyond, parsing and rendering take too long. */
  characters: 10_000,
  /** Containers a line opens (`>`, list items, indentation as nested items): beyond, too deep. */
  lineDepth: 16,
  /** Markup characters (`*_`~[]<>|`) in one block (up to a blank line): beyond, too costly to match. */
  markupPerBlock: 1_000,
  /** Levels of the parsed tree, inline nesting included (emphasis in links in emphasis…). */
  treeDepth: 64,
} as const;

/** How much of a summary the plain-text fallback shows. */
export const PLAIN_SUMMARY_CHARS = 10_000;

/** Why a summary is shown as plain text: too long, too deep or too costly to parse, or it failed to render. */
export type PlainSummaryReason = 'long' | 'complex' | 'failed';

/** The containers a line opens: `>`, list markers, and the whitespace before and between them. */
const LINE_PREFIX = /^(?:[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))*[ \t]*/;
const FENCE = /^(?:`{3,}|~{3,})/;
const MARKUP = /[*_`~[\]<>|]/g;

/**
 * Whether a summary must be shown as plain text, judged before parsing it (a scan of its lines, a few
 * ms at the most): null when it may be parsed. Inline nesting a line's start does not show (emphasis
 * in emphasis) is measured on the parsed tree (`treeDepth`).
 */
export function summaryOverLimits(markdown: string): PlainSummaryReason | null {
  // Nesting is the likelier reason in what is a little too long (300 nested lists are 93 KB of
  // indentation); what is far too long is not even scanned.
  if (markdown.length > 10 * SUMMARY_LIMITS.characters) return 'long';
  let markup = 0;
  let fenced = false;
  for (const line of markdown.split(/\r\n?|\n/)) {
    const prefix = LINE_PREFIX.exec(line)?.[0] ?? '';
    const rest = line.slice(prefix.length);
    if (FENCE.test(rest)) {
      fenced = !fenced;
      markup = 0;
      continue;
    }
    // A code block's lines are text: neither nesting nor markup.
    if (fenced) continue;
    if (!rest.trim()) {
      markup = 0;
      continue;
    }
    const containers = prefix.replace(/\d{1,9}[.)]/g, '1').replace(/[ \t]/g, '').length;
    const indent = prefix.replace(/[^ \t]/g, '').replace(/\t/g, '    ').length;
    if (containers + Math.floor(indent / 2) > SUMMARY_LIMITS.lineDepth) return 'complex';
    markup += rest.match(MARKUP)?.length ?? 0;
    if (markup > SUMMARY_LIMITS.markupPerBlock) return 'complex';
  }
  return markdown.length > SUMMARY_LIMITS.characters ? 'long' : null;
}

/** A node of a parsed tree (mdast), as far as its depth is concerned. */
export interface TreeNode {
  type: string;
  children?: readonly TreeNode[];
}

/** The depth of a parsed tree, walked without recursion (a recursive walk is what overflowed the stack). */
export function treeDepth(root: TreeNode): number {
  let deepest = 0;
  const pending: [TreeNode, number][] = [[root, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    deepest = Math.max(deepest, depth);
    for (const child of node.children ?? []) pending.push([child, depth + 1]);
  }
  return deepest;
}
