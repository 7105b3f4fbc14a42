const DAY = 86_400_000;
/** Cadences a recurring meeting keeps, in days: daily, weekly, fortnightly, four-weekly. */
const CADENCES = [1, 7, 14, 28] as const;
export type Cadence = (typeof CADENCES)[number];
/** A recurring meeting moved by up to a day, or half an hour within its day, is still the same slot. */
const DAY_SLACK = 1;
const TIME_SLACK_MS = 30 * 60_000;
/** A run needs this many meetings to show a rhythm at all; two could be anything. */
export const MIN_RUN = 3;

/**
 * The gap between two meetings as a whole number of cadence steps (a skipped week is 2), or null.
 * Two missed in a row is not a rhythm any more: by chance alone, meetings with a common title fall on
 * multiples of a week often enough (the demo's random meetings did).
 */
function steps(gapMs: number, cadence: Cadence): number | null {
  const days = gapMs / DAY;
  const count = Math.round(days / cadence);
  if (count < 1 || count > 2) return null;
  if (Math.abs(days - count * cadence) > (cadence === 1 ? 0.1 : DAY_SLACK)) return null;
  // Same time of day (weekly meetings keep their slot); the day slack allows a move to a neighbour day.
  const timeOfDay = ((gapMs % DAY) + DAY) % DAY;
  return Math.min(timeOfDay, DAY - timeOfDay) <= TIME_SLACK_MS ? count : null;
}

export interface Run {
  cadence: Cadence;
  /** Indexes into the times given, in time order. */
  members: number[];
  /** Steps missed between members (a skipped week counts one). */
  skipped: number;
}

/**
 * The longest run of meetings (times in ms, ascending) that keeps a regular cadence, allowing skipped
 * occurrences and stepping over meetings between them (a one-off with the same title); null when no
 * run of MIN_RUN keeps one. Each gap in the run is a whole number of steps, and two in three of them
 * exactly one step: a meeting every three weeks is not weekly.
 */
export function findRun(times: readonly number[]): Run | null {
  let best: Run | null = null;
  for (const cadence of CADENCES) {
    for (let first = 0; first < times.length; first += 1) {
      const members = [first];
      let [skipped, single] = [0, 0];
      for (let next = first + 1; next < times.length; next += 1) {
        const last = members.at(-1) ?? first;
        const gap = (times[next] ?? 0) - (times[last] ?? 0);
        if (gap > 2.5 * cadence * DAY) break;
        const count = steps(gap, cadence);
        if (count === null) continue;
        members.push(next);
        skipped += count - 1;
        if (count === 1) single += 1;
      }
      // Mostly on time: at least two gaps in three are a single step.
      const fits = members.length >= MIN_RUN && single * 3 >= (members.length - 1) * 2;
      if (fits && (!best || members.length > best.members.length)) best = { cadence, members, skipped };
    }
  }
  return best;
}

export function describeCadence(cadence: Cadence): string {
  return { 1: 'Daily', 7: 'Weekly', 14: 'Every two weeks', 28: 'Every four weeks' }[cadence];
}
