import { Fragment } from 'react';
import { termsPattern } from '@/lib/query-terms';

interface HighlightTextProps {
  text: string;
  terms: readonly string[];
}

/** Marks every case-insensitive occurrence of the terms. Text only: markup in `text` stays text. */
export function HighlightText({ text, terms }: HighlightTextProps) {
  const pattern = termsPattern(terms, { capture: true });
  if (!pattern || !text) return text;
  const parts = text.split(pattern);
  return parts.map((part, index) =>
    // split() with one capture group puts the matches at odd indexes.
    index % 2 === 1 ? <mark key={index}>{part}</mark> : <Fragment key={index}>{part}</Fragment>,
  );
}
