/** Personal (`/v1/me/…`) or workspace (`/v1/workspace/…`) data; the first segment of a scoped screen's URL. */
export type Scope = 'me' | 'workspace';

export function parseScope(value: string | undefined): Scope | null {
  return value === 'me' || value === 'workspace' ? value : null;
}
