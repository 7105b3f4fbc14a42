/**
 * A title as a series shares it: instances of one recurring meeting differ by a date, a number
 * ("#12", "Sprint 42"), a "(copy)" or case and accents, and are still the same meeting. Empty when
 * nothing but those is left: such titles say nothing about belonging together.
 */
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DATES = [
  /\b\d{4}-\d{1,2}-\d{1,2}\b/g,
  /\b\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?\b/g,
  new RegExp(`\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?\\b`, 'g'),
  new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}(?:\\s+\\d{4})?\\b`, 'g'),
];
const COPIES = /\(\s*copy(?:\s*\d*)?\s*\)|\bcopy of\b/g;

export function normaliseTitle(title: string | null): string {
  if (!title) return '';
  let text = title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  text = text.replace(COPIES, ' ');
  for (const pattern of DATES) text = text.replace(pattern, ' ');
  return text
    .replace(/#?\d+/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
