import type { QueryClient } from '@tanstack/react-query';
import type { Meeting } from '@/api/schemas/meeting';
import { displayTitle } from '@/lib/dates/format';
import type { Scope } from '@/core/scope';
import type { MeetingListCache } from './meeting-cache';
import type { MeetingPageRequest } from '@/api/meetings';
import type { MeetingListFilters } from '@/screens/meeting-list-filters';
import { meetingQueries } from './meeting-queries';

/**
 * Reading the meetings already in the cache, for what loads on demand (the command palette, the split
 * view's pane): kept apart from meeting-cache.ts, which the first screen loads.
 */
export interface LoadedMeeting {
  scope: Scope;
  id: string;
  title: string;
  startTime: string | null;
}

type Titled = Pick<Meeting, 'id' | 'title' | 'generatedTitle' | 'startTime'>;

/** Every meeting in the cache (any list, any opened meeting), once each, lists first and in their order. */
export function loadedMeetings(queryClient: QueryClient): LoadedMeeting[] {
  const found = new Map<string, LoadedMeeting>();
  const add = (scope: Scope, meeting: Titled) => {
    const key = `${scope}:${meeting.id ?? ''}`;
    if (meeting.id && !found.has(key))
      found.set(key, { scope, id: meeting.id, title: displayTitle(meeting), startTime: meeting.startTime });
  };
  for (const [key, data] of queryClient.getQueriesData<MeetingListCache>({ queryKey: meetingQueries.lists() })) {
    const request = key[2] as MeetingPageRequest | undefined;
    if (request && data) for (const page of data.pages) for (const meeting of page.meetings) add(request.scope, meeting);
  }
  for (const [key, meeting] of queryClient.getQueriesData<Meeting>({ queryKey: meetingQueries.details() })) {
    if (meeting) add(key[2] === 'workspace' ? 'workspace' : 'me', meeting);
  }
  return [...found.values()];
}

/**
 * The meeting a list shows after this one (else before it), leaving out hidden ones: where the
 * selection goes when the selected meeting is deleted. Null when the list is not loaded or has no other.
 */
export function neighbourInList(
  queryClient: QueryClient,
  scope: Scope,
  filters: MeetingListFilters,
  meetingId: string,
  hidden: ReadonlySet<string>,
): string | null {
  const data = queryClient.getQueryData(meetingQueries.list(scope, filters).queryKey);
  const ids = (data?.pages ?? [])
    .flatMap((page) => page.meetings.map((meeting) => meeting.id))
    .filter((id): id is string => id !== null && (id === meetingId || !hidden.has(id)));
  const at = ids.indexOf(meetingId);
  if (at < 0) return null;
  return ids[at + 1] ?? ids[at - 1] ?? null;
}
