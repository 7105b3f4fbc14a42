import { unsendableKeyCharacterAt } from '@/api/api-key-rule';

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * What is wrong with a key the `x-api-key` header cannot carry, in words that say how to fix it; null
 * for a key that can be sent. Nothing is sent with a key that has a problem.
 */
export function apiKeyProblem(key: string): string | null {
  const at = unsendableKeyCharacterAt(key);
  if (at < 0) return null;
  const codePoint = key.codePointAt(at) ?? 0;
  const character = String.fromCodePoint(codePoint);
  const where = `character ${[...key.slice(0, at)].length + 1}`;
  if (/[\n\r\u2028\u2029]/.test(character)) return `The key has a line break in it (${where}). Paste it again as one line.`;
  if (/\s/.test(character)) return `The key has a space in it (${where}). API keys have none: check that nothing was copied with it.`;
  if (/[\p{C}]/u.test(character)) return `The key has an invisible character in it (${where}, ${hex(codePoint)}). Type or paste it again.`;
  return `The key has “${character}” in it (${where}), which an API key cannot have: keys are made of the letters A–Z, digits and ASCII punctuation. Check that it was copied whole.`;
}
