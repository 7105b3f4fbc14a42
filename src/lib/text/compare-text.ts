/** Printable ASCII, and the order English collation gives its punctuation and symbols (all before digits). */
const ASCII = /^[\x20-\x7e]*$/;
const PUNCTUATION = ` _-,;:!?.'"()[]{}@*/\\&#%\`^+<=>|~$`;

/** Letters and digits as they are (digits sort first), punctuation below both, in collation order. */
const primaryKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, (mark) => String.fromCharCode(1 + PUNCTUATION.indexOf(mark)));

/**
 * Sorts text as `localeCompare` does in English, without loading ICU's collation data for text in
 * plain ASCII (nearly every email address and many names): the first `localeCompare` of a page costs
 * tens of ms in one task. Letters compare regardless of case first, then lowercase first, as English
 * collation does. Other languages (whose collation may order even ASCII letters differently) and
 * other text use `localeCompare`.
 */
export function compareText(a: string, b: string): number {
  if (!navigator.language.startsWith('en') || !ASCII.test(a) || !ASCII.test(b)) return a.localeCompare(b);
  const [keyA, keyB] = [primaryKey(a), primaryKey(b)];
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  return a === b ? 0 : a > b ? -1 : 1; // the same letters: lowercase ('a', 97) before uppercase ('A', 65)
}
