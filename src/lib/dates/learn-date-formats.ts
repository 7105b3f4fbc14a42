/**
 * Learning date patterns from Intl formatters (src/lib/dates/date-patterns.ts), in idle time: only formats that can be
 * reproduced exactly are learned. A pattern is checked against the formatter on 400 dates from 1970
 * to 2100; anything else (another calendar's years, other digits, parts that change with the date) is
 * not learned, and the formatter itself is used.
 */
import { fieldValue, formatWithPattern, type DatePattern, type Field } from './date-patterns';
import { DATE_STYLES } from './date-styles';
import { LEARNED_DATE_FORMATS_KEY, learnedIn, type StoredDateFormats } from './learned-date-formats';
import { whenIdle } from '@/lib/scheduling/when-idle';

/** How many values each field's table has (indexed by `fieldValue`); the year has none. */
const TABLE_SIZES: Partial<Record<Field, number>> = { weekday: 7, month: 12, day: 31, hour: 24, minute: 60, dayPeriod: 24 };
const isField = (type: string): type is Field => type === 'year' || Object.hasOwn(TABLE_SIZES, type);

/** Every value of every field, in a month without a daylight-saving change anywhere (January 2026). */
function sampleDates(): Date[] {
  const at = (month: number, day: number, hour: number, minute: number) => new Date(2026, month, day, hour, minute);
  return [
    ...Array.from({ length: 31 }, (_, day) => at(0, day + 1, 12, 0)),
    ...Array.from({ length: 12 }, (_, month) => at(month, 15, 12, 0)),
    ...Array.from({ length: 24 }, (_, hour) => at(0, 10, hour, 30)),
    ...Array.from({ length: 60 }, (_, minute) => at(0, 10, 9, minute)),
  ];
}

/** Dates it must reproduce, from 1970 to 2100: 118 days, 7 h and 37 min apart, they vary every field. */
function checkDates(): Date[] {
  const start = Date.UTC(1970, 0, 1);
  const step = ((118 * 24 + 7) * 60 + 37) * 60_000;
  return Array.from({ length: 400 }, (_, index) => new Date(start + index * step));
}

/** The pattern `format` follows, or null when it cannot be reproduced exactly. */
export function learnDatePattern(format: Intl.DateTimeFormat): DatePattern | null {
  let shape: string | null = null;
  let parts: DatePattern['parts'] = [];
  const names: DatePattern['names'] = {};
  for (const date of sampleDates()) {
    const formatted = format.formatToParts(date);
    const dateShape = formatted.map((part) => (part.type === 'literal' ? `"${part.value}"` : part.type)).join();
    if (shape === null) {
      shape = dateShape;
      parts = formatted.map((part) => (part.type === 'literal' ? part.value : { field: part.type as Field }));
    } else if (dateShape !== shape) return null;
    for (const { type, value } of formatted) {
      if (type === 'literal') continue;
      if (!isField(type)) return null;
      const index = fieldValue(type, date);
      // The year is written in digits: only where the formatter writes it so.
      if (type === 'year') {
        if (value !== String(index)) return null;
        continue;
      }
      const table = (names[type] ??= []);
      if (table[index] !== undefined && table[index] !== value) return null;
      table[index] = value;
    }
  }
  for (const [field, table] of Object.entries(names)) {
    if (table.length !== TABLE_SIZES[field as Field] || table.includes(undefined as never)) return null;
  }
  const reproduces = (pattern: DatePattern) => checkDates().every((date) => formatWithPattern(pattern, date) === format.format(date));
  const pattern: DatePattern = { parts, names };
  if (reproduces(pattern)) return pattern;
  // V8's format() writes a plain space where formatToParts() has a narrow no-break space (U+202F).
  const spaced = JSON.parse(JSON.stringify(pattern).replaceAll('\u202f', ' ')) as DatePattern;
  return reproduces(spaced) ? spaced : null;
}

/** Learns every style's pattern, one per idle callback (each is a few hundred format calls), and stores those learned. */
export async function learnDateFormats(): Promise<void> {
  const patterns: Partial<Record<keyof typeof DATE_STYLES, DatePattern>> = {};
  for (const style of Object.keys(DATE_STYLES) as (keyof typeof DATE_STYLES)[]) {
    const pattern = learnDatePattern(new Intl.DateTimeFormat(undefined, DATE_STYLES[style]));
    if (pattern) patterns[style] = pattern;
    await new Promise<void>((resolve) => whenIdle(resolve));
  }
  const stored: StoredDateFormats = { learnedIn: learnedIn(), patterns };
  try {
    window.localStorage.setItem(LEARNED_DATE_FORMATS_KEY, JSON.stringify(stored));
  } catch {
    // Storage refused or full: every visit formats with Intl.
  }
}
