import { useCallback, useId } from 'react';
import { isEmailAddress } from '@/api/email-address';
import { useDebouncedDraft } from '@/lib/scheduling/use-debounced-draft';
import styles from './filters.module.css';

interface EmailFilterProps {
  /** The applied value (from the URL). */
  value: string | null;
  /** Called with a valid address or null, after typing settles; never with an invalid address. */
  onChange: (email: string | null) => void;
  label?: string;
  debounceMs?: number;
}

function emailFilterError(value: string | null): string | null {
  return value && !isEmailAddress(value) ? `“${value}” is not a full e-mail address (like name@company.com).` : null;
}

/**
 * A member's e-mail address. What the user types is checked before anything is requested: an invalid
 * address is not applied, and once typing settles (or on Enter, or leaving the field) an inline
 * message says why. It is not shown, or announced, on every keystroke.
 */
export function EmailFilter({ value, onChange, label = 'Member e-mail', debounceMs = 400 }: EmailFilterProps) {
  const id = useId();
  const applyValid = useCallback(
    (email: string | null) => {
      if (!emailFilterError(email)) onChange(email);
    },
    [onChange],
  );
  const { draft, setDraft, commit, paused } = useDebouncedDraft(value, applyValid, debounceMs);
  const error = paused ? emailFilterError(draft.trim() || null) : null;

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="off"
        placeholder="name@company.com"
        value={draft}
        className={error ? styles.invalid : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <p id={`${id}-error`} className={styles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
