import { useCallback, useEffect, useState } from 'react';

/**
 * What is typed (`draft`) ahead of the committed value (kept in the URL): the draft is committed once
 * typing pauses for `delayMs`, or at once with `commit()`. When the committed value changes from
 * elsewhere (back/forward), the draft follows — but not when it is the echo of our own commit, which
 * would otherwise throw away what was typed since. `onCommit` may decline a value (an invalid one):
 * `paused` still tells that typing has stopped, so the field can say what is wrong with it.
 */
export function useDebouncedDraft(
  committed: string | null,
  /** Keep it stable (useCallback): a new function restarts the wait. */
  onCommit: (value: string | null) => void,
  delayMs: number,
) {
  const [draft, setDraftValue] = useState(committed ?? '');
  const [followed, setFollowed] = useState(committed);
  const [pending, setPending] = useState<{ value: string | null } | null>(null);
  const [paused, setPaused] = useState(true);
  if (committed !== followed) {
    setFollowed(committed);
    if (pending && pending.value === committed) setPending(null);
    else setDraftValue(committed ?? '');
  }

  const next = draft.trim() || null;
  const commit = useCallback(() => {
    setPaused(true);
    // Already committed, or already offered (its echo on the way, or declined).
    if (next === committed || pending?.value === next) return;
    setPending({ value: next });
    onCommit(next);
  }, [next, committed, pending, onCommit]);

  useEffect(() => {
    if (next === committed) return;
    const timer = setTimeout(commit, delayMs);
    return () => clearTimeout(timer);
  }, [next, committed, commit, delayMs]);

  const setDraft = useCallback((value: string) => {
    setDraftValue(value);
    setPaused(false);
  }, []);

  return { draft, setDraft, commit, settled: next === committed, paused };
}
