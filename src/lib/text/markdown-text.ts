/**
 * Server text written into Markdown that people paste elsewhere (a meeting's export, the task digest).
 * Whatever renderer it lands in, server text must stay the text it is: no link, image, HTML, heading
 * or list that was not in the meeting.
 *
 * Backslash escapes cover Markdown's syntax, but not GFM's autolinks: renderers find `www.`, `https://`
 * and e-mail addresses in the text after escapes are resolved, so `http\://x` is a link again. Those
 * are put in code spans, where nothing is ever a link and the reader still sees the address.
 *
 * Each line of server text with right-to-left letters or bidi controls in it is isolated
 * (core/bidi-text.ts), so an override in a title or a name cannot reverse the rest of its line: "—
 * assignee", the tags after it.
 */
import { isolateBidi } from '@/core/bidi-text';

/** ASCII punctuation that starts or ends Markdown syntax anywhere in a line (and `$` for math). */
const INLINE_SYNTAX = /[\\`*_[\]()<>!|~&#$]/g;
const URL_OR_EMAIL = /(?:[a-z][a-z\d+.-]*:\/\/|www\.)\S*|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/giu;

/** The longest run of backticks in the text (a loop: spreading a 2 MB summary's runs into Math.max overflows the stack). */
function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const run of text.matchAll(/`+/g)) longest = Math.max(longest, run[0].length);
  return longest;
}

/** A code span whose fence is longer than any run of backticks inside it. */
export function markdownCode(text: string): string {
  const fence = '`'.repeat(longestBacktickRun(text) + 1);
  // A space on both sides is stripped by renderers: it keeps a backtick at either end off the fence.
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** Whether a renderer would make a link of this text by itself (an address in it), escaped or not. */
export function makesAutolink(text: string): boolean {
  return text.search(URL_OR_EMAIL) >= 0;
}

function escapeSyntax(text: string): string {
  return text.replace(INLINE_SYNTAX, '\\$&');
}

/** One line of server text, escaped; addresses become code spans. */
function escapeLine(line: string): string {
  let out = '';
  let position = 0;
  for (const match of line.matchAll(URL_OR_EMAIL)) {
    out += escapeSyntax(line.slice(position, match.index)) + markdownCode(match[0]);
    position = match.index + match[0].length;
  }
  out += escapeSyntax(line.slice(position));
  // At the start of a line "-", "+" and "=" make a list or an underlined heading, "1." an ordered list.
  if (/^[-+=]/.test(out)) return isolateBidi(`\\${out}`);
  const number = /^\d+(?=\.)/.exec(out)?.[0];
  return isolateBidi(number ? `${number}\\${out.slice(number.length)}` : out);
}

/**
 * Server text on one line (a name, a title, a task): whitespace collapsed, every Markdown construct
 * escaped, wherever the caller puts it (after a list marker, in a heading, in a link's text).
 */
export function markdownInline(text: string | null | undefined): string {
  return escapeLine((text ?? '').replace(/\s+/g, ' ').trim());
}

/**
 * Server text with line breaks (a transcript turn): paragraphs stay paragraphs, lines stay lines (hard
 * breaks), indentation is dropped so no line becomes a code block.
 */
export function markdownBlock(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => escapeLine(line.replace(/\s+/g, ' ').trim()))
        .filter(Boolean)
        .join('\\\n'),
    )
    .filter(Boolean)
    .join('\n\n');
}

/**
 * Text quoted verbatim in a fenced code block: nothing in it renders (links, images, HTML), and all of
 * it is there to read. The fence is longer than any run of backticks inside.
 */
export function markdownFence(text: string, info = ''): string {
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(text) + 1));
  return `${fence}${info}\n${text.replace(/\r\n?/g, '\n').replace(/\n+$/, '')}\n${fence}`;
}

/** A link of ours: the text escaped; in the destination, what could end it early is percent-encoded. */
export function markdownLink(text: string, url: string): string {
  const destination = url.replace(/[\s()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `[${markdownInline(text)}](${destination})`;
}
