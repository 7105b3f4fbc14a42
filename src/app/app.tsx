import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { RuntimeConfig } from '@/lib/session/runtime-config';
import { NotificationsProvider } from '@/components/notifications';
import { UndoableDeletionsProvider } from '@/features/meetings/delete/components/undoable-deletions-provider';
import { RuntimeConfigContext } from '@/lib/session/runtime-config-context';
import { WarmUpContext } from '@/lib/routing/warm-up';
import { lazyWithPreload } from '@/lib/scheduling/lazy-with-preload';
import { useLoadedWhenIdle } from '@/lib/scheduling/use-loaded-when-idle';
import { useOnline } from '@/lib/browser/use-online';
import { AppRoutes } from './app-routes';
import { prefetchRoute, warmUpRoute } from './route-prefetch';
import { ScrollRestoration } from './scroll-restoration';

interface AppProps {
  config: RuntimeConfig;
  queryClient: QueryClient;
}

/** Starts each screen's data with the navigation, not after its lazy code has loaded. */
function PrefetchOnNavigate({ queryClient }: { queryClient: QueryClient }) {
  const location = useLocation();
  useLayoutEffect(() => prefetchRoute(queryClient, location), [queryClient, location]);
  return null;
}

// What can wait until the first screen is in (refresh failures, a cleanup a closed tab interrupted: after-first-screen.tsx). Scroll
// restoration cannot: a user may scroll and open a meeting before the browser is first idle.
const { Component: AfterFirstScreen, preload: loadAfterFirstScreen } = lazyWithPreload(() => import('./after-first-screen'));

function WhenIdle() {
  // A failed download is tried again when the network is back.
  const loaded = useLoadedWhenIdle(loadAfterFirstScreen, useOnline());
  // Its code is in by then, so it renders without suspending (see lazyWithPreload).
  return loaded ? (
    <Suspense fallback={null}>
      <AfterFirstScreen />
    </Suspense>
  ) : null;
}

/** Providers and routes; the router itself (browser or memory) is supplied by the caller. */
export function App({ config, queryClient }: AppProps) {
  const warmUp = useCallback((href: string) => warmUpRoute(queryClient, href), [queryClient]);
  return (
    <RuntimeConfigContext value={config}>
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>
          <PrefetchOnNavigate queryClient={queryClient} />
          <ScrollRestoration />
          <UndoableDeletionsProvider>
            <WhenIdle />
            <WarmUpContext value={warmUp}>
              <AppRoutes />
            </WarmUpContext>
          </UndoableDeletionsProvider>
        </NotificationsProvider>
      </QueryClientProvider>
    </RuntimeConfigContext>
  );
}
