import { Suspense } from 'react';
import { useOnline } from '@/lib/browser/use-online';
import { lazyWithPreload } from '@/lib/scheduling/lazy-with-preload';
import { useLoadedWhenIdle } from '@/lib/scheduling/use-loaded-when-idle';
import { HealthBadge, OfflineBadge } from './health-badge';

// The health check, and what reads its answer, start once the first screen is in and the browser
// idle. The first screen's JavaScript carries only this placeholder.
const { Component: HealthStatus, preload } = lazyWithPreload(async () => ({ default: (await import('./health-status')).HealthStatus }));

/** Always visible in the header: the API's health once checked, "Checking API…" until then. */
export function HealthIndicator() {
  const online = useOnline();
  // A failed download is tried again when the network is back.
  const loaded = useLoadedWhenIdle(preload, online);
  const placeholder = online ? <HealthBadge label="Checking API…" tone="unknown" /> : <OfflineBadge />;
  // Its code is in by then, so it renders without suspending (see lazyWithPreload).
  return loaded ? (
    <Suspense fallback={placeholder}>
      <HealthStatus />
    </Suspense>
  ) : (
    placeholder
  );
}
