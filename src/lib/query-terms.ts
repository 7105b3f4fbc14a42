/** The words of a query, deduplicated, longest first (so overlapping words match whole). */
export function queryTerms(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length);
}

/** A case-insensitive pattern matching any of the terms literally; null when there are none. */
export function termsPattern(terms: readonly string[], { capture = false } = {}): RegExp | null {
  if (terms.length === 0) return null;
  const alternatives = terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return new RegExp(capture ? `(${alternatives})` : alternatives, 'gi');
}
