import { readDateTime } from '@/core/date-time';

/** Whole days from an instant to now (0 today); null when the instant is unknown. */
export function ageInDays(iso: string | null, now: number): number | null {
  const at = readDateTime(iso)?.getTime() ?? null;
  return at === null ? null : Math.max(0, Math.floor((now - at) / 86_400_000));
}

/** "today", "1 day", "12 days", "5 weeks", "4 months", "2 years". */
export function formatAge(days: number): string {
  const unit = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
  if (days < 1) return 'today';
  if (days < 14) return unit(days, 'day');
  if (days < 60) return unit(Math.floor(days / 7), 'week');
  if (days < 730) return unit(Math.floor(days / 30), 'month');
  return unit(Math.floor(days / 365), 'year');
}
