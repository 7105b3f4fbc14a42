import type { Scope } from '@/api/operations';

export function parseScope(value: string | undefined): Scope | null {
  return value === 'me' || value === 'workspace' ? value : null;
}
