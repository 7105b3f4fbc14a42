import { useEffect, useRef } from 'react';
import type { DayRange } from '@/lib/dates/day-range';
import styles from './filters.module.css';

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
  autoFocus?: boolean;
}

/**
 * Uncontrolled on purpose: re-rendering a date field while it is being typed into resets the
 * browser's segment entry. It follows the URL only when it is not the field being edited.
 */
function DayInput({ label, value, onCommit, min, max, describedBy, autoFocus }: DayInputProps) {
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
        className={styles.day}
        type="date"
        defaultValue={shown(value)}
        autoFocus={autoFocus}
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

export interface DayFieldsProps {
  range: DayRange;
  onChange: (change: Partial<DayRange>) => void;
  /** The id of the message that says what is wrong with the range, when something is. */
  describedBy?: string;
  /** Focus "From" once shown: the user asked for the fields, and the button they pressed is gone. */
  focusFrom?: boolean;
}

/**
 * The From and To fields of the date filter: a chunk of its own, loaded only when they are shown. A
 * date field is costly to create: its first loads the locale data (tens of ms in one task).
 */
export default function DayFields({ range, onChange, describedBy, focusFrom }: DayFieldsProps) {
  return (
    <>
      <DayInput
        label="From"
        value={range.from}
        max={shown(range.to)}
        describedBy={describedBy}
        autoFocus={focusFrom}
        onCommit={(from) => onChange({ from })}
      />
      <DayInput label="To" value={range.to} min={shown(range.from)} describedBy={describedBy} onCommit={(to) => onChange({ to })} />
    </>
  );
}
