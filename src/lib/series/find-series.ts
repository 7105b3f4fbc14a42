import { readDateTime } from '@/core/date-time';
import { describeCadence, findRun, type Cadence } from './cadence';
import { normaliseTitle } from '@/lib/text/normalise-title';
import { titleOf, type SeriesMeeting } from './series-meeting';

/** What the user decided in this browser: meetings taken out of their series, or put into one (by key). */
export interface SeriesChoices {
  detached: readonly string[];
  /** Meeting id → series key (meeting ids are server text: a Map, never an object's keys). */
  attached: ReadonlyMap<string, string>;
}
export const NO_CHOICES: SeriesChoices = { detached: [], attached: new Map() };

/** A reason or a note: words of ours, and the server text they quote (isolated where it is shown). */
export interface Said {
  text: string;
  quote: string | null;
}
const said = (text: string, quote: string | null = null): Said => ({ text, quote });
/** As plain text, for Markdown and tests: the quote in quotation marks. */
export const saidText = ({ text, quote }: Said) => (quote === null ? text : `${text}“${quote}”`);

export interface Series {
  /** Stable across reads: the calendar series' id, or the shared title. In the series page's URL. */
  key: string;
  title: string;
  basis: 'calendar' | 'title';
  cadence: Cadence | null;
  /** Oldest first. */
  meetings: SeriesMeeting[];
  /** Why these meetings belong together, in words. */
  reasons: Said[];
  /** What is particular about a meeting's place in it (renamed, added by hand), by id. */
  notes: ReadonlyMap<string, Said>;
}

const startOf = (meeting: SeriesMeeting) => readDateTime(meeting.startTime ?? '')?.getTime() ?? null;
const byStart = (a: SeriesMeeting, b: SeriesMeeting) => (startOf(a) ?? 0) - (startOf(b) ?? 0);

/**
 * A calendar event's series, from an instance's id: Google's instances are the series' id plus
 * `_20261104T170000Z` (or `_20261104` for all-day ones); an id without such a suffix is its own series.
 */
export function calendarSeriesId(eventId: string): string {
  return eventId.replace(/_\d{8}(?:T\d{4,6}Z?)?$/, '');
}

function mostCommonTitle(meetings: readonly SeriesMeeting[]): string {
  const counts = new Map<string, number>();
  // Newest last, so a tie goes to the newest title.
  for (const m of meetings) counts.set(titleOf(m), (counts.get(titleOf(m)) ?? 0) + 1);
  let best = titleOf(meetings.at(-1) ?? { title: null, generatedTitle: null });
  for (const [title, count] of counts) if (count >= (counts.get(best) ?? 0)) best = title;
  return best;
}

/** The people in at least half of the meetings whose attendees are known. */
function regulars(meetings: readonly SeriesMeeting[]): Set<string> {
  const known = meetings.flatMap((m) => (m.attendees ? [m.attendees] : []));
  const counts = new Map<string, number>();
  for (const people of known) for (const p of people) counts.set(p, (counts.get(p) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count * 2 >= known.length).map(([p]) => p));
}

/** Whether a meeting's people are mostly the series' regulars (true while its people are unknown). */
function sharesPeople(meeting: SeriesMeeting, core: ReadonlySet<string>): boolean {
  if (!meeting.attendees || core.size === 0) return true;
  const shared = meeting.attendees.filter((p) => core.has(p)).length;
  return shared * 2 >= core.size;
}

function peopleReason(meetings: readonly SeriesMeeting[], core: ReadonlySet<string>): Said | null {
  const known = meetings.filter((m) => m.attendees).length;
  if (known === 0) return null;
  return said(
    `The same people: ${core.size} ${core.size === 1 ? 'person is' : 'people are'} in at least half of the ${known} meetings read`,
  );
}

function renamedNotes(meetings: readonly SeriesMeeting[], title: string): Map<string, Said> {
  const usual = normaliseTitle(title);
  return new Map(meetings.filter((m) => normaliseTitle(titleOf(m)) !== usual).map((m) => [m.id, said('Renamed: ', titleOf(m))]));
}

function byCalendar(meetings: readonly SeriesMeeting[]): Series[] {
  const groups = new Map<string, SeriesMeeting[]>();
  for (const m of meetings) {
    if (!m.calendarEventId) continue;
    const id = calendarSeriesId(m.calendarEventId);
    groups.set(id, [...(groups.get(id) ?? []), m]);
  }
  return [...groups]
    .filter(([, group]) => group.length >= 2)
    .map(([id, group]) => {
      const sorted = [...group].sort(byStart);
      const title = mostCommonTitle(sorted);
      return {
        key: `event:${id}`,
        title,
        basis: 'calendar',
        cadence: null,
        meetings: sorted,
        reasons: [said('Instances of one recurring calendar event')],
        notes: renamedNotes(sorted, title),
      };
    });
}

function byTitle(meetings: readonly SeriesMeeting[]): Series[] {
  const groups = new Map<string, SeriesMeeting[]>();
  for (const m of meetings) {
    const title = normaliseTitle(titleOf(m));
    if (title && startOf(m) !== null) groups.set(title, [...(groups.get(title) ?? []), m]);
  }
  const found: Series[] = [];
  for (const [title, group] of groups) {
    const core = regulars(group);
    const candidates = group.filter((m) => sharesPeople(m, core)).sort(byStart);
    const run = findRun(candidates.map((m) => startOf(m) ?? 0));
    if (!run) continue;
    const members = run.members.flatMap((index) => candidates[index] ?? []);
    const skipped = run.skipped ? `; ${run.skipped} ${run.skipped === 1 ? 'occurrence' : 'occurrences'} skipped` : '';
    found.push({
      key: `title:${title}`,
      title: mostCommonTitle(members),
      basis: 'title',
      cadence: run.cadence,
      meetings: members,
      reasons: [
        said('The same title, dates, numbers and copies aside: ', title),
        said(`${describeCadence(run.cadence)} at the same time of day${skipped}`),
        ...[peopleReason(members, regulars(members))].filter((r) => r !== null),
      ],
      notes: new Map(),
    });
  }
  return found;
}

/** What the user decided, applied: taken out, or put into a series found (and out of any other). */
function applyChoices(found: Series[], meetings: readonly SeriesMeeting[], choices: SeriesChoices): Series[] {
  const moved = new Set([...choices.detached, ...choices.attached.keys()]);
  return found
    .map((series) => {
      const attached = meetings.filter((m) => choices.attached.get(m.id) === series.key && !series.meetings.includes(m));
      const kept = series.meetings.filter((m) => !moved.has(m.id) || choices.attached.get(m.id) === series.key);
      const takenOut = series.meetings.length - kept.length;
      const notes = new Map(series.notes);
      for (const m of attached) notes.set(m.id, said('Added by you'));
      return {
        ...series,
        meetings: [...kept, ...attached].sort(byStart),
        reasons: [
          ...series.reasons,
          ...(takenOut ? [said(`${takenOut} ${takenOut === 1 ? 'meeting' : 'meetings'} taken out by you`)] : []),
          ...(attached.length ? [said(`${attached.length} added by you`)] : []),
        ],
        notes,
      };
    })
    .filter((series) => series.meetings.length >= 2);
}

/**
 * The recurring meetings among `meetings`: instances of one calendar event series where the ids
 * show it, else meetings with the same title (dates, numbers, "#12", "(copy)", case and accents
 * aside) at a regular cadence and, once they are known, with the same people. A meeting is in one
 * series at most: the calendar's word comes first.
 */
export function findSeries(meetings: readonly SeriesMeeting[], choices: SeriesChoices = NO_CHOICES): Series[] {
  const calendar = byCalendar(meetings);
  const inCalendarSeries = new Set(calendar.flatMap((s) => s.meetings.map((m) => m.id)));
  const titled = byTitle(meetings.filter((m) => !inCalendarSeries.has(m.id)));
  return applyChoices([...calendar, ...titled], meetings, choices);
}
