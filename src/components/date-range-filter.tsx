import { useId } from 'react';
import { dayRangeError, type DayRange } from '@/lib/day-range';
import { Button } from './button';
import styles from './filters.module.css';

interface DateRangeFilterProps {
  range: DayRange;
  onChange: (range: DayRange) => void;
  legend?: string;
}

/**
 * Two calendar days in the user's time zone. A range that cannot be used (an invalid day typed in the
 * address bar, a start after the end) is explained inline and not sent.
 */
export function DateRangeFilter({ range, onChange, legend = 'Date' }: DateRangeFilterProps) {
  const id = useId();
  const error = dayRangeError(range);
  const errorId = `${id}-error`;
  // A date input cannot show an invalid value: leave it empty and let the message say what was wrong.
  const shown = (day: string | null) => (day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : '');
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <label className={styles.field}>
        From
        <input
          type="date"
          value={shown(range.from)}
          max={shown(range.to) || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange({ ...range, from: event.target.value || null })}
        />
      </label>
      <label className={styles.field}>
        To
        <input
          type="date"
          value={shown(range.to)}
          min={shown(range.from) || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange({ ...range, to: event.target.value || null })}
        />
      </label>
      {range.from || range.to ? (
        <Button variant="ghost" onClick={() => onChange({ from: null, to: null })}>
          Clear dates
        </Button>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error} The date filter is not applied.
        </p>
      ) : null}
    </fieldset>
  );
}
