import { newestFirst } from './order';
import { guests, me, members } from './people';
import { createRandom, type Random } from './random';
import { recurringMeetings } from './recurring';
import type { AttendeeRecord, EventRecord, MeetingRecord, MockDataSet, PersonRecord, TagRecord, TaskRecord, UserRecord } from './records';
import { writeSummary } from './summaries';
import { smallTalk, tagColors, topics, type Topic } from './topics';
import { writeTranscript, type TranscriptFormat } from './transcripts';

/** The data set is anchored to a fixed instant so every run produces the same records. */
/** What a meeting the note-taker has not processed yet has: nothing but its times and title. */
export const NOTHING_RECORDED = {
  summary: null,
  transcript: null,
  participants: null,
  tasks: null,
  tags: null,
  event: null,
  calendarEventId: null,
} satisfies Partial<MeetingRecord>;

export const SEED_NOW = Date.parse('2026-11-20T17:00:00.000Z');
const DAY = 86_400_000;
/** Random meetings of the demo's owner, and the recurring ones written by hand (recurring.ts). */
const MY_RANDOM_MEETING_COUNT = 160;
export const MY_MEETING_COUNT = MY_RANDOM_MEETING_COUNT + recurringMeetings().length;
const MEETINGS_PER_MEMBER = 24;

const tagList: TagRecord[] = [
  { id: 'tag_product', name: 'Product', shared: true, color: tagColors.Product ?? null },
  { id: 'tag_planning', name: 'Planning', shared: true, color: tagColors.Planning ?? null },
  { id: 'tag_engineering', name: 'Engineering', shared: true, color: tagColors.Engineering ?? null },
  { id: 'tag_customer', name: 'Customer', shared: true, color: tagColors.Customer ?? null },
  { id: 'tag_incident', name: 'Incident', shared: true, color: tagColors.Incident ?? null },
  { id: 'tag_sales', name: 'Sales', shared: false, color: tagColors.Sales ?? null },
  { id: 'tag_design', name: 'Design', shared: false, color: tagColors.Design ?? null },
  { id: 'tag_hiring', name: 'Hiring', shared: false, color: tagColors.Hiring ?? null },
  { id: 'tag_one_on_one', name: '1:1', shared: false, color: tagColors['1:1'] ?? null },
  { id: 'tag_follow_up', name: 'Follow-up', shared: false, color: '#7c3aed' },
];

const RESPONSE_STATUSES = ['accepted', 'accepted', 'accepted', 'declined', 'tentative', 'needsAction'];

function person(user: UserRecord): PersonRecord {
  return { id: user.id, name: user.name, email: user.email };
}

function firstName(name: string | null): string {
  return (name ?? '').split(' ')[0] ?? '';
}

/** Weekday office hours, spread over the months before SEED_NOW, newest first. */
function meetingStarts(random: Random, count: number, days: number): number[] {
  const starts: number[] = [];
  while (starts.length < count) {
    const day = Math.floor((SEED_NOW - random.int(0, days) * DAY) / DAY) * DAY;
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const start = day + random.int(8, 16) * 3_600_000 + random.pick([0, 15, 30, 45]) * 60_000;
    if (start < SEED_NOW && !starts.includes(start)) starts.push(start);
  }
  return starts.sort((a, b) => b - a);
}

interface Draft {
  owner: UserRecord;
  start: number;
  minutes: number;
  topic: Topic;
  title: string;
  participants: PersonRecord[];
}

function draftMeeting(random: Random, owner: UserRecord, start: number): Draft {
  const topic = random.pick(topics);
  const colleagues = random.sample(
    [me, ...members].filter((u) => u.id !== owner.id),
    random.int(1, 4),
  );
  const people = [owner, ...colleagues, ...(topic.withGuest ? [random.pick(guests)] : [])];
  const base = random.pick(topic.titles);
  const title = topic.tags.includes('1:1') ? `${base}: ${firstName(owner.name)} / ${firstName(colleagues[0]?.name ?? null)}` : base;
  return { owner, start, minutes: random.pick([15, 25, 30, 30, 45, 60, 60, 90]), topic, title, participants: people.map(person) };
}

function tasksFor(random: Random, draft: Draft): TaskRecord[] {
  return random.sample(draft.topic.actions, random.int(0, 3)).map((content) => ({
    id: random.digitId(),
    content,
    completed: random.chance(0.4),
    // Action items nobody took on are common in real notes.
    assignee: random.chance(0.8) ? random.pick(draft.participants) : null,
  }));
}

function eventFor(random: Random, draft: Draft, end: number): EventRecord | null {
  if (random.chance(0.15)) return null;
  const attendees: AttendeeRecord[] = draft.participants.map((p) => ({
    name: p.name,
    email: p.email,
    // A few values outside the usual set, which the dashboard must show as they come.
    responseStatus: p.id === draft.owner.id ? 'accepted' : random.chance(0.05) ? 'delegated' : random.pick(RESPONSE_STATUSES),
    organizer: p.id === draft.owner.id,
  }));
  return {
    id: `evt_${random.digitId()}`,
    externalId: `${random.digitId().slice(0, 12)}_${random.int(100, 999)}@google.com`,
    title: draft.title,
    scheduledTime: new Date(draft.start).toISOString(),
    endTime: new Date(end).toISOString(),
    attendees,
  };
}

function buildMeeting(random: Random, draft: Draft): MeetingRecord {
  const end = draft.start + draft.minutes * 60_000;
  const speakers = draft.participants.map((p) => p.name ?? 'Unknown');
  const format: TranscriptFormat = random.chance(0.8) ? 'bold' : random.pick(['timestamped', 'colon'] as const);
  const event = eventFor(random, draft, end);
  // Drawn in this order, as the seeded data set always was.
  const id = random.digitId();
  const generatedTitle = `${draft.topic.tags[0] ?? 'Team'} discussion: ${random.pick(draft.topic.points).split(' ').slice(0, 6).join(' ')}…`;
  const summaryWith = writeSummary(random, draft.topic, speakers.slice(1));
  const transcript = writeTranscript(random, {
    speakers,
    lines: [...draft.topic.points, ...smallTalk],
    turns: Math.max(4, Math.round(draft.minutes * 0.8)),
    format,
  });
  const tasks = tasksFor(random, draft);
  return {
    id,
    title: draft.title,
    generatedTitle,
    startTime: new Date(draft.start).toISOString(),
    endTime: new Date(end).toISOString(),
    ownerId: draft.owner.id,
    // Its table lists the meeting's own action items: a summary never contradicts the Action items section.
    summary: summaryWith(tasks.map((task) => ({ owner: task.assignee?.name ?? null, task: task.content }))),
    transcript,
    participants: draft.participants,
    tasks,
    tags: random.sample(draft.topic.tags, random.int(1, draft.topic.tags.length)).map((name) => ({
      name,
      color: tagColors[name] ?? null,
    })),
    event,
    calendarEventId: event?.id ?? null,
  };
}

/**
 * Hand-placed awkward records among the personal meetings, at fixed positions of the newest-first
 * list so the demo and the tests can find them.
 */
function makeAwkward(random: Random, meeting: MeetingRecord, index: number): MeetingRecord {
  switch (index) {
    case 2: {
      // A 3-hour all-hands: about 25,000 transcript lines.
      const start = Date.parse(meeting.startTime ?? '');
      const speakers = [me, ...members].map((u) => u.name);
      return {
        ...meeting,
        title: 'All-hands: 2027 planning marathon',
        // What the service would have generated for this meeting, not for the one it replaces.
        generatedTitle: 'All-hands: 2027 planning',
        endTime: new Date(start + 3 * 3_600_000).toISOString(),
        transcript: writeTranscript(random, {
          speakers,
          lines: [...topics.flatMap((t) => t.points), ...smallTalk],
          turns: 8_400,
          format: 'bold',
          pace: 1,
        }),
        participants: [me, ...members].map(person),
      };
    }
    case 3:
      return { ...meeting, title: '', generatedTitle: 'Discussion about onboarding metrics and the pricing test' };
    case 5:
      return { ...meeting, title: null, generatedTitle: '' };
    case 6:
      return {
        ...meeting,
        title:
          'Cross-functional alignment on the Q1 enterprise launch: security review, SSO pilot scope, pricing tiers, migration tooling, support readiness and the partner enablement plan for EMEA and APAC',
        generatedTitle: 'Q1 enterprise launch alignment',
      };
    case 8:
      return {
        ...meeting,
        title: 'Quick sync (notes still processing)',
        generatedTitle: null,
        endTime: null,
        ...NOTHING_RECORDED,
      };
    case 9:
      return { ...meeting, transcript: '', summary: { markdown: null, html: null, short: 'The recording is still being transcribed.' } };
    case 12:
      return {
        ...meeting,
        transcript: writeTranscript(random, { speakers: ['Alex Morgan', '李明'], lines: smallTalk, turns: 12, format: 'timestamped' }),
      };
    case 13:
      return {
        ...meeting,
        transcript: writeTranscript(random, { speakers: ['Alex Morgan', 'Zoë Łukasik'], lines: smallTalk, turns: 8, format: 'colon' }),
      };
    case 14:
      return { ...meeting, transcript: `**${me.name}**\nShort one today.\n\n**Юлия Смирнова**\nAgreed, see you Monday.` };
    default:
      return meeting;
  }
}

/** The seed data, made a meeting at a time: each `next()` makes one (the demo makes it in slices, db.ts). */
export type SeedSteps = Generator<void, MockDataSet, void>;

export function* seedSteps(seed = 20261120): SeedSteps {
  const random = createRandom(seed);
  const mine: MeetingRecord[] = [];
  for (const [index, start] of meetingStarts(random, MY_RANDOM_MEETING_COUNT, 200).entries()) {
    mine.push(makeAwkward(random, buildMeeting(random, draftMeeting(random, me, start)), index));
    yield;
  }
  const theirs: MeetingRecord[] = [];
  for (const member of members) {
    for (const start of meetingStarts(random, MEETINGS_PER_MEMBER, 150)) {
      theirs.push(buildMeeting(random, draftMeeting(random, member, start)));
      yield;
    }
  }
  const meetings = [...mine, ...recurringMeetings(), ...theirs].sort((a, b) =>
    newestFirst({ sortKey: a.startTime ?? '', id: a.id }, { sortKey: b.startTime ?? '', id: b.id }),
  );
  return { me, members, tags: tagList, meetings };
}

/** Makes what is left of the steps at once. */
export function finishSeed(steps: SeedSteps): MockDataSet {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export const createSeedData = (seed?: number): MockDataSet => finishSeed(seedSteps(seed));
