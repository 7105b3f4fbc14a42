/** What the key becomes wherever a server echoed it. */
export const KEY_HIDDEN = '[key hidden]';

export type HideKey = (text: string) => string;

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces each of `keys` (as typed, and as a URL would encode it; in any letter case) in server text.
 * A server may echo the key anywhere — an error message, a "deleted with key …" note, a title — so
 * every answer passes through this before the app reads any of it, whatever its status.
 */
export function keyHider(keys: readonly (string | null | undefined)[]): HideKey {
  const forms = new Set(keys.flatMap((key) => (key ? [key, encodeURIComponent(key)] : [])));
  if (forms.size === 0) return (text) => text;
  const pattern = new RegExp([...forms].map(escapeForPattern).join('|'), 'gi');
  return (text) => text.replace(pattern, KEY_HIDDEN);
}

/**
 * Parses JSON with every string in it passed through `hide`, property names included (a record's
 * unreadable field is shown as the JSON that came). Undefined when the text is not JSON, or nests too
 * deeply for the parser.
 */
export function parseJsonHidingKey(text: string, hide: HideKey): unknown {
  try {
    return JSON.parse(text, (_name, value: unknown) => {
      if (typeof value === 'string') return hide(value);
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      const fields = Object.entries(value);
      if (fields.every(([name]) => hide(name) === name)) return value;
      return Object.fromEntries(fields.map(([name, field]) => [hide(name), field]));
    }) as unknown;
  } catch {
    return undefined;
  }
}
