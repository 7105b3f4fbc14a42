/** How the charts write their numbers and weeks. */

export const formatHours = (hours: number): string => `${hours < 10 ? hours.toFixed(1) : Math.round(hours)} h`;

export const formatMinutes = (minutes: number): string => `${Math.round(minutes)} min`;

const weekFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekFormatWithYear = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "3 Nov" for the week whose Monday is `2026-11-03` (a calendar day, so read as UTC). */
export const formatWeek = (week: string, withYear = false): string =>
  (withYear ? weekFormatWithYear : weekFormat).format(new Date(`${week}T00:00:00Z`));

// One formatter for every count: `toLocaleString()` makes one per call, and a chart's summaries are written on every page read.
const countFormat = new Intl.NumberFormat();

export const formatCount = (count: number): string => countFormat.format(count);

export const plural = (count: number, one: string, many = `${one}s`): string => `${formatCount(count)} ${count === 1 ? one : many}`;
