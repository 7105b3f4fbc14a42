import { dayOf, wallHourPieces, wallTime, weekOf } from '@/lib/dates/zoned-time';
import type { TimedMeeting, TimeSlice } from './meeting-time';

const HOUR = 3_600_000;

export interface WeekRow {
  /** The week's Monday, `YYYY-MM-DD`, in the viewer's time zone. */
  week: string;
  /** How many of its days are in the range: a first or last week may be a part of one. */
  days: number;
  /** Hours in meetings that week, by group key (groups without time that week are absent). */
  hours: ReadonlyMap<string, number>;
  totalHours: number;
  /** Meetings that started that week, and their average length (null without any). */
  meetings: number;
  averageMinutes: number | null;
}

export interface WeeklyHours {
  weeks: WeekRow[];
  meetings: number;
  averageMinutes: number | null;
  /** How the weeks' average length moves, in minutes a week (least squares); null below two weeks with meetings. */
  trendMinutesPerWeek: number | null;
}

/** How many of the seven days from `monday` are within the range (calendar days, compared as text). */
function daysInRange(monday: string, { from, to }: { from: string; to: string }): number {
  const start = Date.parse(`${monday}T00:00:00Z`);
  let days = 0;
  for (let day = 0; day < 7; day += 1) {
    const date = dayOf(start + day * 86_400_000);
    if (date >= from && date <= to) days += 1;
  }
  return days;
}

/** Least-squares slope of y over x. */
function slope(points: readonly (readonly [number, number])[]): number | null {
  if (points.length < 2) return null;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  let num = 0;
  let den = 0;
  for (const [x, y] of points) {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  }
  return den === 0 ? null : num / den;
}

/**
 * Hours in meetings per week (Monday to Sunday in `timeZone`), stacked by group, over `weeks` (every
 * week of the range, empty ones included). Time is cut at the wall clock's hours, so a meeting over
 * midnight on Sunday counts in both weeks and a daylight-saving change moves no hour into another
 * week. A meeting counts (and its full length averages) in the week it starts. `range`: its first
 * and last days, to say how much of a first or last week it holds.
 */
export function weeklyHours(
  meetings: readonly TimedMeeting[],
  slices: readonly TimeSlice[],
  weeks: readonly string[],
  timeZone: string,
  range?: { from: string; to: string },
): WeeklyHours {
  const rows = new Map(weeks.map((week) => [week, { hours: new Map<string, number>(), meetings: 0, minutes: 0 }]));
  for (const slice of slices) {
    for (const piece of wallHourPieces(slice.start, slice.end, timeZone)) {
      const row = rows.get(weekOf(piece.wall));
      if (row) row.hours.set(slice.group, (row.hours.get(slice.group) ?? 0) + piece.ms / HOUR);
    }
  }
  let counted = 0;
  let minutes = 0;
  for (const meeting of meetings) {
    const row = rows.get(weekOf(wallTime(meeting.start, timeZone)));
    if (!row) continue;
    const length = (meeting.end - meeting.start) / 60_000;
    row.meetings += 1;
    row.minutes += length;
    counted += 1;
    minutes += length;
  }
  const weekRows: WeekRow[] = weeks.map((week) => {
    const row = rows.get(week);
    const hours: ReadonlyMap<string, number> = row?.hours ?? new Map();
    const total = [...hours.values()].reduce((sum, h) => sum + h, 0);
    const count = row?.meetings ?? 0;
    return {
      week,
      days: range ? daysInRange(week, range) : 7,
      hours,
      totalHours: total,
      meetings: count,
      averageMinutes: count ? (row?.minutes ?? 0) / count : null,
    };
  });
  const averages = weekRows.flatMap((row, index) => (row.averageMinutes === null ? [] : [[index, row.averageMinutes] as const]));
  return {
    weeks: weekRows,
    meetings: counted,
    averageMinutes: counted ? minutes / counted : null,
    trendMinutesPerWeek: slope(averages),
  };
}

/** Hours by group over all weeks, largest first: the order of the stacks and the legend. */
export function groupTotals(weekly: WeeklyHours): { group: string; hours: number }[] {
  const totals = new Map<string, number>();
  for (const row of weekly.weeks) for (const [group, hours] of row.hours) totals.set(group, (totals.get(group) ?? 0) + hours);
  return [...totals].map(([group, hours]) => ({ group, hours })).sort((a, b) => b.hours - a.hours || a.group.localeCompare(b.group));
}

/** The stack that holds the groups beyond the palette's colours. */
export const OTHER_GROUP = '\u0000other';

/**
 * At most `max` stacks: the groups with the most hours, and the rest together as OTHER_GROUP (more
 * colours than a colour-blind-safe palette has cannot be told apart).
 */
export function foldGroups(weekly: WeeklyHours, max: number): { weekly: WeeklyHours; groups: string[] } {
  const totals = groupTotals(weekly).map(({ group }) => group);
  if (totals.length <= max) return { weekly, groups: totals };
  const kept = new Set(totals.slice(0, max - 1));
  const weeks = weekly.weeks.map((row) => {
    const hours = new Map<string, number>();
    for (const [group, value] of row.hours) {
      const key = kept.has(group) ? group : OTHER_GROUP;
      hours.set(key, (hours.get(key) ?? 0) + value);
    }
    return { ...row, hours };
  });
  return { weekly: { ...weekly, weeks }, groups: [...kept, OTHER_GROUP] };
}
