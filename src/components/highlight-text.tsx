import { Fragment } from 'react';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits a query into the terms to highlight (longest first, so overlapping terms mark whole). */
export function highlightTerms(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length);
}

interface HighlightTextProps {
  text: string;
  terms: readonly string[];
}

/** Marks every case-insensitive occurrence of the terms. Text only: markup in `text` stays text. */
export function HighlightText({ text, terms }: HighlightTextProps) {
  if (terms.length === 0 || !text) return text;
  const pattern = new RegExp(`(${terms.map(escapeRegExp).join('|')})`, 'gi');
  const parts = text.split(pattern);
  return parts.map((part, index) =>
    // split() with one capture group puts the matches at odd indexes.
    index % 2 === 1 ? <mark key={index}>{part}</mark> : <Fragment key={index}>{part}</Fragment>,
  );
}
