import { useCallback } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { settingsLinks } from '@/screens/settings';

/**
 * The one way to the key screen: a missing key, or one the API rejected (401: wrong or revoked). The
 * user comes back to where they were once connected.
 */
type Reason = 'rejected' | 'missing';

/** An error that only a new key can fix. */
export function isKeyRejected(error: unknown): boolean {
  return isApiError(error) && error.kind === 'unauthorized';
}

function keyScreen({ pathname, search }: { pathname: string; search: string }, reason: Reason): string {
  return settingsLinks.settings({ next: `${pathname}${search}`, reason });
}

/** Rendered instead of a screen that cannot be shown without a (new) key. */
export function AskForKey({ reason }: { reason: Reason }) {
  return <Navigate to={keyScreen(useLocation(), reason)} replace />;
}

/** The same from an event: a refresh that found the key rejected while the screen showed data. */
export function useAskForKey(): (reason: Reason) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback((reason: Reason) => void navigate(keyScreen(location, reason), { replace: true }), [navigate, location]);
}
