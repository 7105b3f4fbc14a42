import { Index } from 'flexsearch';
import type { Meeting } from '@/api/schemas/meeting';
import type { Scope } from '@/core/scope';
import { itemTurns } from '@/features/meetings/model/item-turn';
import { transcriptTurns } from '@/features/meetings/model/transcript-turns';
import { matchRanges, termsPattern, type TextRange } from '@/lib/text/query-terms';
import { holdsPhrase, parseQuery, wordsOf, type LibraryQuery } from './search-query';

export type HitKind = 'title' | 'summary' | 'action-item' | 'turn';

/** A hit: a part of a meeting, its text cut to the words found with some context, and where they are. */
export interface LibraryHit {
  kind: HitKind;
  /** The transcript turn it is (or, for an action item, where it was said): 1-based, as turn links count. */
  turn: number | null;
  speaker: string | null;
  text: string;
  ranges: readonly TextRange[];
}

export interface LibraryMeetingHits {
  meetingId: string;
  scope: Scope;
  title: string;
  startTime: string | null;
  hits: LibraryHit[];
  /** Hits in this meeting beyond those listed. */
  more: number;
}

export interface LibraryResults {
  meetings: LibraryMeetingHits[];
  /** Parts matched in all (every meeting, beyond those listed too). */
  total: number;
  /** Meetings matched in all. */
  meetingCount: number;
  /** Meetings searched: every one in the index. */
  searched: number;
}

/** What a meeting is searched by, beside its words. */
export interface IndexedMeeting {
  id: string;
  /** The scopes that list it; the first is the one its links open in. */
  scopes: readonly Scope[];
  meeting: Meeting;
  /** What the library saved it as (`meetingStamp`): a kept index tells by it which meetings changed since. */
  stamp?: string;
}

/**
 * The index as kept on the device (`LibraryIndex.kept`, `LibraryIndex.restore`): FlexSearch's own
 * export and our parts, read back in a fraction of the time a build from the meetings takes.
 */
export interface KeptIndex {
  format: typeof KEPT_FORMAT;
  flexsearch: [string, string][];
  /**
   * The parts in columns, their texts in one string: tens of thousands of small objects take the
   * device's storage seconds to read back, a string and a few typed arrays a fraction of that.
   */
  parts: {
    /** Each part's meeting, by its place in `meetings`; -1 for a part removed. */
    meeting: Int32Array;
    kind: Uint8Array;
    /** -1 for none. */
    turn: Int32Array;
    /** Each part's speaker, by its place in `speakers`; -1 for none. */
    speaker: Int32Array;
    speakers: string[];
    /** Where each part's text ends in `text`. */
    ends: Uint32Array;
    text: string;
  };
  meetings: MeetingInfo[];
  vocabulary: [string, number][];
}

/** Bumped when what is kept changes shape: an index kept in another shape is built again. */
const KEPT_FORMAT = 1;
const KINDS: readonly HitKind[] = ['title', 'summary', 'action-item', 'turn'];

interface Doc {
  meetingId: string;
  kind: HitKind;
  turn: number | null;
  speaker: string | null;
  text: string;
}

interface MeetingInfo {
  id: string;
  scopes: readonly Scope[];
  title: string;
  startTime: string | null;
  started: number;
  people: string[];
  tags: string[];
  docs: number[];
  stamp: string;
}

const KIND_ORDER: Record<HitKind, number> = { title: 0, summary: 1, 'action-item': 2, turn: 3 };
/** A word being typed is completed to its commonest words (decision 0012). */
const COMPLETIONS = 20;
/** Each term's hits are read up to this many; a word in more parts than this is barely a filter. */
const PER_TERM = 20_000;
/** Reading a part's words costs about as much as the index listing this many parts (measured in the bench's worker). */
const READ_COST = 20;
const MEETINGS_SHOWN = 50;
const HITS_PER_MEETING = 5;
const CONTEXT_BEFORE = 60;
const CONTEXT_AFTER = 160;

const lower = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

/**
 * The library's search index: one document per title, summary, action item and transcript turn,
 * whole words in FlexSearch (`tokenize: 'strict'`, our own words so the vocabulary and the index
 * agree), the word being typed completed from the vocabulary, phrases checked against the text.
 * Pure: the worker holds one, and the tests use one directly.
 */
export class LibraryIndex {
  private index = new Index({ tokenize: 'strict', encode: wordsOf });
  private docs: (Doc | null)[] = [];
  private meetings = new Map<string, MeetingInfo>();
  private vocabulary = new Map<string, number>();
  private sorted: string[] | null = null;

  get size(): number {
    return this.meetings.size;
  }

  /** Parts indexed (titles, summaries, action items, turns). */
  get parts(): number {
    let parts = 0;
    for (const info of this.meetings.values()) parts += info.docs.length;
    return parts;
  }

  /** Parts left behind by meetings removed or changed: past the parts in use, a build from scratch is smaller. */
  get gaps(): number {
    return this.docs.length - this.parts;
  }

  /** Each meeting's stamp (what it was indexed as), by id. */
  stamps(): Map<string, string> {
    return new Map([...this.meetings.values()].map((info) => [info.id, info.stamp]));
  }

  /** Changes the scopes that list a meeting (its rows changed, its details did not); whether they changed. */
  relist(meetingId: string, scopes: readonly Scope[]): boolean {
    const info = this.meetings.get(meetingId);
    if (!info || (info.scopes.length === scopes.length && info.scopes.every((scope, i) => scope === scopes[i]))) return false;
    info.scopes = scopes;
    return true;
  }

  /** The index as kept on the device. */
  kept(): KeptIndex {
    const flexsearch: [string, string][] = [];
    // With a handler that returns nothing, FlexSearch exports at once.
    this.index.export((key, data) => void flexsearch.push([key, data]));
    const meetings = [...this.meetings.values()];
    const places = new Map(meetings.map((info, place) => [info.id, place]));
    const speakers = new Map<string, number>();
    const count = this.docs.length;
    const parts: KeptIndex['parts'] = {
      meeting: new Int32Array(count).fill(-1),
      kind: new Uint8Array(count),
      turn: new Int32Array(count).fill(-1),
      speaker: new Int32Array(count).fill(-1),
      speakers: [],
      ends: new Uint32Array(count),
      text: '',
    };
    const texts: string[] = [];
    let end = 0;
    this.docs.forEach((doc, docId) => {
      if (doc) {
        parts.meeting[docId] = places.get(doc.meetingId) ?? -1;
        parts.kind[docId] = KINDS.indexOf(doc.kind);
        parts.turn[docId] = doc.turn ?? -1;
        if (doc.speaker !== null) {
          if (!speakers.has(doc.speaker)) speakers.set(doc.speaker, speakers.size);
          parts.speaker[docId] = speakers.get(doc.speaker)!;
        }
        texts.push(doc.text);
        end += doc.text.length;
      }
      parts.ends[docId] = end;
    });
    parts.speakers = [...speakers.keys()];
    parts.text = texts.join('');
    return { format: KEPT_FORMAT, flexsearch, parts, meetings, vocabulary: [...this.vocabulary] };
  }

  /** An index kept on the device, or null when it was kept in another shape (an older version's). */
  static restore(kept: KeptIndex): LibraryIndex | null {
    if (kept.format !== KEPT_FORMAT) return null;
    const restored = new LibraryIndex();
    for (const [key, data] of kept.flexsearch) restored.index.import(key, data);
    const { parts } = kept;
    restored.docs = Array.from(parts.ends, (end, docId): Doc | null => {
      const info = kept.meetings[parts.meeting[docId]!];
      if (!info) return null;
      const speaker = parts.speakers[parts.speaker[docId]!] ?? null;
      const turn = parts.turn[docId]!;
      return {
        meetingId: info.id,
        kind: KINDS[parts.kind[docId]!]!,
        turn: turn < 0 ? null : turn,
        speaker,
        text: parts.text.slice(parts.ends[docId - 1] ?? 0, end),
      };
    });
    restored.meetings = new Map(kept.meetings.map((info) => [info.id, info]));
    restored.vocabulary = new Map(kept.vocabulary);
    return restored;
  }

  add({ id, scopes, meeting, stamp = '' }: IndexedMeeting): void {
    this.remove(id);
    const turns = transcriptTurns(meeting.transcript);
    const items = itemTurns(meeting);
    const title = meeting.title ?? meeting.generatedTitle ?? 'Untitled meeting';
    const summary = meeting.summary?.markdown ?? meeting.summary?.short ?? null;
    const parts: Omit<Doc, 'meetingId'>[] = [
      { kind: 'title', turn: null, speaker: null, text: title },
      ...(summary ? [{ kind: 'summary' as const, turn: null, speaker: null, text: summary }] : []),
      ...meeting.tasks.flatMap((task) =>
        task.content ? [{ kind: 'action-item' as const, turn: items.get(task.content) ?? null, speaker: null, text: task.content }] : [],
      ),
      ...turns.map((turn, index) => ({ kind: 'turn' as const, turn: index + 1, speaker: turn.speaker, text: turn.text })),
    ];
    const started = meeting.startTime === null ? NaN : Date.parse(meeting.startTime);
    const info: MeetingInfo = {
      id,
      scopes,
      title,
      startTime: meeting.startTime,
      started: Number.isNaN(started) ? -Infinity : started,
      people: [
        ...meeting.participants.flatMap((p) => [lower(p.name), lower(p.email)]),
        ...(meeting.event?.attendees ?? []).flatMap((a) => [lower(a.name), lower(a.email)]),
      ].filter(Boolean),
      tags: meeting.tags.map((tag) => lower(tag.name)).filter(Boolean),
      docs: [],
      stamp,
    };
    for (const part of parts) {
      const docId = this.docs.length;
      this.docs.push({ meetingId: id, ...part });
      info.docs.push(docId);
      this.index.add(docId, part.text);
      for (const word of wordsOf(part.text)) this.vocabulary.set(word, (this.vocabulary.get(word) ?? 0) + 1);
    }
    this.sorted = null;
    this.meetings.set(id, info);
  }

  remove(meetingId: string): void {
    const info = this.meetings.get(meetingId);
    if (!info) return;
    for (const docId of info.docs) {
      const doc = this.docs[docId];
      this.index.remove(docId);
      this.docs[docId] = null;
      for (const word of wordsOf(doc?.text ?? '')) {
        const left = (this.vocabulary.get(word) ?? 0) - 1;
        if (left > 0) this.vocabulary.set(word, left);
        else this.vocabulary.delete(word);
      }
    }
    this.sorted = null;
    this.meetings.delete(meetingId);
  }

  /** The commonest words of the library that start with `prefix` (binary search in the sorted words). */
  private completions(prefix: string): string[] {
    const sorted = (this.sorted ??= [...this.vocabulary.keys()].sort());
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let i = low; i < sorted.length && sorted[i]!.startsWith(prefix); i += 1) found.push(sorted[i]!);
    return found.sort((a, b) => (this.vocabulary.get(b) ?? 0) - (this.vocabulary.get(a) ?? 0)).slice(0, COMPLETIONS);
  }

  private docsWith(word: string): Set<number> {
    return new Set(this.index.search(word, { limit: PER_TERM }) as number[]);
  }

  /**
   * The parts (of `among`, when the whole words typed narrowed them) holding one of `words`: from
   * the index, or, when that would list more parts than reading those of `among` word by word
   * costs (a short word being typed is completed to words found in thousands of parts), read so.
   */
  private withOneOf(words: readonly string[], among: Set<number> | null): Set<number> {
    const found = new Set<number>();
    const listed = words.reduce((sum, word) => sum + Math.min(PER_TERM, this.vocabulary.get(word) ?? 0), 0);
    if (among && among.size * READ_COST < listed) {
      const wanted = new Set(words);
      for (const docId of among) if (wordsOf(this.docs[docId]?.text ?? '').some((word) => wanted.has(word))) found.add(docId);
      return found;
    }
    for (const word of words)
      for (const id of this.index.search(word, { limit: PER_TERM }) as number[]) if (!among || among.has(id)) found.add(id);
    return found;
  }

  search(query: LibraryQuery): LibraryResults {
    const { phrases, words, prefix } = parseQuery(query.text);
    const whole = [...new Set([...words, ...phrases.flat()])];
    if (whole.length === 0 && !prefix) return { meetings: [], total: 0, meetingCount: 0, searched: this.size };

    // Every whole word in the part, and one of the completions of the word being typed.
    let candidates = null as Set<number> | null;
    for (const word of whole.sort((a, b) => b.length - a.length)) {
      const found = this.docsWith(word);
      const before: Set<number> | null = candidates;
      candidates = before ? new Set([...before].filter((id) => found.has(id))) : found;
      if (candidates.size === 0) break;
    }
    const completions = prefix ? this.completions(prefix) : [];
    if (prefix) candidates = this.withOneOf(completions, candidates);

    const speaker = lower(query.speaker);
    const attendee = lower(query.attendee);
    const tag = lower(query.tag);
    // Grouped by meeting as found: only the meetings shown have their parts sorted and cut to context.
    const found = new Map<string, { info: MeetingInfo; phrase: boolean; parts: { doc: Doc; phrase: boolean }[] }>();
    let total = 0;
    for (const docId of candidates ?? []) {
      const doc = this.docs[docId];
      const info = doc && this.meetings.get(doc.meetingId);
      if (!doc || !info) continue;
      if (query.scope && !info.scopes.includes(query.scope)) continue;
      if (speaker && lower(doc.speaker) !== speaker) continue;
      if (attendee && !info.people.some((person) => person.includes(attendee))) continue;
      if (tag && !info.tags.includes(tag)) continue;
      if (query.from != null && !(info.started >= query.from)) continue;
      if (query.to != null && !(info.started < query.to)) continue;
      const docWords = phrases.length > 0 || words.length > 1 ? wordsOf(doc.text) : [];
      if (!phrases.every((phrase) => holdsPhrase(docWords, phrase))) continue;
      // Typed without quotes, the words as a phrase still rank first.
      const phrase = words.length > 1 && holdsPhrase(docWords, words);
      total += 1;
      let meeting = found.get(info.id);
      if (!meeting) found.set(info.id, (meeting = { info, phrase: false, parts: [] }));
      meeting.phrase ||= phrase;
      meeting.parts.push({ doc, phrase });
    }

    // Meetings with the words as a phrase first, then the newest; in each, the phrase first, then in reading order.
    const shown = [...found.values()]
      .sort((a, b) => Number(b.phrase) - Number(a.phrase) || b.info.started - a.info.started)
      .slice(0, MEETINGS_SHOWN);
    const pattern = termsPattern([...new Set([...whole, ...completions])].sort((a, b) => b.length - a.length));
    return {
      meetings: shown.map(({ info, parts }): LibraryMeetingHits => {
        parts.sort(
          (a, b) =>
            Number(b.phrase) - Number(a.phrase) || KIND_ORDER[a.doc.kind] - KIND_ORDER[b.doc.kind] || (a.doc.turn ?? 0) - (b.doc.turn ?? 0),
        );
        return {
          meetingId: info.id,
          scope: info.scopes[0] ?? 'me',
          title: info.title,
          startTime: info.startTime,
          hits: parts
            .slice(0, HITS_PER_MEETING)
            .map(({ doc }) => ({ kind: doc.kind, turn: doc.turn, speaker: doc.speaker, ...inContext(doc.text, pattern) })),
          more: Math.max(0, parts.length - HITS_PER_MEETING),
        };
      }),
      total,
      meetingCount: found.size,
      searched: this.size,
    };
  }
}

/** The part of `text` around its first match, with the matches in it marked. */
export function inContext(text: string, pattern: RegExp | null): { text: string; ranges: readonly TextRange[] } {
  const ranges = matchRanges(text, pattern);
  const first = ranges[0];
  if (!first || text.length <= CONTEXT_BEFORE + CONTEXT_AFTER) return { text, ranges };
  const start = Math.max(0, first.start - CONTEXT_BEFORE);
  const end = Math.min(text.length, first.start + CONTEXT_AFTER);
  const before = start > 0 ? '…' : '';
  const shown = `${before}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  const shift = before.length - start;
  return {
    text: shown,
    ranges: ranges.filter((r) => r.start >= start && r.end <= end).map((r) => ({ start: r.start + shift, end: r.end + shift })),
  };
}
