import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AskForKey } from '@/components/ask-for-key';
import { settingsScreen } from '@/screens/settings';
import { useHasApiKey } from '@/lib/session/use-api-key';

/** Without a key there is nothing to show: every screen but the key screen leads there first. */
export function RequireApiKey({ children }: { children: ReactNode }) {
  const hasKey = useHasApiKey();
  const { pathname } = useLocation();
  if (!hasKey && !settingsScreen.match(pathname)) return <AskForKey reason="missing" />;
  return children;
}
