import { describe, expect, it } from 'vitest';
import type { Meeting } from '@/api/schemas/meeting';
import { LibraryIndex, type LibraryHit } from '@/library/search/library-index';
import { parseQuery } from '@/library/search/search-query';

function meeting(id: string, startTime: string, fields: Partial<Meeting> = {}): Meeting {
  return {
    id,
    title: `Meeting ${id}`,
    generatedTitle: null,
    startTime,
    endTime: null,
    user: null,
    summary: null,
    transcript: null,
    participants: [],
    tasks: [],
    tags: [],
    event: null,
    unreadable: [],
    ...fields,
  };
}

function library() {
  const index = new LibraryIndex();
  index.add({
    id: 'old',
    scopes: ['me'],
    meeting: meeting('old', '2026-10-01T10:00:00Z', {
      title: 'Budget review',
      transcript: 'Ada: The budget is due on Friday.\nBo: We move the budget due date.',
      tags: [{ name: 'Finance', color: null, unreadable: [] }],
      participants: [{ id: null, name: 'Ada Lovelace', email: 'ada@example.com', unreadable: [] }],
    }),
  });
  index.add({
    id: 'new',
    scopes: ['workspace'],
    meeting: meeting('new', '2026-11-01T10:00:00Z', {
      title: 'Planning',
      summary: { markdown: 'The due budget was discussed.', html: null, short: null, unreadable: [] },
      transcript: 'Cy: Budget first.\nAda: <img src=x onerror=alert(1)> budget',
      tasks: [{ content: 'Send the budget', completed: false, assignee: null, unreadable: [] }],
    }),
  });
  return index;
}

const where = (hit: LibraryHit) => `${hit.kind}${hit.turn === null ? '' : ` ${hit.turn}`}`;
const marked = (hit: LibraryHit) => hit.ranges.map((r) => hit.text.slice(r.start, r.end));

describe('searching the library', () => {
  it('reads quoted phrases, whole words and the word being typed', () => {
    expect(parseQuery('budget "due date" fri')).toEqual({ phrases: [['due', 'date']], words: ['budget'], prefix: 'fri' });
    expect(parseQuery('budget ')).toEqual({ phrases: [], words: ['budget'], prefix: null });
    expect(parseQuery('"budget"')).toEqual({ phrases: [], words: ['budget'], prefix: null });
  });

  it('finds every part with the words, newest meeting first, grouped by meeting, linking to turns', () => {
    const { meetings, total } = library().search({ text: 'budget ' });
    expect(meetings.map((m) => m.meetingId)).toEqual(['new', 'old']);
    expect(meetings[0]!.hits.map(where)).toEqual(['summary', 'action-item', 'turn 1', 'turn 2']);
    expect(meetings[1]!.hits.map(where)).toEqual(['title', 'turn 1', 'turn 2']);
    expect(total).toBe(7);
    expect(marked(meetings[1]!.hits[1]!)).toEqual(['budget']);
  });

  it('completes the word being typed', () => {
    const { meetings } = library().search({ text: 'budg' });
    expect(meetings.map((m) => m.meetingId)).toEqual(['new', 'old']);
    expect(library().search({ text: 'fri' }).meetings[0]!.hits.map(where)).toEqual(['turn 1']);
  });

  it('completes the word being typed after whole words, among few parts or thousands alike', () => {
    const index = new LibraryIndex();
    // 60 meetings of 100 turns: "agenda" in every odd turn, "minutes" in every even one, "forecast"
    // in turns 1, 26, 51 and 76, and "forecasting" in turn 51 (an even one).
    for (let m = 0; m < 60; m += 1) {
      const turns = Array.from(
        { length: 100 },
        (_, t) => `Ada: the ${t % 2 ? 'agenda' : 'minutes'} item ${t}${t % 25 === 0 ? ' forecast' : ''}${t === 50 ? ' forecasting' : ''}`,
      );
      index.add({ id: `m${m}`, scopes: ['me'], meeting: meeting(`m${m}`, '2026-11-01T10:00:00Z', { transcript: turns.join('\n') }) });
    }
    // Among thousands of parts, the index lists the few with the completions.
    expect(index.search({ text: 'agenda fore' }).total).toBe(60 * 2);
    // Among a few parts, whose completions the index would list by thousands, they are read.
    expect(index.search({ text: 'forecasting mi' }).total).toBe(60);
    expect(index.search({ text: 'forecasting ag' }).total).toBe(0);
    expect(index.search({ text: 'forecast fore' }).meetings[0]!.hits.map(marked)).toContainEqual(['forecast', 'forecasting']);
  });

  it('matches a quoted phrase exactly, and ranks the words as a phrase first', () => {
    const quoted = library().search({ text: '"budget due"' });
    expect(quoted.meetings.map((m) => m.meetingId)).toEqual(['old']);
    expect(quoted.meetings[0]!.hits.map(where)).toEqual(['turn 2']);
    // Without quotes both match; the phrase ranks before the newer meeting.
    const loose = library().search({ text: 'budget due ' });
    expect(loose.meetings.map((m) => m.meetingId)).toEqual(['old', 'new']);
  });

  it('narrows by scope, speaker, attendee, tag and dates', () => {
    const ids = (query: Parameters<LibraryIndex['search']>[0]) =>
      library()
        .search(query)
        .meetings.map((m) => `${m.meetingId}: ${m.hits.map(where).join(', ')}`);
    expect(ids({ text: 'budget ', scope: 'workspace' })).toEqual(['new: summary, action-item, turn 1, turn 2']);
    expect(ids({ text: 'budget ', speaker: 'ada' })).toEqual(['new: turn 2', 'old: turn 1']);
    expect(ids({ text: 'budget ', attendee: 'ada@example' })).toEqual(['old: title, turn 1, turn 2']);
    expect(ids({ text: 'budget ', tag: 'finance' })).toEqual(['old: title, turn 1, turn 2']);
    expect(ids({ text: 'budget ', from: Date.parse('2026-10-15T00:00:00Z') })).toEqual(['new: summary, action-item, turn 1, turn 2']);
  });

  it('keeps hostile text as text, and forgets a meeting removed', () => {
    const index = library();
    const hit = index.search({ text: 'onerror ' }).meetings[0]!.hits[0]!;
    expect(hit.text).toBe('<img src=x onerror=alert(1)> budget');
    expect(marked(hit)).toEqual(['onerror']);
    expect(index.search({ text: '__proto__ constructor' }).meetings).toEqual([]);
    index.remove('new');
    expect(index.search({ text: 'budget ' }).meetings.map((m) => m.meetingId)).toEqual(['old']);
  });

  it('kept and read back, finds the same, speakers, turns and contexts alike', () => {
    const index = library();
    index.remove('old');
    index.add({
      id: 'old',
      scopes: ['me', 'workspace'],
      meeting: meeting('old', '2026-10-01T10:00:00Z', { transcript: 'Ada: The budget is due.' }),
    });
    const restored = LibraryIndex.restore(structuredClone(index.kept()))!;
    for (const query of [
      { text: 'budget ' },
      { text: 'bu' },
      { text: '"budget is due"' },
      { text: 'budget ', speaker: 'ada' },
      { text: 'onerror ' },
    ])
      expect(restored.search(query)).toEqual(index.search(query));
    expect(restored.stamps()).toEqual(index.stamps());
    expect(LibraryIndex.restore({ ...index.kept(), format: 0 as 1 })).toBeNull();
  });

  it('no longer completes the words of a meeting removed', () => {
    const index = library();
    expect(index.search({ text: 'fri' }).total).toBe(1);
    index.remove('old');
    expect(index.search({ text: 'fri' }).total).toBe(0);
    expect(index.search({ text: 'budg' }).meetings.map((m) => m.meetingId)).toEqual(['new']);
  });
});
