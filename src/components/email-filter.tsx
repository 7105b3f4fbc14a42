import { useEffect, useId, useState } from 'react';
import { isEmailAddress } from '@/api/query-params';
import styles from './filters.module.css';

interface EmailFilterProps {
  /** The applied value (from the URL). */
  value: string | null;
  /** Called with a valid address or null, after typing settles; never with an invalid address. */
  onChange: (email: string | null) => void;
  label?: string;
  /** Addresses to offer while typing (any address is still accepted). */
  suggestions?: readonly string[];
  debounceMs?: number;
}

export function emailFilterError(value: string | null): string | null {
  return value && !isEmailAddress(value) ? `“${value}” is not a full e-mail address (like name@company.com).` : null;
}

/**
 * A member's e-mail address. What the user types is checked before anything is requested: an invalid
 * address gets an inline message and is not applied.
 */
export function EmailFilter({ value, onChange, label = 'Member e-mail', suggestions = [], debounceMs = 400 }: EmailFilterProps) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  const [applied, setApplied] = useState(value);
  // Follow the URL when it changes from outside (back/forward, a cleared filter).
  if (value !== applied) {
    setApplied(value);
    setDraft(value ?? '');
  }

  const trimmed = draft.trim();
  const error = emailFilterError(trimmed || null);

  useEffect(() => {
    if (error || (trimmed || null) === value) return;
    const timer = setTimeout(() => onChange(trimmed || null), debounceMs);
    return () => clearTimeout(timer);
  }, [trimmed, error, value, onChange, debounceMs]);

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
        list={suggestions.length > 0 ? `${id}-suggestions` : undefined}
        className={error ? styles.invalid : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !error) onChange(trimmed || null);
        }}
      />
      {suggestions.length > 0 ? (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((email) => (
            <option key={email} value={email} />
          ))}
        </datalist>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
