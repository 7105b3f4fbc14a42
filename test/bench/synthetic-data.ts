/** Data the seed does not have, in the API's shapes: the sizes the budgets are about. */

export const LONG_TRANSCRIPT_ID = 'bench-long-transcript';
export const LONG_TRANSCRIPT_TITLE = 'Three-hour planning session';
export const LONG_TRANSCRIPT_FIRST_LINE = 'Opening line of a three-hour planning session.';
export const LONG_LIST_FIRST_TITLE = 'Bench meeting 1';
export const LONG_LIST_LAST_TITLE = (count: number) => `Bench meeting ${count}`;

const SPEAKERS = ['Alex Morgan', 'Sam Rivera', 'Priya Shah', 'Jonas Berg', 'Speaker 5'];
const SENTENCES = [
  'We agreed to ship the pricing page after the design review on Thursday.',
  'The migration plan needs one more pass before we commit to a decision.',
  'Customers keep asking for exports, so the roadmap should say when.',
  'Let us take that offline and come back with numbers next week.',
];

/** A meeting whose transcript has `lines` lines in the real service's format (3 lines per turn); by default the long one. */
export function longTranscriptMeeting(lines = 25_000, id = LONG_TRANSCRIPT_ID) {
  const turns: string[] = [];
  for (let turn = 0; turns.length * 3 < lines; turn += 1) {
    const text = turn === 0 && id === LONG_TRANSCRIPT_ID ? LONG_TRANSCRIPT_FIRST_LINE : `${SENTENCES[turn % SENTENCES.length]} (${turn})`;
    turns.push(`**${SPEAKERS[turn % SPEAKERS.length]}**\n${text}\n`);
  }
  return {
    id,
    title: id === LONG_TRANSCRIPT_ID ? LONG_TRANSCRIPT_TITLE : `Bench meeting ${id}`,
    startTime: '2026-11-19T09:00:00.000Z',
    endTime: '2026-11-19T12:00:00.000Z',
    user: { id: 'usr_01', email: 'alex.morgan@acme.example' },
    summary: { markdown: '## Decisions\n- Ship the pricing page', short: 'Long planning session.' },
    transcript: turns.join('\n'),
    participants: SPEAKERS.slice(0, 4).map((name, index) => ({ id: `p${index}`, name, email: null })),
    tasks: [],
    tags: [],
    event: null,
  };
}

/** One page of `count` meetings, newest first, and no further page (a server that ignores `limit`). */
export function longMeetingPage(count = 5_000) {
  const newest = Date.parse('2026-11-20T17:00:00.000Z');
  const meetings = Array.from({ length: count }, (_, index) => {
    const start = newest - index * 3_600_000;
    return {
      id: `bench-${index + 1}`,
      title: `Bench meeting ${index + 1}`,
      generatedTitle: null,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 30 * 60_000).toISOString(),
      calendarEventId: null,
      userId: 'usr_01',
    };
  });
  return { meetings, nextCursor: null };
}

const FIRST_NAMES = ['Priya', 'Jonas', 'Amélie', 'Kenji', 'Dana', 'Marcus', 'Sofía', 'Zoë', 'Olamide', 'Yulia', 'Li', 'Noor'];
const LAST_NAMES = ['Natarajan', 'Weber', 'Durand', 'Tanaka', 'Whitfield', 'Ramírez'];
/** 72 people in all: each meeting has six of them, so each person is in about 40 of 500 meetings. */
const colleague = (index: number) => {
  const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
  const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!;
  return { name: `${first} ${last}`, email: `${first.toLowerCase()}.${last.toLowerCase()}@acme.example` };
};
const COLLEAGUES = FIRST_NAMES.length * LAST_NAMES.length;
const TOPICS = ['the pricing page', 'the data migration', 'the Q3 roadmap', 'onboarding', 'the mobile release', 'hiring'];

/**
 * A meeting as the API details it, of the size a real 45-minute one has: a summary in Markdown
 * (sections, bullets, a decision), a transcript of 40 turns of a few sentences, six invitees (who
 * also speak), four action items and two tags. For the bench's bulk work over whole meetings.
 */
export function detailedMeeting({ id, title, startTime, endTime }: ReturnType<typeof longMeetingPage>['meetings'][number], index: number) {
  const people = Array.from({ length: 6 }, (_, k) => colleague((index * 5 + k * 13) % COLLEAGUES));
  const topic = TOPICS[index % TOPICS.length]!;
  const tasks = Array.from({ length: 4 }, (_, k) => ({
    content: `${['Draft', 'Review', 'Send', 'Schedule'][k]} the ${['proposal', 'budget', 'notes', 'follow-up'][k]} on ${topic} (${index})`,
    completed: (index + k) % 3 === 0,
    assignee: { name: people[k]!.name, email: people[k]!.email },
  }));
  const turns = Array.from({ length: 40 }, (_, turn) => {
    const sentences = [SENTENCES[turn % SENTENCES.length], SENTENCES[(turn + 1) % SENTENCES.length], `That is point ${turn} on ${topic}.`];
    return `**${people[turn % people.length]!.name}**\n${sentences.slice(0, 1 + (turn % 3)).join(' ')}\n`;
  });
  return {
    id,
    title,
    generatedTitle: null,
    startTime,
    endTime,
    user: { id: 'usr_01', email: 'alex.morgan@acme.example' },
    summary: {
      short: `The team went through ${topic} and agreed the next steps.`,
      markdown: [
        `## Overview\nThe team reviewed where ${topic} stands, what is blocking it and who does what next.`,
        `## Discussion\n${SENTENCES.map((sentence) => `- ${sentence}`).join('\n')}`,
        `## Decisions\n- Go ahead with ${topic} as planned, **reviewed again in two weeks**.\n- ${people[0]!.name} owns the follow-up.`,
        `## Next steps\n${tasks.map((task) => `1. ${task.content}`).join('\n')}`,
      ].join('\n\n'),
    },
    transcript: turns.join('\n'),
    participants: people.map((p, k) => ({ id: `p${k}`, name: p.name, email: p.email })),
    tasks,
    tags: [
      { name: topic, color: '#3b82f6' },
      { name: index % 2 ? 'internal' : 'customer', color: null },
    ],
    event: {
      id: `evt-${index}`,
      externalId: null,
      title,
      scheduledTime: startTime,
      endTime,
      attendees: people.map((p, k) => ({
        name: p.name,
        email: p.email,
        responseStatus: k % 4 ? 'accepted' : 'needsAction',
        organizer: k === 0,
      })),
    },
  };
}
