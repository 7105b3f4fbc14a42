import type { Meeting, MeetingSummary } from '@/api/schemas/meeting';
import { readDateTime } from '@/core/date-time';
import { displayTitle, formatDuration, visibleTitle } from '@/lib/dates/format';
import type { Scope } from '@/core/scope';
import { normaliseTitle } from '@/lib/text/normalise-title';

/**
 * The cleanup's suggestions: each picks meetings among those loaded and says why, and only selects
 * them; the user reviews and confirms before anything is deleted. A meeting whose times cannot be
 * read (missing, unreadable, or ending before it starts) is never picked for its times.
 */
export type Suggested = ReadonlyMap<string, string>;

type WithId = MeetingSummary & { id: string };
const withIds = (meetings: readonly MeetingSummary[]) => meetings.filter((m): m is WithId => Boolean(m.id));

interface Span {
  start: number;
  end: number;
}

/**
 * Each meeting's span, read once: the suggestions are counted again whenever the loaded list changes
 * (with every meeting a running batch deletes), and reading 10,000 meetings' dates each time was most
 * of what each step of a batch cost. A list's meetings stay the same objects across its updates.
 */
const spans = new WeakMap<object, Span | null>();

/** Start and end, when both can be read and the end is not before the start. */
export function spanOf(meeting: Pick<MeetingSummary, 'startTime' | 'endTime'>): Span | null {
  let span = spans.get(meeting);
  if (span === undefined) {
    const start = readDateTime(meeting.startTime)?.getTime();
    const end = readDateTime(meeting.endTime)?.getTime();
    span = start === undefined || end === undefined || end < start ? null : { start, end };
    spans.set(meeting, span);
  }
  return span;
}

/** Meetings shorter than `minutes` (false starts, test calls). */
export function shorterThan(meetings: readonly MeetingSummary[], minutes: number): Suggested {
  return new Map(
    withIds(meetings).flatMap((m) => {
      const span = spanOf(m);
      return span && span.end - span.start < minutes * 60_000
        ? [[m.id, `Shorter than ${minutes} min (${formatDuration(m.startTime, m.endTime) ?? 'unknown'})`] as const]
        : [];
    }),
  );
}

/** Meetings with neither a title nor a generated one. */
export function untitled(meetings: readonly MeetingSummary[]): Suggested {
  return new Map(withIds(meetings).flatMap((m) => (visibleTitle(m) === null ? [[m.id, 'No title, and none was generated'] as const] : [])));
}

/** Meetings that started before `day` (`YYYY-MM-DD`, the start of that day where the user is). */
export function olderThan(meetings: readonly MeetingSummary[], day: string): Suggested {
  const before = new Date(`${day}T00:00:00`).getTime();
  if (Number.isNaN(before)) return new Map();
  return new Map(
    withIds(meetings).flatMap((m) => {
      const start = readDateTime(m.startTime)?.getTime();
      return start !== undefined && start < before ? [[m.id, `Started before ${day}`] as const] : [];
    }),
  );
}

const overlap = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** A group of recordings of one meeting: the one kept (the longest) and the others, suggested. */
export interface DuplicateGroup {
  keep: WithId;
  others: WithId[];
  why: string;
}

/**
 * Recordings of the same meeting. In the workspace: the same calendar event, or the same title at
 * overlapping times, recorded by different members. In a personal list: two recordings overlapping
 * in time. Each group keeps its longest recording by default.
 */
export function duplicateGroups(meetings: readonly MeetingSummary[], scope: Scope): DuplicateGroup[] {
  const list = withIds(meetings);
  const groups: WithId[][] = [];
  const grouped = new Set<string>();
  const why = new Map<WithId[], string>();
  if (scope === 'workspace') {
    const byEvent = new Map<string, WithId[]>();
    for (const m of list) if (m.calendarEventId) byEvent.set(m.calendarEventId, [...(byEvent.get(m.calendarEventId) ?? []), m]);
    for (const group of byEvent.values()) {
      const owners = new Set(group.map((m) => m.userId));
      if (group.length < 2 || owners.size < 2) continue;
      groups.push(group);
      why.set(group, 'The same calendar event, recorded by more than one member');
      group.forEach((m) => grouped.add(m.id));
    }
  }
  // Sorted by start, each meeting joins the first group it overlaps (and, in the workspace, matches).
  // Only groups still running when it starts can overlap it: a sweep over those, not over every group
  // so far (ten thousand meetings made that 50 million comparisons, seconds on every render).
  const timed = list
    .filter((m) => !grouped.has(m.id))
    .flatMap((m) => {
      const span = spanOf(m);
      return span ? [{ m, span, title: scope === 'me' ? '' : normaliseTitle(displayTitle(m)) }] : [];
    })
    .sort((a, b) => a.span.start - b.span.start);
  type Open = { members: typeof timed; end: number };
  const open: Open[] = [];
  let running: Open[] = [];
  for (const item of timed) {
    running = running.filter((group) => group.end > item.span.start);
    const match = running.find(({ members }) =>
      members.some(
        (other) => overlap(other.span, item.span) && (scope === 'me' || (other.m.userId !== item.m.userId && other.title === item.title)),
      ),
    );
    if (match) {
      match.members.push(item);
      match.end = Math.max(match.end, item.span.end);
    } else {
      const group = { members: [item], end: item.span.end };
      open.push(group);
      running.push(group);
    }
  }
  for (const { members } of open) {
    if (members.length < 2) continue;
    const group = members.map(({ m }) => m);
    groups.push(group);
    why.set(group, scope === 'me' ? 'Recorded at overlapping times' : 'The same title at overlapping times, recorded by different members');
  }
  const length = (m: WithId) => {
    const span = spanOf(m);
    return span ? span.end - span.start : -1;
  };
  return groups.map((group) => {
    const [keep, ...others] = [...group].sort((a, b) => length(b) - length(a));
    return { keep: keep!, others, why: why.get(group) ?? '' };
  });
}

/** The duplicates' suggestion: every recording but the one each group keeps. */
export function duplicates(meetings: readonly MeetingSummary[], scope: Scope): Suggested {
  return new Map(
    duplicateGroups(meetings, scope).flatMap(({ keep, others, why }) =>
      others.map(
        (m) =>
          [m.id, `${why}; keeping “${displayTitle(keep)}” (${formatDuration(keep.startTime, keep.endTime) ?? 'length unknown'})`] as const,
      ),
    ),
  );
}

/** Neither a transcript nor any summary: nothing was recorded worth keeping (read from the meeting itself). */
export function isEmptyRecording(meeting: Pick<Meeting, 'transcript' | 'summary'>): boolean {
  const blank = (text: string | null | undefined) => !text?.trim();
  const { summary } = meeting;
  return blank(meeting.transcript) && (!summary || (blank(summary.markdown) && blank(summary.html) && blank(summary.short)));
}
