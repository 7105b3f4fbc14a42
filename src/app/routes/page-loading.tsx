import { useEffect, useState } from 'react';
import { STILL_WAITING_AFTER_MS } from '@/api/call-limits';

/**
 * Shown while a page's code arrives. A download that is slow is still a download: after a few
 * seconds this says so, and only a failed one ends in an error (RouteError).
 */
export function PageLoading() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), STILL_WAITING_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <p role="status" aria-live="polite">
      {slow ? 'Still loading this screen: the connection is slow. It appears as soon as it has arrived.' : 'Loading…'}
    </p>
  );
}
