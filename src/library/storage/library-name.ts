/** Every library database's name starts so: the app's databases are told from others by it. */
export const LIBRARY_PREFIX = 'meeting-library-';

/**
 * The name of a key's library database: the first 128 bits of the SHA-256 of the key, in hex. The
 * key itself is never written anywhere by the library; the name only says which key it belongs to to
 * someone who has the key. The hashed text starts with the app's own words, so the name matches no
 * plain SHA-256 of the key that another system may keep.
 */
export async function libraryName(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`meeting-records-dashboard library\n${key}`));
  const hex = Array.from(new Uint8Array(digest).subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return LIBRARY_PREFIX + hex;
}

/**
 * The database that keeps a library's search index (decision 0017): beside the library's, not in
 * it, so that the search worker writes it without holding the sync's stores, and no version of the
 * library's schema changes for it. It goes with the library (`removeLibrary`).
 */
export const searchIndexName = (libraryName: string): string => `${libraryName}.search`;
