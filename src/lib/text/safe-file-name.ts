/**
 * File names inside an archive made from server text (a meeting's title, a person's name). Each name
 * is one path segment that every common file system accepts, so unpacking can neither write outside
 * the folder nor fail on a name:
 *
 * - no separator (`/`, `\`) and no character Windows refuses (`<>:"|?*`, controls), nor `[]#^`,
 *   which end an Obsidian link to the note;
 * - no bidi control or invisible format character (a right-to-left override can make `evil.exe.md`
 *   read as something else);
 * - no leading dot (a hidden file, or `..`), no trailing dot or space (Windows drops them);
 * - not a name Windows reserves for a device (`CON`, `nul.md`, `COM1`…);
 * - under 200 bytes of UTF-8 (file systems allow 255; unpacking tools add to it), cut between
 *   characters, never inside one;
 * - unique ignoring case and Unicode normalisation (macOS and Windows would merge `A.md` and `a.md`):
 *   a repeat is numbered, `Weekly sync (2).md`.
 */

const REFUSED = /[\p{Cc}<>:"/\\|?*[\]#^]/gu;
/**
 * Bidi controls, zero-width and other format characters (Unicode category Cf), and line separators;
 * but the joiners, which some scripts and emoji sequences need.
 */
const INVISIBLE = /(?![\u200C\u200D])[\p{Cf}\u2028\u2029]/gu;
const RESERVED = /^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(?:\.|$)/i;

/** Names stay under this many bytes of UTF-8. */
export const MAX_NAME_BYTES = 199;

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text).length;

/** The text cut to at most `max` bytes of UTF-8, between code points. */
function cutToBytes(text: string, max: number): string {
  if (bytes(text) <= max) return text;
  let out = '';
  let used = 0;
  for (const char of text) {
    const size = bytes(char);
    if (used + size > max) break;
    out += char;
    used += size;
  }
  return out;
}

/** Dots and spaces off both ends: no hidden file, no `..`, nothing Windows would drop. */
const trimEnds = (text: string) => text.replace(/^[\s.]+|[\s.]+$/gu, '');

/** One safe name (stem and extension), not yet unique. The extension is ours, e.g. `.md`. */
export function safeFileName(stem: string, extension: string, fallback = 'Untitled'): string {
  const cleaned = trimEnds(stem.normalize('NFC').replace(INVISIBLE, '').replace(REFUSED, ' ').replace(/\s+/gu, ' '));
  // A byte kept for the underscore that a reserved name takes.
  const named = trimEnds(cutToBytes(cleaned, MAX_NAME_BYTES - bytes(extension) - 1)) || fallback;
  return `${RESERVED.test(named) ? `_${named}` : named}${extension}`;
}

const sameName = (name: string) => name.normalize('NFC').toLowerCase();

/**
 * Hands out names unique within one folder of the archive. Names the caller writes itself
 * (`index.md`) are reserved first, so a meeting called "index" cannot replace them.
 */
export function fileNamer(reserved: readonly string[] = []): (stem: string, extension: string, fallback?: string) => string {
  const taken = new Set(reserved.map(sameName));
  return (stem, extension, fallback) => {
    const first = safeFileName(stem, extension, fallback);
    let name = first;
    for (let n = 2; taken.has(sameName(name)); n += 1) {
      const suffix = ` (${n})`;
      const base = first.slice(0, first.length - extension.length);
      name = `${trimEnds(cutToBytes(base, MAX_NAME_BYTES - bytes(extension) - bytes(suffix)))}${suffix}${extension}`;
    }
    taken.add(sameName(name));
    return name;
  };
}
