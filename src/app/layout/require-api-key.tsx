import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { matchRoute, paths } from '@/lib/paths';
import { useHasApiKey } from '@/lib/use-api-key';

/** Without a key there is nothing to show: every screen but Settings leads there first. */
export function RequireApiKey({ children }: { children: ReactNode }) {
  const hasKey = useHasApiKey();
  const location = useLocation();
  if (!hasKey && matchRoute(location.pathname)?.name !== 'settings') {
    return <Navigate to={paths.settings({ next: `${location.pathname}${location.search}`, reason: 'missing' })} replace />;
  }
  return children;
}
