import { useEffect, useId, useRef } from 'react';
import { dayRangeError, type DayRange } from '@/lib/day-range';
import { Button } from './button';
import styles from './filters.module.css';

interface DateRangeFilterProps {
  range: DayRange;
  /**
   * Only the days that changed: a field set before the other's change has rendered would otherwise
   * send that field's stale day back and undo it.
   */
  onChange: (change: Partial<DayRange>) => void;
  legend?: string;
}

/** A date input cannot show an invalid value: it stays empty and the message says what was wrong. */
function shown(day: string | null): string {
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : '';
}

/**
 * While a year is typed digit by digit the field reports 0002, 0020, 0202…: only a four-digit year
 * from 1000 on is a day someone means.
 */
function isComplete(day: string): boolean {
  return /^[1-9]\d{3}-\d{2}-\d{2}$/.test(day);
}

interface DayInputProps {
  label: string;
  value: string | null;
  onCommit: (day: string | null) => void;
  min?: string;
  max?: string;
  describedBy?: string;
}

/**
 * Uncontrolled on purpose: re-rendering a date field while it is being typed into resets the
 * browser's segment entry. It follows the URL only when it is not the field being edited.
 */
function DayInput({ label, value, onCommit, min, max, describedBy }: DayInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    if (input && document.activeElement !== input && input.value !== shown(value)) input.value = shown(value);
  }, [value]);
  return (
    <label className={styles.field}>
      {label}
      <input
        ref={ref}
        type="date"
        defaultValue={shown(value)}
        min={min || undefined}
        max={max || undefined}
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const day = event.target.value;
          if (day === '') onCommit(null);
          else if (isComplete(day)) onCommit(day);
        }}
      />
    </label>
  );
}

/**
 * Two calendar days in the user's time zone. A range that cannot be used (an invalid day typed in the
 * address bar, a start after the end) is explained inline and not sent.
 */
export function DateRangeFilter({ range, onChange, legend = 'Date' }: DateRangeFilterProps) {
  const id = useId();
  const error = dayRangeError(range);
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <DayInput
        label="From"
        value={range.from}
        max={shown(range.to)}
        describedBy={error ? errorId : undefined}
        onCommit={(from) => onChange({ from })}
      />
      <DayInput
        label="To"
        value={range.to}
        min={shown(range.from)}
        describedBy={error ? errorId : undefined}
        onCommit={(to) => onChange({ to })}
      />
      {range.from || range.to ? (
        <Button variant="ghost" onClick={() => onChange({ from: null, to: null })}>
          Clear dates
        </Button>
      ) : null}
      {/* Polite, and present before it has anything to say, so the message is announced once. */}
      <p id={errorId} className={styles.error} aria-live="polite">
        {error ? `${error} The date filter is not applied.` : null}
      </p>
    </fieldset>
  );
}
