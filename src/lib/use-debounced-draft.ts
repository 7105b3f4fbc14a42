import { useCallback, useEffect, useState } from 'react';

/**
 * What is typed (`draft`) ahead of the committed value (kept in the URL): the draft is committed once
 * typing pauses for `delayMs`, or at once with `commit()`. When the committed value changes from
 * elsewhere (back/forward), the draft follows — but not when it is the echo of our own commit, which
 * would otherwise throw away what was typed since.
 */
export function useDebouncedDraft(
  committed: string | null,
  /** Keep it stable (useCallback): a new function restarts the wait. */
  onCommit: (value: string | null) => void,
  delayMs: number,
) {
  const [draft, setDraft] = useState(committed ?? '');
  const [followed, setFollowed] = useState(committed);
  const [pending, setPending] = useState<{ value: string | null } | null>(null);
  if (committed !== followed) {
    setFollowed(committed);
    if (pending && pending.value === committed) setPending(null);
    else setDraft(committed ?? '');
  }

  const next = draft.trim() || null;
  const commit = useCallback(() => {
    if (next === committed) return;
    setPending({ value: next });
    onCommit(next);
  }, [next, committed, onCommit]);

  useEffect(() => {
    if (next === committed) return;
    const timer = setTimeout(commit, delayMs);
    return () => clearTimeout(timer);
  }, [next, committed, commit, delayMs]);

  return { draft, setDraft, commit, settled: next === committed };
}
