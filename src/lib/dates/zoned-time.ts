/**
 * Wall-clock time in a named time zone, for counting time by local hour, weekday and week. A
 * zone's offset changes (daylight saving) on a quarter hour of UTC (most on the hour; Adelaide's and
 * St John's on the half hour), so it is asked of Intl once per UTC quarter hour and kept: counting a
 * year of meetings asks it a few thousand times, not once per meeting and hour.
 */
const HOUR = 3_600_000;
const QUARTER = HOUR / 4;
const DAY = 24 * HOUR;

const offsetCache = new Map<string, Map<number, number>>();
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms (negative west of UTC). */
function offsetAt(instant: number, timeZone: string): number {
  let zone = offsetCache.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsetCache.set(timeZone, zone);
  }
  const quarter = Math.floor(instant / QUARTER);
  let offset = zone.get(quarter);
  if (offset === undefined) {
    const at = quarter * QUARTER;
    const parts: Record<string, number> = {};
    for (const { type, value } of formatter(timeZone).formatToParts(at)) parts[type] = Number(value);
    const wall = Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    );
    offset = wall - at;
    zone.set(quarter, offset);
  }
  return offset;
}

/**
 * The wall-clock time at `instant` in `timeZone`, as a number of ms read with the UTC getters
 * (`new Date(wall).getUTCHours()` is the local hour). Not an instant: only for reading fields.
 */
export function wallTime(instant: number, timeZone: string): number {
  return instant + offsetAt(instant, timeZone);
}

/** Monday 0 … Sunday 6, of a wall time. */
export const weekdayOf = (wall: number): number => (new Date(wall).getUTCDay() + 6) % 7;

/** The calendar day of a wall time, `YYYY-MM-DD`. */
export const dayOf = (wall: number): string => new Date(wall).toISOString().slice(0, 10);

/** The Monday of the week a wall time is in, `YYYY-MM-DD`: whole days, so daylight saving cannot move it. */
export function weekOf(wall: number): string {
  const midnight = Math.floor(wall / DAY) * DAY;
  return dayOf(midnight - weekdayOf(wall) * DAY);
}

/** The Mondays from the week of `firstDay` to the week of `lastDay` (calendar days, `YYYY-MM-DD`). */
export function weeksBetween(firstDay: string, lastDay: string): string[] {
  const first = Date.parse(`${weekOf(Date.parse(firstDay))}T00:00:00Z`);
  const last = Date.parse(`${weekOf(Date.parse(lastDay))}T00:00:00Z`);
  const weeks: string[] = [];
  for (let at = first; at <= last && weeks.length < 1_000; at += 7 * DAY) weeks.push(dayOf(at));
  return weeks;
}

export interface WallHourPiece {
  /** The piece's start, as a wall time (see `wallTime`). */
  wall: number;
  ms: number;
}

/**
 * The time from `start` to `end` (instants, ms) cut at every wall-clock hour of `timeZone`, so each
 * piece lies within one local hour (and so one day and one week). A spring-forward hour is skipped
 * and a fall-back hour counted twice, as the clock on the wall shows them.
 */
export function wallHourPieces(start: number, end: number, timeZone: string): WallHourPiece[] {
  const pieces: WallHourPiece[] = [];
  let at = start;
  while (at < end) {
    const wall = wallTime(at, timeZone);
    const untilHour = HOUR - (((wall % HOUR) + HOUR) % HOUR);
    const next = Math.min(end, at + untilHour);
    pieces.push({ wall, ms: next - at });
    at = next;
  }
  return pieces;
}

/** The browser's time zone (the one the screens show times in). */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
