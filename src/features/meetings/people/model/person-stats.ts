import type { Steps } from '@/lib/scheduling/sliced-work';
import type { Person, PersonMeeting } from './match-people';
import type { PersonItem } from './meeting-people';

const DAY_MS = 86_400_000;

/** A calendar day in the viewer's time zone, as a whole number (days since 1970-01-01 there). */
export function dayNumber(ms: number): number {
  const date = new Date(ms);
  return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);
}

/**
 * The usual gap between meetings with someone, in days: the median of the gaps between the days you
 * met (two meetings on one day are one day), so one long holiday does not move it. Null with fewer
 * than three days met: one gap is no habit.
 */
export function usualGapDays(days: readonly number[]): number | null {
  const distinct = [...new Set(days)].sort((a, b) => a - b);
  if (distinct.length < 3) return null;
  const gaps = distinct.slice(1).map((day, index) => day - (distinct[index] ?? day));
  gaps.sort((a, b) => a - b);
  const middle = Math.floor(gaps.length / 2);
  const median = gaps.length % 2 ? (gaps[middle] ?? 0) : ((gaps[middle - 1] ?? 0) + (gaps[middle] ?? 0)) / 2;
  return Math.round(median);
}

/**
 * Due to reconnect: more days have passed since you last met than the usual gap and half of it again,
 * and at least two days more (a weekend does not make a daily meeting overdue).
 */
export function dueToReconnect(usualGap: number | null, daysSince: number | null): boolean {
  if (usualGap === null || daysSince === null) return false;
  return daysSince > Math.max(usualGap * 1.5, usualGap + 2);
}

export interface DatedItem extends PersonItem {
  meeting: PersonMeeting['meeting'];
}

export interface PersonSummary {
  person: Person;
  meetings: number;
  /** When you last met (ms); null when no meeting with them says when it was. */
  lastMet: number | null;
  daysSince: number | null;
  usualGap: number | null;
  due: boolean;
  /** Items assigned to them, open and done, newest meeting first. */
  open: DatedItem[];
  done: DatedItem[];
  /** Days since the meeting of the oldest open item; null when none is open or none says when. */
  oldestOpenDays: number | null;
}

/** What the list shows of a person, as of `now`. */
export function summarise(person: Person, now: number): PersonSummary {
  const starts = person.meetings.flatMap(({ meeting }) => (meeting.start === null ? [] : [meeting.start]));
  const lastMet = starts.length ? Math.max(...starts) : null;
  const today = dayNumber(now);
  const daysSince = lastMet === null ? null : Math.max(0, today - dayNumber(lastMet));
  const usualGap = usualGapDays(starts.map(dayNumber));
  const open: DatedItem[] = [];
  const done: DatedItem[] = [];
  for (const { meeting, appearance } of [...person.meetings].reverse()) {
    for (const item of appearance.items) (item.completed ? done : open).push({ ...item, meeting });
  }
  const openStarts = open.flatMap(({ meeting }) => (meeting.start === null ? [] : [meeting.start]));
  const oldestOpenDays = openStarts.length ? Math.max(0, today - dayNumber(Math.min(...openStarts))) : null;
  return {
    person,
    meetings: person.meetings.length,
    lastMet,
    daysSince,
    usualGap,
    due: dueToReconnect(usualGap, daysSince),
    open,
    done,
    oldestOpenDays,
  };
}

/**
 * Everyone's summary as of `now`, in the order of `people`. A generator that may pause after each
 * person (runSliced): over 5,000 meetings, summarising everyone takes longer than a task should.
 */
export function* summariseEveryone(people: readonly Person[], now: number): Steps<PersonSummary[]> {
  const summaries: PersonSummary[] = [];
  for (const person of people) {
    summaries.push(summarise(person, now));
    yield;
  }
  return summaries;
}

/** The people most often in the same meetings as this person, most meetings first (ties: by name). */
export function mostOftenWith(person: Person, everyone: readonly Person[], limit = 5): { person: Person; together: number }[] {
  const theirs = new Set(person.meetings.map(({ meeting }) => meeting.id));
  const counts: { person: Person; together: number }[] = [];
  for (const other of everyone) {
    if (other === person) continue;
    let together = 0;
    for (const { meeting } of other.meetings) if (theirs.has(meeting.id)) together += 1;
    if (together > 0) counts.push({ person: other, together });
  }
  return counts.sort((a, b) => b.together - a.together || a.person.name.localeCompare(b.person.name)).slice(0, limit);
}
