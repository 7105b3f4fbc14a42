import { useId } from 'react';
import filterStyles from '@/components/filters.module.css';
import type { SavedUrl } from '../model/saved-filters';

const TEXT_FILTERS = [
  { name: 'speaker', label: 'Speaker', hint: 'Who said it' },
  { name: 'attendee', label: 'Attendee', hint: 'Name or e-mail' },
  { name: 'tag', label: 'Tag', hint: 'A tag' },
] as const;

/** The filters a search of the copy has beside the date range: scope, speaker, attendee and tag. */
export function SavedFilters({ filters, onChange }: { filters: SavedUrl; onChange: (patch: Partial<SavedUrl>) => void }) {
  const id = useId();
  return (
    <>
      <div className={filterStyles.field}>
        <label htmlFor={`${id}-scope`}>Meetings</label>
        <select id={`${id}-scope`} value={filters.scope ?? ''} onChange={(event) => onChange({ scope: event.target.value || null })}>
          <option value="">Mine and the workspace’s</option>
          <option value="me">Mine</option>
          <option value="workspace">The workspace’s</option>
        </select>
      </div>
      {TEXT_FILTERS.map(({ name, label, hint }) => (
        <div key={name} className={filterStyles.field}>
          <label htmlFor={`${id}-${name}`}>{label}</label>
          <input
            id={`${id}-${name}`}
            type="text"
            value={filters[name] ?? ''}
            placeholder={hint}
            autoComplete="off"
            onChange={(event) => onChange({ [name]: event.target.value || null })}
          />
        </div>
      ))}
    </>
  );
}
