import { createElement, Fragment, type ReactElement } from 'react';

declare const isolated: unique symbol;

/**
 * A sentence of ours that may quote server text (a title, a name, the API's message), built only with
 * `sentence`: each string put into it is isolated from the words around it (a `<bdi>`), so a title
 * ending in a right-to-left override, or written in Hebrew, cannot reorder or reverse the rest of the
 * sentence ("“…” will be deleted in 5 seconds."). Notices and dialog titles take only these: quoting
 * server text without isolating it is a type error. A long string is cut, whole in its tooltip.
 */
export type Sentence = ReactElement & { readonly [isolated]: true };

/** How much of a string a sentence quotes; the whole of it is the quote's tooltip. */
export const QUOTED_CHARS = 150;

/** A string in a sentence: isolated, and cut if long (a 10 KB title made a notice taller than the screen). */
function quote(value: string) {
  const long = value.length > QUOTED_CHARS;
  return createElement('bdi', long ? { title: value } : null, long ? `${value.slice(0, QUOTED_CHARS)}…` : value);
}

/**
 * sentence`Could not delete “${title}”: ${reason}`: the literal parts are ours, and so are numbers;
 * every string put in is quoted (isolated, and cut if long).
 */
export function sentence(parts: TemplateStringsArray, ...values: (string | number)[]): Sentence {
  // Children as arguments, not a list: no keys needed.
  return createElement(
    Fragment,
    null,
    ...parts.flatMap((part, index) => {
      const value = values[index];
      return [part, typeof value === 'string' ? quote(value) : value];
    }),
  ) as Sentence;
}
