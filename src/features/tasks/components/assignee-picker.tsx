import { useId } from 'react';
import filterStyles from '@/components/filters.module.css';
import { TextOption } from '@/components/text-option';

interface AssigneePickerProps {
  value: string | null;
  /** The assignees of the loaded tasks: the API has no list of them. */
  emails: readonly string[];
  onChange: (email: string | null) => void;
}

export function AssigneePicker({ value, emails, onChange }: AssigneePickerProps) {
  const id = useId();
  const unknownValue = value !== null && !emails.some((email) => email.toLowerCase() === value.toLowerCase());
  return (
    <div className={filterStyles.field}>
      <label htmlFor={id}>Assigned to</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">Anyone</option>
        {unknownValue ? <TextOption value={value} text={value} /> : null}
        {emails.map((email) => (
          <TextOption key={email} value={email} text={email} />
        ))}
      </select>
    </div>
  );
}
