import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readParams, type ParamValues } from './url-params';

/** Writes to the same filters within this window replace the last history entry instead of adding one. */
const COALESCE_MS = 1_500;

/**
 * A screen's filters, kept in the URL so reload, links and back/forward restore them. A burst of
 * changes to one filter (typing, stepping through a date) makes one history entry, not one per keystroke.
 */
export function useUrlFilters<K extends string>(names: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const lastWrite = useRef<{ keys: string; at: number } | null>(null);
  const namesKey = names.join(',');

  // Keyed by the names' content, so a new array literal each render does not recompute.
  const values = useMemo(() => readParams(searchParams, namesKey.split(',') as K[]), [searchParams, namesKey]);

  const setFilters = useCallback(
    (patch: Partial<ParamValues<K>>) => {
      const keys = Object.keys(patch).sort().join(',');
      const now = Date.now();
      const last = lastWrite.current;
      const replace = last !== null && last.keys === keys && now - last.at < COALESCE_MS;
      lastWrite.current = { keys, at: now };
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries<string | null | undefined>(patch)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  return [values, setFilters] as const;
}
