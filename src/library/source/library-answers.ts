import type { InfiniteData, QueryKey } from '@tanstack/react-query';
import type { MeetingPageRequest } from '@/api/meetings';
import type { Meeting, MeetingPage } from '@/api/schemas/meeting';
import { meetingQueries } from '@/features/meetings/api/meeting-queries';
import type { Scope } from '@/core/scope';
import type { Library, SavedRow } from '../storage/library-db';

/**
 * What the library can answer of the screens' queries, by their keys: a meetings list without
 * filters (the copy holds every row of both scopes, not the server's filtering) and a meeting's
 * details. Anything else is the network's alone.
 */
export type LibraryQuestion = { kind: 'list'; scope: Scope; limit: number | undefined } | { kind: 'meeting'; id: string };

const startsWith = (key: QueryKey, prefix: readonly unknown[]) => prefix.every((part, index) => key[index] === part);
const isScope = (value: unknown): value is Scope => value === 'me' || value === 'workspace';

function asPageRequest(value: unknown): MeetingPageRequest | null {
  if (typeof value !== 'object' || value === null || !('scope' in value) || !('params' in value)) return null;
  const { scope, params } = value;
  return isScope(scope) && typeof params === 'object' && params !== null ? { scope, params } : null;
}

export function libraryQuestion(key: QueryKey): LibraryQuestion | null {
  if (startsWith(key, meetingQueries.lists()) && key.length === 3) {
    const request = asPageRequest(key[2]);
    if (!request) return null;
    const { limit, ...filters } = request.params as { limit?: number } & Record<string, unknown>;
    // A filter the copy cannot apply as the server does (tags and members are not in its rows).
    if (Object.values(filters).some((value) => value !== undefined && value !== null && value !== '')) return null;
    return { kind: 'list', scope: request.scope, limit };
  }
  if (startsWith(key, meetingQueries.details()) && key.length === 4 && isScope(key[2]) && typeof key[3] === 'string') {
    return { kind: 'meeting', id: key[3] };
  }
  return null;
}

const startOf = (row: SavedRow) => (row.summary.startTime === null ? -Infinity : Date.parse(row.summary.startTime) || -Infinity);
/** Newest first, as the API lists them; rows without a readable start time last. */
const newestFirst = (a: SavedRow, b: SavedRow) => startOf(b) - startOf(a) || 0;

/**
 * The library's answer in the shape the query holds, or undefined when it has none. `whole`: the
 * list's every saved row (offline, where no next page can come); otherwise its first page's worth,
 * which the network's first page replaces in place.
 */
export async function answerFromLibrary(
  library: Library,
  question: LibraryQuestion,
  { whole }: { whole: boolean },
): Promise<InfiniteData<MeetingPage, string | undefined> | Meeting | undefined> {
  if (question.kind === 'meeting') return (await library.meeting(question.id))?.meeting;
  const rows = (await library.rows()).filter((row) => row.scope === question.scope);
  if (rows.length === 0) return undefined;
  rows.sort(newestFirst);
  const shown = whole || question.limit === undefined ? rows : rows.slice(0, question.limit);
  return { pages: [{ meetings: shown.map((row) => row.summary), nextCursor: null }], pageParams: [undefined] };
}
