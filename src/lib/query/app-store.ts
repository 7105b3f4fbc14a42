import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

export interface AppStore<T> {
  get: (client: QueryClient) => T;
  set: (client: QueryClient, value: T) => void;
  /** The value for the app this component is in, re-rendering when it changes. */
  use: () => T;
}

/**
 * State that lives above the screens, one per app: keyed by the query client, which is one per app
 * (and per test), so that each starts from `initial` — as the bulk reads' pacer does.
 */
export function appStore<T>(initial: () => T): AppStore<T> {
  const stores = new WeakMap<QueryClient, { value: T; listeners: Set<() => void> }>();
  const of = (client: QueryClient) => {
    let store = stores.get(client);
    if (!store) {
      store = { value: initial(), listeners: new Set() };
      stores.set(client, store);
    }
    return store;
  };
  return {
    get: (client) => of(client).value,
    set: (client, value) => {
      const store = of(client);
      store.value = value;
      store.listeners.forEach((listener) => listener());
    },
    use: () => {
      const store = of(useQueryClient());
      const subscribe = useCallback(
        (listener: () => void) => {
          store.listeners.add(listener);
          return () => void store.listeners.delete(listener);
        },
        [store],
      );
      return useSyncExternalStore(subscribe, () => store.value);
    },
  };
}
