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
}

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
}

const KIND_ORDER: Record<HitKind, number> = { title: 0, summary: 1, 'action-item': 2, turn: 3 };
/** A word being typed is completed to its commonest words (decision 0012). */
const COMPLETIONS = 20;
/** Each term's hits are read up to this many; a word in more parts than this is barely a filter. */
const PER_TERM = 20_000;
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
  private docs: (Doc | undefined)[] = [];
  private meetings = new Map<string, MeetingInfo>();
  private vocabulary = new Map<string, number>();
  private sorted: string[] | null = null;

  get size(): number {
    return this.meetings.size;
  }

  add({ id, scopes, meeting }: IndexedMeeting): void {
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
      this.index.remove(docId);
      this.docs[docId] = undefined;
    }
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
    if (prefix) {
      const typed = new Set<number>();
      for (const completion of completions)
        for (const id of this.docsWith(completion)) if (!candidates || candidates.has(id)) typed.add(id);
      candidates = typed;
    }

    const speaker = lower(query.speaker);
    const attendee = lower(query.attendee);
    const tag = lower(query.tag);
    const matched: { docId: number; doc: Doc; info: MeetingInfo; phrase: boolean }[] = [];
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
      matched.push({ docId, doc, info, phrase });
    }

    matched.sort(
      (a, b) =>
        Number(b.phrase) - Number(a.phrase) ||
        b.info.started - a.info.started ||
        KIND_ORDER[a.doc.kind] - KIND_ORDER[b.doc.kind] ||
        (a.doc.turn ?? 0) - (b.doc.turn ?? 0),
    );

    const pattern = termsPattern([...new Set([...whole, ...completions])].sort((a, b) => b.length - a.length));
    const grouped = new Map<string, LibraryMeetingHits>();
    for (const { doc, info } of matched) {
      let group = grouped.get(info.id);
      if (!group) {
        if (grouped.size >= MEETINGS_SHOWN) continue;
        group = { meetingId: info.id, scope: info.scopes[0] ?? 'me', title: info.title, startTime: info.startTime, hits: [], more: 0 };
        grouped.set(info.id, group);
      }
      if (group.hits.length >= HITS_PER_MEETING) group.more += 1;
      else group.hits.push({ kind: doc.kind, turn: doc.turn, speaker: doc.speaker, ...inContext(doc.text, pattern) });
    }
    return {
      meetings: [...grouped.values()],
      total: matched.length,
      meetingCount: new Set(matched.map((m) => m.info.id)).size,
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
