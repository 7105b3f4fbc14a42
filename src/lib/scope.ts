import { useParams } from 'react-router-dom';
import type { Scope } from '@/api/operations';

export function parseScope(value: string | undefined): Scope | null {
  return value === 'me' || value === 'workspace' ? value : null;
}

/** The `:scope` segment of the current route; route loaders reject anything else with a 404. */
export function useScope(): Scope {
  return parseScope(useParams().scope) ?? 'me';
}

export const scopeLabels: Record<Scope, string> = { me: 'My meetings', workspace: 'Workspace' };
