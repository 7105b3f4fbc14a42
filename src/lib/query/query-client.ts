import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from '@/api/retry-policy';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The query shows its own state (the health indicator): no notice when a refresh fails. */
      quietRefreshErrors?: boolean;
    };
  }
}

export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        // Back/forward between list and detail is served from cache instead of refetching.
        staleTime: 60_000,
        gcTime: 15 * 60_000,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
        ...config.defaultOptions?.queries,
      },
      mutations: {
        // A DELETE is never repeated behind the user's back.
        retry: false,
        ...config.defaultOptions?.mutations,
      },
    },
  });
}
