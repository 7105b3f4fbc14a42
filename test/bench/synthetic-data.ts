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
