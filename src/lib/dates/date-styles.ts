/**
 * The styles dates are shown in (src/lib/dates/format.ts), learned for later visits by
 * src/lib/dates/learn-date-formats.ts. Hours as the locale writes them: "9:05 AM" in English (US),
 * "09:05" in English (UK); a 2-digit hour zero-pads where the locale does not.
 */
export const DATE_STYLES = {
  date: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
  dayHeading: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;
