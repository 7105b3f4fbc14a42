import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import filterStyles from '@/components/filters.module.css';
import { useIdle } from '@/lib/use-idle';
import { tagQueries } from '../api/tag-queries';

interface TagPickerProps {
  value: string | null;
  onChange: (tag: string | null) => void;
}

/**
 * Personal tags from /v1/me/tags, shared ones grouped apart; the list filters by the tag's name. Asked
 * for once the list is in and the browser idle (the rows first), or at once from the cache.
 */
export function TagPicker({ value, onChange }: TagPickerProps) {
  const id = useId();
  const idle = useIdle();
  const { data, isError, isPending } = useQuery({ ...tagQueries.list(), enabled: idle });
  const tags = (data?.tags ?? []).filter((tag): tag is typeof tag & { name: string } => Boolean(tag.name));
  const shared = tags.filter((tag) => tag.shared);
  const own = tags.filter((tag) => !tag.shared);
  const unknownValue = value && !tags.some((tag) => tag.name === value);
  return (
    <div className={filterStyles.field}>
      <label htmlFor={id}>Tag</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        aria-describedby={isError ? `${id}-error` : undefined}
      >
        <option value="">{isPending ? 'All tags (loading…)' : 'All tags'}</option>
        {unknownValue ? <option value={value}>{value}</option> : null}
        {shared.length > 0 ? (
          <optgroup label="Shared tags">
            {shared.map((tag) => (
              <option key={tag.id ?? tag.name} value={tag.name}>
                {tag.name} (shared)
              </option>
            ))}
          </optgroup>
        ) : null}
        {own.length > 0 ? (
          <optgroup label="Your tags">
            {own.map((tag) => (
              <option key={tag.id ?? tag.name} value={tag.name}>
                {tag.name}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
      {isError ? (
        <span id={`${id}-error`} className={filterStyles.error}>
          Tags could not be loaded.
        </span>
      ) : null}
    </div>
  );
}
