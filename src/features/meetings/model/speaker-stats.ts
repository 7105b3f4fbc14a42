import type { TranscriptTurn } from './parse-transcript';

export interface SpeakerStat {
  /** The label as the transcript writes it (trimmed). */
  name: string;
  turns: number;
  words: number;
  /** Share of all the words spoken by named speakers, 0–1. */
  share: number;
}

/** What `\s` matches, without a regex: counting words runs over every turn of a 25,000-line transcript. */
function isSpace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Runs of non-space characters, counted without building the words (no strings, no arrays). */
function wordCount(text: string): number {
  let count = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index += 1) {
    const space = isSpace(text.charCodeAt(index));
    if (!space && !inWord) count += 1;
    inWord = !space;
  }
  return count;
}

/** Per parsed transcript (transcriptTurns keeps one array per transcript): the attendees and the transcript both ask. */
const computed = new WeakMap<readonly TranscriptTurn[], readonly SpeakerStat[]>();

/**
 * Each speaker's turns and words, most turns first (ties: who spoke first). Turns without a speaker
 * (plain-text transcripts) are nobody's.
 */
export function speakerStats(turns: readonly TranscriptTurn[]): readonly SpeakerStat[] {
  let stats = computed.get(turns);
  if (!stats) computed.set(turns, (stats = countSpeakers(turns)));
  return stats;
}

function countSpeakers(turns: readonly TranscriptTurn[]): SpeakerStat[] {
  const byName = new Map<string, SpeakerStat>();
  let total = 0;
  for (const turn of turns) {
    const name = turn.speaker?.trim();
    if (!name) continue;
    let stat = byName.get(name);
    if (!stat) byName.set(name, (stat = { name, turns: 0, words: 0, share: 0 }));
    const words = wordCount(turn.text);
    stat.turns += 1;
    stat.words += words;
    total += words;
  }
  // Map order is first appearance; sort is stable, so ties keep it.
  return [...byName.values()].map((stat) => ({ ...stat, share: total > 0 ? stat.words / total : 0 })).sort((a, b) => b.turns - a.turns);
}
