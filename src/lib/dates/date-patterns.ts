/**
 * A date format learned from an Intl formatter: its parts in order, and each field's text for every
 * value it can take (weekday and month names, days, hours, minutes, AM/PM); the year is written in
 * digits. Formatting with it needs no Intl: the page's first Intl formatter loads the locale data,
 * tens of ms in one task, and a return visit that formats with learned patterns never pays that.
 *
 * Learned in src/lib/dates/learn-date-formats.ts, in idle time (the first screen only formats).
 */

const GETTERS = {
  weekday: 'Day',
  month: 'Month',
  day: 'Date',
  year: 'FullYear',
  hour: 'Hours',
  minute: 'Minutes',
  dayPeriod: 'Hours',
} as const;
export type Field = keyof typeof GETTERS;

export interface DatePattern {
  /** Literals, and the fields whose text goes there. */
  parts: (string | { field: Field })[];
  names: Partial<Record<Field, string[]>>;
}

/** A field's value in `date`, in the local time zone: `getDay()`, `getMonth()`, `getDate() - 1`, `getFullYear()`… */
export function fieldValue(field: Field, date: Date): number {
  return date[`get${GETTERS[field]}`]() - (field === 'day' ? 1 : 0);
}

export function formatWithPattern({ parts, names }: DatePattern, date: Date): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const value = fieldValue(part.field, date);
      return names[part.field]?.[value] ?? `${value}`;
    })
    .join('');
}
