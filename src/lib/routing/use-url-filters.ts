import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readParams, type ParamValues } from './url-params';

/** Writes to the same filters within this window replace the last history entry instead of adding one. */
const COALESCE_MS = 1_500;

/** Filters set by one control: writes to any of them count as writes to the same filter (a date range's two days). */
const ONE_CONTROL: readonly (readonly string[])[] = [['from', 'to']];

/** What a write to these filters is, for coalescing: the controls it touched. */
function controlsOf(names: string[]): string {
  const controls = names.map((name) => ONE_CONTROL.find((group) => group.includes(name))?.join('+') ?? name);
  return [...new Set(controls)].sort().join(',');
}

/**
 * A screen's filters, kept in the URL so reload, links and back/forward restore them. A burst of
 * changes to one filter (typing, stepping through a date, setting both ends of a range) makes one
 * history entry, not one per keystroke.
 */
export function useUrlFilters<K extends string>(names: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const lastWrite = useRef<{ controls: string; at: number } | null>(null);
  // The last write, and the URL it was made over: a write made over that same URL (before the
  // navigation has rendered: two filters set in quick succession on a busy machine) builds on it
  // rather than dropping what it set.
  const written = useRef<{ over: URLSearchParams; next: URLSearchParams } | null>(null);
  const namesKey = names.join(',');

  // Keyed by the names' content, so a new array literal each render does not recompute.
  const values = useMemo(() => readParams(searchParams, namesKey.split(',') as K[]), [searchParams, namesKey]);

  const setFilters = useCallback(
    (patch: Partial<ParamValues<K>>) => {
      const controls = controlsOf(Object.keys(patch));
      const now = Date.now();
      const last = lastWrite.current;
      const replace = last !== null && last.controls === controls && now - last.at < COALESCE_MS;
      lastWrite.current = { controls, at: now };
      const pending = written.current?.over === searchParams ? written.current.next : null;
      const next = new URLSearchParams(pending ?? searchParams);
      for (const [name, value] of Object.entries<string | null | undefined>(patch)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      written.current = { over: searchParams, next };
      setSearchParams(next, { replace });
    },
    [searchParams, setSearchParams],
  );

  return [values, setFilters] as const;
}
