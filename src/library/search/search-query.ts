import type { Scope } from '@/core/scope';

/**
 * A search of the library as typed: whole words, "quoted phrases" (matched exactly, in order), and
 * the word still being typed (completed from the library's words), with the filters beside the box.
 */
export interface LibraryQuery {
  text: string;
  scope?: Scope | null;
  /** Only turns this speaker spoke (their name, any case). */
  speaker?: string | null;
  /** Only meetings this person was invited to or took part in (name or e-mail, any case). */
  attendee?: string | null;
  tag?: string | null;
  /** Meetings that started within [from, to), in ms; null for no bound. */
  from?: number | null;
  to?: number | null;
}

export interface ParsedQuery {
  /** Each phrase's words, in order; a phrase of one word is a whole word. */
  phrases: string[][];
  /** Whole words, outside quotes. */
  words: string[];
  /** The last word while it is still being typed (no space or quote after it): matched as a prefix. */
  prefix: string | null;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** A text's words, as indexed and searched: lower case, letters and digits (an apostrophe inside a word kept). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

export function parseQuery(text: string): ParsedQuery {
  const phrases: string[][] = [];
  const words: string[] = [];
  // Quoted parts are phrases; an unclosed quote is a phrase still being typed, matched as words.
  const outside = text.replace(/["“”]([^"“”]*)["“”]/g, (_all, phrase: string) => {
    const inner = wordsOf(phrase);
    if (inner.length > 1) phrases.push(inner);
    else words.push(...inner);
    return ' ';
  });
  const loose = wordsOf(outside);
  const typing = /[\p{L}\p{N}]$/u.test(outside) && !/["“”]\s*$/.test(text);
  const prefix = typing ? (loose.pop() ?? null) : null;
  words.push(...loose);
  return { phrases, words: [...new Set(words)], prefix };
}

/** Whether `words` hold `phrase` as consecutive words. */
export function holdsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= words.length; i += 1) {
    for (let j = 0; j < phrase.length; j += 1) if (words[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}
