import { Suspense, useId, useState } from 'react';
import { dayRangeError, type DayRange } from '@/lib/dates/day-range';
import { lazyWithPreload } from '@/lib/scheduling/lazy-with-preload';
import { Button } from './button';
import styles from './filters.module.css';

const { Component: DayFields, preload: preloadDayFields } = lazyWithPreload(() => import('./day-fields'));
// A pointer or focus on "Any date" usually comes a moment before the click: the fields start loading
// then. A failed download is tried again when they are shown, and reported by the screen's error view.
const warmUp = () => void preloadDayFields().catch(() => undefined);

/** The fields' shape while their code loads: the bar does not change size (nor the list below move) when they arrive. */
function DayFieldsLoading({ range }: { range: DayRange }) {
  // A picture of the fields, for the eye only: not labelled, focusable or announced, so nothing (a
  // screen reader, a test) takes it for the fields themselves.
  return (
    <>
      <span className={styles.field} aria-hidden="true">
        From
        <input className={styles.day} value={range.from ?? ''} disabled readOnly tabIndex={-1} />
      </span>
      <span className={styles.field} aria-hidden="true">
        To
        <input className={styles.day} value={range.to ?? ''} disabled readOnly tabIndex={-1} />
      </span>
    </>
  );
}

interface DateRangeFilterProps {
  range: DayRange;
  /**
   * Only the days that changed: a field set before the other's change has rendered would otherwise
   * send that field's stale day back and undo it.
   */
  onChange: (change: Partial<DayRange>) => void;
  legend?: string;
}

/**
 * Two calendar days in the user's time zone. A range that cannot be used (an invalid day typed in the
 * address bar, a start after the end) is explained inline and not sent.
 *
 * Without a range, the fields wait behind "Any date": a page's first date field loads the locale
 * data, tens of ms in one task, which a screen that shows no dates need not spend.
 */
export function DateRangeFilter({ range, onChange, legend = 'Date' }: DateRangeFilterProps) {
  const id = useId();
  const [asked, setAsked] = useState(false);
  const error = dayRangeError(range);
  const errorId = `${id}-error`;
  const active = Boolean(range.from || range.to);
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {asked || active ? (
        <Suspense fallback={<DayFieldsLoading range={range} />}>
          <DayFields range={range} onChange={onChange} describedBy={error ? errorId : undefined} focusFrom={asked} />
        </Suspense>
      ) : (
        <Button onPointerEnter={warmUp} onFocus={warmUp} onClick={() => setAsked(true)}>
          Any date
        </Button>
      )}
      {active ? (
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
