import { isolateBidi } from '@/core/bidi-text';

/** How much of a name an option shows; the whole name is its tooltip. */
export const OPTION_CHARS = 60;

interface TextOptionProps {
  value: string;
  /** Server text: a tag's name, a meeting's title. */
  text: string;
  /** Ours, after it: " (shared)", the date. */
  after?: string;
}

/**
 * A native <select>'s option naming server text. A select is as wide as its longest option, so a long
 * name is cut to OPTION_CHARS with "…" (whole in the tooltip, and as the value); an option holds text
 * only, so the name is isolated as plain text (core/bidi-text.ts) from what follows it.
 */
export function TextOption({ value, text, after = '' }: TextOptionProps) {
  // Not between the halves of a surrogate pair.
  const short = text.length > OPTION_CHARS ? `${text.slice(0, OPTION_CHARS).replace(/[\uD800-\uDBFF]$/, '')}…` : text;
  return (
    <option value={value} title={short === text ? undefined : text}>
      {`${isolateBidi(short)}${after}`}
    </option>
  );
}
