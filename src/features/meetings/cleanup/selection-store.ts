import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { appStore } from '@/lib/query/app-store';
import type { Scope } from '@/lib/routing/scope';
import { EMPTY_SELECTION, type Selection } from './model/selection';

/**
 * The selection of each scope's list, kept while the user pages, filters, opens a meeting and comes
 * back: in memory for the app's life, never stored, as it is only a step towards a confirmed batch.
 */
const selections = appStore<ReadonlyMap<Scope, Selection>>(() => new Map());

export function useSelection(scope: Scope): [Selection, (change: (selection: Selection) => Selection) => void] {
  const client = useQueryClient();
  const selection = selections.use().get(scope) ?? EMPTY_SELECTION;
  const update = useCallback(
    (change: (selection: Selection) => Selection) => {
      const all = selections.get(client);
      selections.set(client, new Map(all).set(scope, change(all.get(scope) ?? EMPTY_SELECTION)));
    },
    [client, scope],
  );
  return [selection, update];
}
