import { queryTerms } from '@/lib/text/query-terms';
import type { TranscriptMatches } from './find-in-transcript';
import type { TranscriptTurn } from '@/features/meetings/model/parse-transcript';

/**
 * Where a search hit opens: the first match in the first turn holding every word of the query (what
 * the search service matched), else the first match of any word. A global match number of `matches`.
 */
export function firstHitMatch(turns: readonly TranscriptTurn[], matches: TranscriptMatches, query: string): number {
  const terms = queryTerms(query);
  if (terms.length === 0 || matches.total === 0) return 0;
  const turn = turns.findIndex((candidate, index) => {
    if ((matches.byTurn[index]?.length ?? 0) === 0) return false;
    const text = candidate.text.toLowerCase();
    return terms.every((term) => text.includes(term));
  });
  return turn < 0 ? 0 : (matches.firstIndex[turn] ?? 0);
}
