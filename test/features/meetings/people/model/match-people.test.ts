import { describe, expect, it } from 'vitest';
import { meetingSchema } from '@/api/schemas/meeting';
import { matchPeople, type PeopleChoices } from '@/features/meetings/people/model/match-people';
import { meetingPeople } from '@/features/meetings/people/model/meeting-people';
import { runToEnd } from '@/lib/scheduling/sliced-work';

interface RawPerson {
  name?: string;
  email?: string;
}

let counter = 0;
function meeting(raw: {
  participants?: RawPerson[];
  attendees?: (RawPerson & { responseStatus?: string })[];
  transcript?: string;
  tasks?: { content: string; completed?: boolean; assignee?: RawPerson }[];
  startTime?: string;
}) {
  counter += 1;
  const id = `m${counter}`;
  const parsed = meetingSchema.parse({
    id,
    title: `Meeting ${counter}`,
    startTime: raw.startTime ?? '2026-03-02T10:00:00Z',
    participants: raw.participants ?? [],
    event: raw.attendees ? { attendees: raw.attendees } : null,
    transcript: raw.transcript ?? null,
    tasks: raw.tasks ?? [],
  });
  return meetingPeople(parsed, id);
}

const match = (meetings: ReturnType<typeof meeting>[], choices?: PeopleChoices) => runToEnd(matchPeople(meetings, choices));
const names = (result: ReturnType<typeof match>) => result.people.map((p) => p.name).sort();

describe('matchPeople', () => {
  it('takes one person under three spellings for one, and says why each joined', () => {
    const result = match([
      meeting({ attendees: [{ name: 'Priya Natarajan', email: 'Priya@Acme.com', responseStatus: 'accepted' }] }),
      meeting({ participants: [{ name: 'priya natarajan' }] }),
      meeting({ tasks: [{ content: 'Send the revised budget to finance', assignee: { name: 'Priya N.' } }] }),
    ]);
    expect(result.people).toHaveLength(1);
    const [priya] = result.people;
    expect(priya?.name).toBe('Priya Natarajan');
    expect(priya?.email).toBe('priya@acme.com');
    expect(priya?.domain).toBe('acme.com');
    expect(priya?.meetings).toHaveLength(3);
    expect(priya?.alsoAppearsAs).toEqual([
      { label: 'priya natarajan', reason: 'same-name', variant: 'n:priya natarajan' },
      { label: 'Priya N.', reason: 'short-name', variant: 'n:priya n' },
    ]);
  });

  it('keeps two people who share a first name apart, and a bare first name with neither', () => {
    const result = match([
      meeting({ participants: [{ name: 'Alex Morgan', email: 'alex.morgan@acme.com' }] }),
      meeting({ participants: [{ name: 'Alex Chen', email: 'alex@other.org' }] }),
      meeting({ tasks: [{ content: 'Book the room for the offsite', assignee: { name: 'Alex' } }] }),
    ]);
    expect(names(result)).toEqual(['Alex', 'Alex Chen', 'Alex Morgan']);
    expect(result.people.find((p) => p.name === 'Alex')?.alsoAppearsAs).toEqual([]);
  });

  it('joins an assignee without an address to the one address that came with the name, and keeps a name two addresses share apart', () => {
    const result = match([
      meeting({ participants: [{ name: 'Marcus Webb', email: 'marcus@acme.com' }] }),
      meeting({ tasks: [{ content: 'Draft the hiring plan for Q3', assignee: { name: 'MARCUS WEBB' } }] }),
      meeting({ participants: [{ name: 'Sam Lee', email: 'sam@acme.com' }] }),
      meeting({ participants: [{ name: 'Sam Lee', email: 'sam.lee@other.org' }] }),
      meeting({ tasks: [{ content: 'Call the venue about catering', assignee: { name: 'Sam Lee' } }] }),
    ]);
    const marcus = result.people.find((p) => p.email === 'marcus@acme.com');
    expect(marcus?.meetings).toHaveLength(2);
    expect(marcus?.meetings[1]?.appearance.items).toEqual([{ content: 'Draft the hiring plan for Q3', completed: false, turn: null }]);
    expect(result.people.filter((p) => p.name === 'Sam Lee')).toHaveLength(3);
  });

  it('never joins unnamed voices, in one meeting or across meetings', () => {
    const transcript = 'Speaker 1: Hello there everyone.\nSpeaker 2: Hi.\nDana Fox: Let us start.';
    const result = match([meeting({ transcript }), meeting({ transcript })]);
    expect(names(result)).toEqual(['Dana Fox']);
    expect(result.people[0]?.meetings).toHaveLength(2);
    expect(result.unnamedVoices).toBe(4);
  });

  it('credits a speaker matched to an attendee with their turns and words', () => {
    const result = match([
      meeting({
        attendees: [{ name: 'Dana Fox', email: 'dana@acme.com', responseStatus: 'tentative' }],
        transcript: 'Dana: one two three\nLee Park: four',
        tasks: [{ content: 'Write up the decision log', assignee: { email: 'DANA@acme.com' } }],
      }),
    ]);
    const dana = result.people.find((p) => p.email === 'dana@acme.com');
    expect(dana?.meetings[0]?.appearance).toMatchObject({ invited: true, rsvp: 'tentative', turns: 1, words: 3 });
    expect(dana?.meetings[0]?.meeting.words).toBe(4);
    expect(dana?.meetings[0]?.appearance.items).toHaveLength(1);
  });

  it('keeps a spelling separated by hand on its own', () => {
    const meetings = [
      meeting({ participants: [{ name: 'Priya Natarajan', email: 'priya@acme.com' }] }),
      meeting({ participants: [{ name: 'Priya N.' }] }),
    ];
    expect(match(meetings).people).toHaveLength(1);
    const separated = match(meetings, { separate: new Set(['n:priya n']) });
    expect(names(separated)).toEqual(['Priya N.', 'Priya Natarajan']);
  });

  it('keys everyone by Map, so names such as __proto__ and constructor are people like any other', () => {
    const result = match([
      meeting({
        participants: [{ name: '__proto__' }, { name: 'constructor', email: 'constructor@x.org' }, { name: 'toString' }],
        tasks: [{ content: 'Check the prototype chain again', assignee: { name: '__proto__' } }],
      }),
      meeting({ participants: [{ name: 'hasOwnProperty' }, { name: '__proto__' }] }),
    ]);
    expect(names(result)).toEqual(['__proto__', 'constructor', 'hasOwnProperty', 'toString']);
    expect(result.people.find((p) => p.name === '__proto__')?.meetings).toHaveLength(2);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});
