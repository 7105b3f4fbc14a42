import type { Scope } from '@/core/scope';
import type { TextRange } from '@/lib/text/query-terms';

/**
 * The search page's view of a copy of the key's meetings kept on this device (the meeting library):
 * the app hands its hook over (app/routes/search-page.tsx), as features do not import the library.
 */

/** A search of the copy: the words as typed ("quoted phrases" exact) and the filters beside them. */
export interface SavedSearch {
  text: string;
  scope: Scope | null;
  speaker: string | null;
  attendee: string | null;
  tag: string | null;
  /** Meetings that started within [from, to), in ms; null for no bound. */
  from: number | null;
  to: number | null;
}

export interface SavedHit {
  kind: 'title' | 'summary' | 'action-item' | 'turn';
  /** The transcript turn (1-based, as the meeting page's `turn` links count), if the hit has one. */
  turn: number | null;
  speaker: string | null;
  /** The words found with some context, and where they are in it. */
  text: string;
  ranges: readonly TextRange[];
}

export interface SavedMeetingHits {
  meetingId: string;
  /** The list it opens in (personal when it is in both). */
  scope: Scope;
  title: string;
  startTime: string | null;
  hits: readonly SavedHit[];
  /** Hits in this meeting beyond those listed. */
  more: number;
}

export interface SavedResults {
  meetings: readonly SavedMeetingHits[];
  /** Parts matched, and meetings, in all (beyond those listed too). */
  total: number;
  meetingCount: number;
  /** How many meetings the search covered. */
  searched: number;
}

export type SavedCopy =
  | { kind: 'checking' }
  | { kind: 'none' }
  | {
      kind: 'present';
      /** Names this copy (never the key) and its contents' version: results are kept by both. */
      name: string;
      version: number;
      /** When the copy was last brought up to date, in ms; null while its first sync runs. */
      updatedAt: number | null;
      /** `signal`: the answer is no longer wanted (the user typed on); it may then never be worked out. */
      search: (search: SavedSearch, signal?: AbortSignal) => Promise<SavedResults>;
    };

export type UseSavedCopy = () => SavedCopy;

export const NO_COPY: SavedCopy = { kind: 'none' };
