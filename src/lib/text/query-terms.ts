/** The words of a query, deduplicated, longest first (so overlapping words match whole). */
export function queryTerms(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length);
}

/** A case-insensitive pattern matching any of the terms literally; null when there are none. */
export function termsPattern(terms: readonly string[]): RegExp | null {
  if (terms.length === 0) return null;
  return new RegExp(terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gi');
}

export interface TextRange {
  start: number;
  end: number;
}

const NO_RANGES: readonly TextRange[] = [];

/**
 * Every place the pattern (from `termsPattern`: global, never matching the empty string) matches in
 * the text, in order (what `HighlightText` marks). A loop over `exec` and one shared empty result:
 * find runs this on every turn of a long transcript per keystroke.
 */
export function matchRanges(text: string, pattern: RegExp | null): readonly TextRange[] {
  if (!pattern) return NO_RANGES;
  let ranges: TextRange[] | null = null;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    (ranges ??= []).push({ start: match.index, end: match.index + match[0].length });
  }
  return ranges ?? NO_RANGES;
}
