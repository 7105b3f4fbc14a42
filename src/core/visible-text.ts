/**
 * Characters that show nothing: white space, controls, format characters (zero-width spaces and
 * joiners, bidi controls, the BOM) and the fillers that look blank (Hangul fillers, the blank Braille
 * pattern, variation selectors, the combining grapheme joiner, Khmer's invisible vowels). The marks
 * among them stand alone in the pattern: a class would read them as combined with what precedes.
 */
const INVISIBLE = /^(?:[\s\p{Cc}\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]|\u034F|\u17B4|\u17B5|[\uFE00-\uFE0F])*$/u;

/**
 * The one notion of "has text to show": the text, trimmed, when one of its characters can be seen;
 * null when it is missing, empty or made only of characters that show nothing. A title of zero-width
 * spaces is no title (the generated one is shown); a name of them is no name.
 */
export function visibleText(text: string | null | undefined): string | null {
  return text && !INVISIBLE.test(text) ? text.trim() : null;
}
