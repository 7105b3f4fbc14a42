import { matchRanges, queryTerms, termsPattern, type TextRange } from '@/lib/text/query-terms';
import type { TranscriptTurn } from '@/features/meetings/model/parse-transcript';

export interface TranscriptMatches {
  /** Matches per turn (same order as the turns). */
  byTurn: (readonly TextRange[])[];
  /** The first match's global number in each turn, so match N can be located. */
  firstIndex: number[];
  total: number;
}

/**
 * Every occurrence of any word of the query, case-insensitively. Words rather than the exact phrase,
 * so a search hit opened from the search page (which matches the words anywhere in a line) is found.
 */
export function findInTranscript(turns: readonly TranscriptTurn[], query: string): TranscriptMatches {
  const pattern = termsPattern(queryTerms(query));
  const byTurn: (readonly TextRange[])[] = [];
  const firstIndex: number[] = [];
  let total = 0;
  for (const turn of turns) {
    const matches = matchRanges(turn.text, pattern);
    firstIndex.push(total);
    byTurn.push(matches);
    total += matches.length;
  }
  return { byTurn, firstIndex, total };
}

/** The turn holding global match `index`. */
export function turnOfMatch(matches: TranscriptMatches, index: number): number {
  let low = 0;
  let high = matches.firstIndex.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((matches.firstIndex[mid] ?? 0) <= index) low = mid;
    else high = mid - 1;
  }
  // Several turns may share a first index (turns without matches): take the one that has the match.
  while (low < matches.byTurn.length && (matches.byTurn[low]?.length ?? 0) === 0) low += 1;
  return low;
}
