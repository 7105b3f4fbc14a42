import { describe, expect, it } from 'vitest';
import { whoSpoke, type PersonRef } from '@/features/meetings/model/speaker-matching';
import { isUnidentifiedSpeaker, nameKey } from '@/lib/people/person-names';
import { parseTranscript } from '@/features/meetings/model/parse-transcript';
import { speakerStats, type SpeakerStat } from '@/features/meetings/model/speaker-stats';

const person = (name: string | null, email: string | null = null): PersonRef => ({ name, email });
const spoke = (name: string, turns = 1): SpeakerStat => ({ name, turns, words: turns * 5, share: 0 });
/** Turns per participant (null: nobody to match), for speakers each with the given turns. */
const participantTurns = (people: PersonRef[], speakers: SpeakerStat[]) =>
  whoSpoke(people, [], speakers).participants.map((presence) => presence?.turns ?? null);

describe('speaker names', () => {
  it('compare without case, accents, punctuation or extra spaces', () => {
    expect(nameKey('  ZOË   Łukasik ')).toBe('zoe lukasik');
    expect(nameKey('Olamide Adébáyọ̀')).toBe('olamide adebayo');
    expect(nameKey('Jean-Luc O’Brien')).toBe('jean luc o brien');
    expect(nameKey('Straße Ørsted')).toBe('strasse orsted');
    // Scripts without case or accents compare as written.
    expect(nameKey('李明')).toBe('李明');
    expect(nameKey('Юлия Смирнова')).toBe('юлия смирнова');
  });

  it('know the note-taker’s labels for voices it could not identify', () => {
    for (const label of [
      'Speaker 2',
      'speaker  12',
      'SPEAKER',
      'Unknown speaker',
      'Unknown Speaker 3',
      'Guest 1',
      'Speaker A',
      '  ',
      '—',
    ]) {
      expect(isUnidentifiedSpeaker(label), label).toBe(true);
    }
    for (const label of ['Alex', 'Speaker Smith', 'Guest Relations Team']) expect(isUnidentifiedSpeaker(label), label).toBe(false);
  });
});

describe('who spoke', () => {
  it('matches names leniently: case and accents', () => {
    const people = [person('Zoë Łukasik', 'zoe.lukasik@acme.example'), person('Amélie Durand'), person('李明')];
    expect(participantTurns(people, [spoke('zoe lukasik', 3), spoke('AMELIE DURAND', 2), spoke('李明', 4)])).toEqual([3, 2, 4]);
  });

  it('says who did not speak, and who spoke without being listed', () => {
    const result = whoSpoke(
      [person('Alex Morgan', 'alex.morgan@acme.example')],
      [person('Alex Morgan', 'alex.morgan@acme.example'), person('Priya Natarajan', 'priya.natarajan@acme.example')],
      [spoke('Alex Morgan', 5), spoke('Dana Whitfield', 2)],
    );
    expect(result.participants.map((p) => p?.turns)).toEqual([5]);
    expect(result.invitees.map((p) => p?.turns)).toEqual([5, 0]);
    expect(result.others).toEqual([{ label: 'Dana Whitfield', turns: 2, unidentified: false }]);
  });

  it('matches "Speaker 2" and the like to nobody, even a person named like it', () => {
    const result = whoSpoke([person('Speaker 2'), person('Guest')], [], [spoke('Speaker 2', 4), spoke('Guest', 1)]);
    expect(result.participants.map((p) => p?.turns)).toEqual([0, 0]);
    expect(result.others).toEqual([
      { label: 'Speaker 2', turns: 4, unidentified: true },
      { label: 'Guest', turns: 1, unidentified: true },
    ]);
  });

  it('matches an e-mail label to the address, and a name to an address’s local part', () => {
    const people = [
      person(null, 'Marcus@Contoso.example'),
      person(null, 'alex.morgan+notes@acme.example'),
      person('Dana', 'dana@northwind.example'),
    ];
    expect(
      participantTurns(people, [spoke('marcus@contoso.EXAMPLE', 2), spoke('Alex Morgan', 3), spoke('dana@northwind.example', 1)]),
    ).toEqual([2, 3, 1]);
    // A bare first name that is the whole local part is that person.
    expect(participantTurns([person(null, 'marcus@contoso.example')], [spoke('Marcus', 6)])).toEqual([6]);
  });

  it('accepts a partial name only when it fits exactly one person', () => {
    const people = [person('Alex Morgan'), person('Priya Natarajan'), person('Alex Chen')];
    // "Priya" fits one person; "Alex" fits two, so it matches neither.
    const result = whoSpoke(people, [], [spoke('Priya', 2), spoke('Alex', 3), spoke('Morgan', 1), spoke('Alex C.', 1)]);
    expect(result.participants.map((p) => p?.turns)).toEqual([1, 2, 1]);
    expect(result.others.map((o) => o.label)).toEqual(['Alex']);
  });

  it('accepts a fuller name for a person listed by first name only, if unambiguous', () => {
    expect(participantTurns([person('Sam'), person('Kenji Tanaka')], [spoke('Sam Lee', 2)])).toEqual([2, 0]);
    expect(participantTurns([person('Sam'), person('Sam')], [spoke('Sam Lee', 2)])).toEqual([2, 2]);
  });

  it('does not mistake part of a word for a name', () => {
    expect(participantTurns([person('Alexandra Stone')], [spoke('Alex', 2)])).toEqual([0]);
  });

  it('treats a participant and an invitee with the same address or name as one person', () => {
    const result = whoSpoke(
      [person('Zoe Lukasik', null), person('Kenji', 'kenji.tanaka@tailspin.example')],
      [person('Zoë Łukasik', 'zoe.lukasik@acme.example'), person('Kenji Tanaka', 'KENJI.TANAKA@tailspin.example')],
      [spoke('Zoë', 2), spoke('Kenji Tanaka', 4)],
    );
    expect(result.participants.map((p) => [p?.turns, p?.invited])).toEqual([
      [2, true],
      [4, true],
    ]);
    expect(result.invitees.map((p) => p?.turns)).toEqual([2, 4]);
  });

  it('keeps two people of the same name apart when their addresses differ', () => {
    const result = whoSpoke([person('Sam Lee', 'sam@a.example'), person('Sam Lee', 'sam.lee@b.example')], [], [spoke('Sam Lee', 3)]);
    // Either could have spoken: neither is said to have.
    expect(result.participants.map((p) => p?.turns)).toEqual([0, 0]);
    expect(result.others.map((o) => o.label)).toEqual(['Sam Lee']);
  });

  it('adds up every label that stands for one person', () => {
    const result = whoSpoke([person('Alex Morgan', 'alex.morgan@acme.example')], [], [spoke('Alex Morgan', 4), spoke('Alex', 2)]);
    expect(result.participants[0]).toEqual({ turns: 6, labels: ['Alex Morgan', 'Alex'], invited: false });
  });

  it('says nothing about a person with neither a name nor an address', () => {
    expect(whoSpoke([person(null, null), person('  ', 'not-an-address')], [], [spoke('Alex')]).participants).toEqual([null, null]);
  });

  it('marks participants who were not on the invitation', () => {
    const result = whoSpoke([person('Alex Morgan'), person('Dana Whitfield')], [person('Alex Morgan')], [spoke('Dana Whitfield')]);
    expect(result.participants.map((p) => p?.invited)).toEqual([true, false]);
  });
});

describe('speaker statistics', () => {
  it('count turns and share of words, most turns first, ignoring turns without a speaker', () => {
    const turns = parseTranscript(
      '**Alex**\none two three\n\n**Sam**\nfour\n\n**Alex**\nfive six\n\n**Sam**\nseven eight nine ten\n\n**Kim**\n',
    );
    expect(speakerStats(turns)).toEqual([
      { name: 'Alex', turns: 2, words: 5, share: 0.5 },
      { name: 'Sam', turns: 2, words: 5, share: 0.5 },
      { name: 'Kim', turns: 1, words: 0, share: 0 },
    ]);
    expect(speakerStats(parseTranscript('Just some notes.\nNo speakers here.'))).toEqual([]);
  });

  it('count as words what any white space separates: tabs, no-break and ideographic spaces, runs of them', () => {
    const turns = [
      { speaker: 'Alex', time: null, text: '  one\ttwo\u00a0three\u3000four  \u2003 five ' },
      { speaker: 'Sam', time: null, text: 'six' },
    ];
    expect(speakerStats(turns).map(({ name, words }) => ({ name, words }))).toEqual([
      { name: 'Alex', words: 5 },
      { name: 'Sam', words: 1 },
    ]);
  });
});
