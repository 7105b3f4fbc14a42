import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { RuntimeConfig } from '@/lib/runtime-config';
import { RuntimeConfigContext } from '@/lib/runtime-config-context';
import { AppRoutes } from './app-routes';
import { prefetchRoute } from './route-prefetch';

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

/** Providers and routes; the router itself (browser or memory) is supplied by the caller. */
export function App({ config, queryClient }: AppProps) {
  return (
    <RuntimeConfigContext value={config}>
      <QueryClientProvider client={queryClient}>
        <PrefetchOnNavigate queryClient={queryClient} />
        <AppRoutes />
      </QueryClientProvider>
    </RuntimeConfigContext>
  );
}
