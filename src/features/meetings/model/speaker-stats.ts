import type { TranscriptTurn } from './parse-transcript';

export interface SpeakerStat {
  /** The label as the transcript writes it (trimmed). */
  name: string;
  turns: number;
  words: number;
  /** Share of all the words spoken by named speakers, 0–1. */
  share: number;
}

function wordCount(text: string): number {
  let count = 0;
  for (const word of text.split(/\s+/)) if (word) count += 1;
  return count;
}

/**
 * Each speaker's turns and words, most turns first (ties: who spoke first). Turns without a speaker
 * (plain-text transcripts) are nobody's.
 */
export function speakerStats(turns: readonly TranscriptTurn[]): SpeakerStat[] {
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
