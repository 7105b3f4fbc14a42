import type { MeetingSummary } from '@/api/schemas/meeting';
import { readDateTime } from '@/core/date-time';
import { displayTitle, visibleTitle } from '@/lib/dates/format';

/** A meeting longer than this has an end time that cannot be right (a recorder left running for days). */
export const LONGEST_MEETING_MS = 24 * 3_600_000;

/** A meeting whose time can be counted: instants in ms, and the series it is stacked in. */
export interface TimedMeeting {
  id: string | null;
  /** As shown ("Untitled meeting" without one). */
  title: string;
  /** Whether it has a title of its own (or a generated one): untitled meetings share nothing. */
  titled: boolean;
  start: number;
  end: number;
  /** Whose time it is: overlapping meetings of one person count their common time once. */
  owner: string;
  /** The stack it is counted in (a tag, a member): a key of `ReadMeetings.groups`. */
  group: string;
}

export type UnreadableReason = 'no start or end time' | 'ends before it starts' | 'longer than a day';

export interface UnreadableMeeting {
  id: string | null;
  title: string;
  reason: UnreadableReason;
}

export interface ReadMeetings {
  meetings: TimedMeeting[];
  /** Left out of every chart, and said so: a wrong time would count wrong hours. */
  unreadable: UnreadableMeeting[];
}

function unreadableReason(start: number | null, end: number | null): UnreadableReason | null {
  if (start === null || end === null) return 'no start or end time';
  if (end < start) return 'ends before it starts';
  if (end - start > LONGEST_MEETING_MS) return 'longer than a day';
  return null;
}

type Reading = { title: string; titled: boolean } & ({ start: number; end: number; reason: null } | { reason: UnreadableReason });

/**
 * Each meeting's times and title, read once: the charts are counted again as every page arrives,
 * and the pages' records stay the same objects.
 */
const readings = new WeakMap<MeetingSummary, Reading>();

function reading(summary: MeetingSummary): Reading {
  let read = readings.get(summary);
  if (!read) {
    const start = readDateTime(summary.startTime)?.getTime() ?? null;
    const end = readDateTime(summary.endTime)?.getTime() ?? null;
    const title = displayTitle(summary);
    const titled = visibleTitle(summary) !== null;
    const reason = unreadableReason(start, end);
    read =
      reason || start === null || end === null
        ? { title, titled, reason: reason ?? 'no start or end time' }
        : { title, titled, start, end, reason: null };
    readings.set(summary, read);
  }
  return read;
}

/** Whose time a meeting is: its owner; a meeting without one is nobody else's. */
const ownerOf = (summary: MeetingSummary, index: number) => summary.userId ?? `\u0000unknown ${index}`;

/**
 * The meetings with times that can be counted, each in its group; the others with why not.
 * `oneOwner`: every meeting is one person's (the personal scope), whatever its owner field says.
 */
export function readMeetings(
  summaries: readonly MeetingSummary[],
  groupOf: (summary: MeetingSummary) => string,
  { oneOwner = false } = {},
): ReadMeetings {
  const meetings: TimedMeeting[] = [];
  const unreadable: UnreadableMeeting[] = [];
  for (const [index, summary] of summaries.entries()) {
    const read = reading(summary);
    if (read.reason === null) {
      const owner = oneOwner ? 'me' : ownerOf(summary, index);
      meetings.push({
        id: summary.id,
        title: read.title,
        titled: read.titled,
        start: read.start,
        end: read.end,
        owner,
        group: groupOf(summary),
      });
    } else unreadable.push({ id: summary.id, title: read.title, reason: read.reason });
  }
  return { meetings, unreadable };
}

/** A stretch of one person's meeting time, in one group. */
export interface TimeSlice {
  group: string;
  start: number;
  end: number;
}

/**
 * The time people spent in meetings within [from, to): one person's overlapping meetings count
 * their common time once (for the one that started first); different people's each count. A
 * zero-length meeting has no time, though it is still a meeting.
 */
export function timeSlices(meetings: readonly TimedMeeting[], from: number, to: number): TimeSlice[] {
  const byOwner = new Map<string, TimedMeeting[]>();
  for (const meeting of meetings) {
    const own = byOwner.get(meeting.owner) ?? [];
    own.push(meeting);
    byOwner.set(meeting.owner, own);
  }
  const slices: TimeSlice[] = [];
  for (const own of byOwner.values()) {
    let coveredUntil = -Infinity;
    for (const meeting of own.sort((a, b) => a.start - b.start || a.end - b.end)) {
      const start = Math.max(meeting.start, coveredUntil, from);
      const end = Math.min(meeting.end, to);
      if (end > start) slices.push({ group: meeting.group, start, end });
      coveredUntil = Math.max(coveredUntil, meeting.end);
    }
  }
  return slices;
}
