import { me, members } from './people';
import { createRandom, type Random } from './random';
import type { AttendeeRecord, MeetingRecord, PersonRecord, TaskRecord, UserRecord } from './records';
import { writeSummary } from './summaries';
import { smallTalk, tagColors, topics } from './topics';
import { writeTranscript } from './transcripts';

/**
 * Recurring meetings of the demo's owner, written by hand so the series page has a story to tell: a
 * weekly sync kept in the calendar (one week skipped, one instance renamed, items left open along the
 * way), and a fortnightly one-to-one numbered in its title and in no calendar. All of them are older
 * than the fifteen newest personal meetings, whose places in the list the tests and the demo rely on.
 */

const [priya, jonas, li] = members as [UserRecord, UserRecord, UserRecord, ...UserRecord[]];
const person = (user: UserRecord): PersonRecord => ({ id: user.id, name: user.name, email: user.email });

export const WEEKLY_SYNC_TITLE = 'Weekly sync';
export const WEEKLY_SYNC_RENAMED = 'Weekly sync — Q4 planning special';
/** Google's id of the recurring event; each instance is this plus `_<its start>`. */
const WEEKLY_SYNC_EVENT = 'weeklysync4f2a9c';

interface Item {
  content: string;
  who: UserRecord | null;
  done: boolean;
}
const item = (content: string, who: UserRecord | null, done = false): Item => ({ content, who, done });

interface Occurrence {
  day: string;
  title?: string;
  /** Invited but not there. */
  absent?: UserRecord[];
  items: Item[];
}

/** Tuesdays at 16:30 UTC; the week of 13 October did not happen. */
const WEEKLY_SYNC: Occurrence[] = [
  { day: '2026-09-01', items: [item('Draft the Q4 hiring plan', priya), item('Share the on-call rota', jonas, true)] },
  { day: '2026-09-08', items: [item('Book the offsite venue', me, true)] },
  { day: '2026-09-15', absent: [jonas], items: [item('Write up the pricing experiment results', li)] },
  { day: '2026-09-22', items: [] },
  {
    day: '2026-09-29',
    items: [item('Migrate the dashboards to the new metrics store', jonas), item('Send the customer survey', priya, true)],
  },
  { day: '2026-10-06', absent: [li], items: [item('Review the security questionnaire', null)] },
  {
    day: '2026-10-20',
    title: WEEKLY_SYNC_RENAMED,
    items: [item('Agree the Q1 OKRs', me), item('Update the roadmap page', li, true)],
  },
  { day: '2026-10-27', items: [item('Fix the flaky deploy check', jonas, true)] },
  { day: '2026-11-03', absent: [priya], items: [item('Prepare the board update', me), item('Check the renewal numbers', priya)] },
];

/** Every other Thursday at 15:00 UTC, numbered in the title, never in the calendar. */
const ONE_TO_ONE: Occurrence[] = [
  { day: '2026-09-03', items: [item('Pick a conference talk to submit', priya, true)] },
  { day: '2026-09-17', items: [item('Write the promotion case draft', priya)] },
  { day: '2026-10-01', items: [] },
  { day: '2026-10-15', items: [item('Find a mentor outside the team', priya)] },
  { day: '2026-10-29', items: [item('Share feedback from the design review', me)] },
];

function task(random: Random, { content, who, done }: Item): TaskRecord {
  return { id: random.digitId(), content, completed: done, assignee: who ? person(who) : null };
}

function occurrence(random: Random, at: string, minutes: number, title: string, invited: UserRecord[], { absent = [], items }: Occurrence) {
  const start = Date.parse(at);
  const end = new Date(start + minutes * 60_000).toISOString();
  const present = invited.filter((u) => !absent.includes(u));
  const topic = topics[0]!;
  const speakers = present.map((u) => u.name);
  // Drawn in this order (id, generated title, summary, transcript, tasks), so the data stays as it was.
  const id = random.digitId();
  const generatedTitle = `Team discussion: ${random.pick(topic.points).split(' ').slice(0, 6).join(' ')}…`;
  const summaryWith = writeSummary(random, topic, speakers.slice(1));
  // Items their owners took on aloud, each where it came up in the discussion (not drawn at random,
  // so the rest of the data stays as it was), so the series page can link to the turn.
  const turns = writeTranscript(random, { speakers, lines: [...topic.points, ...smallTalk], turns: 24, format: 'bold' }).split('\n\n');
  const day = Math.floor(start / 86_400_000);
  items.forEach(({ content, who }, index) => {
    if (!who || !present.includes(who)) return;
    const after = 3 + ((day * 5 + index * 7) % 19);
    turns.splice(after + index, 0, `**${who.name}**\nI'll take that: ${content.toLowerCase()}.`);
  });
  const transcript = turns.join('\n\n');
  const tasks = items.map((i) => task(random, i));
  return {
    id,
    title,
    generatedTitle,
    startTime: new Date(start).toISOString(),
    endTime: end,
    ownerId: me.id,
    // Its table lists the meeting's own action items, as every demo summary does.
    summary: summaryWith(tasks.map((t) => ({ owner: t.assignee?.name ?? null, task: t.content }))),
    transcript,
    participants: present.map(person),
    tasks,
    tags: [{ name: 'Planning', color: tagColors.Planning ?? null }],
    end,
    invited,
  };
}

function attendees(invited: UserRecord[], absent: UserRecord[]): AttendeeRecord[] {
  return invited.map((u) => ({
    name: u.name,
    email: u.email,
    responseStatus: u.id === me.id ? 'accepted' : absent.includes(u) ? 'declined' : 'accepted',
    organizer: u.id === me.id,
  }));
}

export function recurringMeetings(seed = 3808): MeetingRecord[] {
  const random = createRandom(seed);
  const team = [me, priya, jonas, li];
  const weekly = WEEKLY_SYNC.map((o): MeetingRecord => {
    const at = `${o.day}T16:30:00.000Z`;
    const { end, invited, ...meeting } = occurrence(random, at, 30, o.title ?? WEEKLY_SYNC_TITLE, team, o);
    const eventId = `${WEEKLY_SYNC_EVENT}_${o.day.replaceAll('-', '')}T163000Z`;
    return {
      ...meeting,
      event: {
        id: eventId,
        externalId: `${WEEKLY_SYNC_EVENT}@google.com`,
        title: meeting.title,
        scheduledTime: at,
        endTime: end,
        attendees: attendees(invited, o.absent ?? []),
      },
      calendarEventId: eventId,
    };
  });
  const oneToOne = ONE_TO_ONE.map((o, index): MeetingRecord => {
    const title = `Alex / Priya 1:1 #${index + 8}`;
    const { end: _end, invited: _invited, ...meeting } = occurrence(random, `${o.day}T15:00:00.000Z`, 25, title, [me, priya], o);
    return { ...meeting, tags: [{ name: '1:1', color: tagColors['1:1'] ?? null }], event: null, calendarEventId: null };
  });
  return [...weekly, ...oneToOne];
}
