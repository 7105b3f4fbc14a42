import { formatDate, formatTime } from './format';

/**
 * When a copy kept on this device was last brought up to date: "at 14:02" today, "on 27 Nov 2026 at
 * 14:02" before; null when it never was (a first sync not finished). One wording for every line that
 * says a screen shows the copy (the offline line, the series page, Insights).
 */
export function savedWhen(savedAt: number | null): string | null {
  if (savedAt === null) return null;
  const iso = new Date(savedAt).toISOString();
  const today = new Date().toDateString() === new Date(savedAt).toDateString();
  return today ? `at ${formatTime(iso)}` : `on ${formatDate(iso)} at ${formatTime(iso)}`;
}
