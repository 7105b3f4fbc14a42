import { useParams } from 'react-router-dom';
import type { Scope } from '@/core/scope';
import { parseScope } from '@/core/scope';

/** The `:scope` segment of the current route; the route shows a 404 for anything else. */
export function useScope(): Scope {
  return parseScope(useParams().scope) ?? 'me';
}
