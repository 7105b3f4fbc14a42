import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { appStore } from '@/lib/query/app-store';
import type { Scope } from '@/core/scope';
import { perKeyName } from '@/lib/session/per-key-storage';
import { EMPTY_SELECTION, type Selection } from '../model/selection';

/**
 * The selection of each scope's list, kept while the user pages, filters, opens a meeting and comes
 * back: in memory for the app's life, never stored, as it is only a step towards a confirmed batch.
 */
const selections = appStore<ReadonlyMap<string, Selection>>(() => new Map());

export function useSelection(scope: Scope): [Selection, (change: (selection: Selection) => Selection) => void] {
  const client = useQueryClient();
  // Per account too: another key in this tab does not inherit what was chosen in the last one.
  const key = perKeyName(scope);
  const selection = selections.use().get(key) ?? EMPTY_SELECTION;
  const update = useCallback(
    (change: (selection: Selection) => Selection) => {
      const all = selections.get(client);
      selections.set(client, new Map(all).set(key, change(all.get(key) ?? EMPTY_SELECTION)));
    },
    [client, key],
  );
  return [selection, update];
}
