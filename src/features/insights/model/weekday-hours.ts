import { wallHourPieces, weekdayOf } from '@/lib/dates/zoned-time';
import type { TimeSlice } from './meeting-time';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Hours in meetings by weekday (Monday 0) and hour of the day (0–23) in `timeZone`: 7 rows of 24. */
export function weekdayHours(slices: readonly TimeSlice[], timeZone: string): number[][] {
  const cells = WEEKDAYS.map(() => Array.from({ length: 24 }, () => 0));
  for (const slice of slices) {
    for (const piece of wallHourPieces(slice.start, slice.end, timeZone)) {
      const row = cells[weekdayOf(piece.wall)];
      const hour = new Date(piece.wall).getUTCHours();
      if (row) row[hour] = (row[hour] ?? 0) + piece.ms / 3_600_000;
    }
  }
  return cells;
}
