import type { Scope } from '@/core/scope';
import type { Library } from '../storage/library-db';
import { LibraryIndex } from './library-index';

/** The search index of everything a library has saved, each meeting with the scopes that list it. */
export async function loadIndex(library: Library): Promise<LibraryIndex> {
  const scopes = new Map<string, Scope[]>();
  for (const { scope, id } of await library.rows()) {
    const listed = scopes.get(id) ?? [];
    // Personal first: a hit opens in the user's own list when it is there.
    if (scope === 'me') listed.unshift(scope);
    else listed.push(scope);
    scopes.set(id, listed);
  }
  const index = new LibraryIndex();
  for (const { id, meeting } of await library.meetings()) index.add({ id, scopes: scopes.get(id) ?? [], meeting });
  return index;
}
