import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import filterStyles from '@/components/filters.module.css';
import { useIdle } from '@/lib/scheduling/use-idle';
import { tagQueries } from '@/lib/query/tag-queries';
import type { NamedTag, TagOptions as TagOptionsView } from './tag-options';

interface TagPickerProps {
  value: string | null;
  onChange: (tag: string | null) => void;
}

/** The options' code, once loaded (the next picker has it at once). */
let loadedOptions: typeof TagOptionsView | null = null;

/**
 * Personal tags from /v1/me/tags, shared ones grouped apart; the list filters by the tag's name. Asked
 * for once the list is in and the browser idle (the rows first), or at once from the cache; the
 * options' code (tag-options.tsx) loads then too.
 */
export function TagPicker({ value, onChange }: TagPickerProps) {
  const id = useId();
  const idle = useIdle();
  const { data, isError, isPending } = useQuery({ ...tagQueries.list(), enabled: idle });
  const [Options, setOptions] = useState(() => loadedOptions);
  const [optionsFailed, setOptionsFailed] = useState(false);
  useEffect(() => {
    if (idle && !loadedOptions)
      import('./tag-options').then(
        (module) => setOptions(() => (loadedOptions = module.TagOptions)),
        () => setOptionsFailed(true),
      );
  }, [idle]);
  const tags = (data?.tags ?? []).filter((tag): tag is NamedTag => Boolean(tag.name));
  const unknownValue = value && !tags.some((tag) => tag.name === value);
  const failed = isError || optionsFailed;
  return (
    <div className={filterStyles.field}>
      <label htmlFor={id}>Tag</label>
      <select
        id={id}
        className={filterStyles.picker}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        aria-describedby={failed ? `${id}-error` : undefined}
      >
        <option value="">{isPending || (!Options && !failed) ? 'All tags (loading…)' : 'All tags'}</option>
        {unknownValue ? <option value={value}>{value}</option> : null}
        {Options ? <Options tags={tags} /> : null}
      </select>
      {failed ? (
        <span id={`${id}-error`} className={filterStyles.error}>
          Tags could not be loaded.
        </span>
      ) : null}
    </div>
  );
}
