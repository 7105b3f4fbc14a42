/**
 * How the dashboard tells whether two mentions of a person (an attendee, a transcript's speaker, an
 * assignee) name the same person: the one set of rules the meeting page's "who spoke", the task
 * board's grouping and People share.
 *
 * - Names compare without case, accents or punctuation: "ZOË  łukasik" is "Zoë Łukasik". NFD drops
 *   the combining marks; the few letters that do not decompose (ł, ø, đ, ß, æ, œ, …) are folded too.
 * - Addresses compare without case; an address's local part reads as a name ("alex.morgan" is
 *   "alex morgan").
 * - "Speaker 2", "Unknown speaker", "Guest 3" and the like are voices nobody identified.
 * - A partial name fits a fuller one when every word of it is in the fuller one (a one-letter word as
 *   an initial): "Priya N" fits "Priya Natarajan". Whether that is enough is the caller's rule.
 */

/** Letters NFD leaves whole, read as their base letters. */
const FOLDS = new Map(Object.entries({ ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ı: 'i', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th', ð: 'd' }));

/** A name as compared: lower case, no accents or punctuation, single spaces. */
export function nameKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[łøđħıßæœþð]/g, (letter) => FOLDS.get(letter) ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** An address as compared (lower case), or null when the text is not one. */
export function emailKey(text: string | null | undefined): string | null {
  const email = text?.trim().toLowerCase();
  return email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
}

/** `alex.morgan+notes@…` read as the name "alex morgan". */
export function localPartName(email: string): string {
  return nameKey(email.slice(0, email.indexOf('@')).replace(/\+.*$/, ''));
}

const UNIDENTIFIED =
  /^(?:speaker|unknown|unknown speaker|unidentified|unidentified speaker|guest|participant|voice|caller)(?: (?:\d+|[a-z]))?$/;

/** "Speaker 2" and the like: a voice nobody was matched to. */
export function isUnidentifiedSpeaker(label: string): boolean {
  const key = nameKey(label);
  return key === '' || UNIDENTIFIED.test(key);
}

/** Whether every word of `part` is in `whole` (each used once; a one-letter word as an initial). */
export function wordsFit(part: readonly string[], whole: readonly string[]): boolean {
  const left = [...whole];
  return part.every((word) => {
    const at = left.findIndex((candidate) => candidate === word || (word.length === 1 && candidate.startsWith(word)));
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

/** The words of a compared name. */
export const nameWords = (key: string): string[] => key.split(' ').filter(Boolean);
