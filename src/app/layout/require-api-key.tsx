import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AskForKey } from '@/components/ask-for-key';
import { matchRoute } from '@/lib/paths';
import { useHasApiKey } from '@/lib/use-api-key';

/** Without a key there is nothing to show: every screen but the key screen leads there first. */
export function RequireApiKey({ children }: { children: ReactNode }) {
  const hasKey = useHasApiKey();
  const { pathname } = useLocation();
  if (!hasKey && matchRoute(pathname)?.name !== 'settings') return <AskForKey reason="missing" />;
  return children;
}
