import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { Scope } from '@/lib/routing/scope';
import { EMPTY_SELECTION, type Selection } from './model/selection';

/**
 * The selection of each scope's list, kept while the user pages, filters, opens a meeting and comes
 * back: in memory for the app's life (one per query client, which is one per app and per test),
 * never stored, as it is only a step towards a confirmed batch.
 */
interface Store {
  selections: Map<Scope, Selection>;
  listeners: Set<() => void>;
}
const stores = new WeakMap<QueryClient, Store>();

function storeOf(client: QueryClient): Store {
  let store = stores.get(client);
  if (!store) {
    store = { selections: new Map(), listeners: new Set() };
    stores.set(client, store);
  }
  return store;
}

export function useSelection(scope: Scope): [Selection, (change: (selection: Selection) => Selection) => void] {
  const store = storeOf(useQueryClient());
  const subscribe = useCallback(
    (listener: () => void) => {
      store.listeners.add(listener);
      return () => void store.listeners.delete(listener);
    },
    [store],
  );
  const selection = useSyncExternalStore(subscribe, () => store.selections.get(scope) ?? EMPTY_SELECTION);
  const update = useCallback(
    (change: (selection: Selection) => Selection) => {
      store.selections.set(scope, change(store.selections.get(scope) ?? EMPTY_SELECTION));
      store.listeners.forEach((listener) => listener());
    },
    [store, scope],
  );
  return [selection, update];
}
