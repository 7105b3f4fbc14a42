import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { MeetingPage } from '@/api/schemas/meeting';
import { meetingQueries } from './meeting-queries';

export type MeetingListCache = InfiniteData<MeetingPage, string | undefined>;

/** Removes a meeting from every cached list (both scopes, all filters) at once. */
export function removeMeetingFromLists(queryClient: QueryClient, meetingId: string): void {
  queryClient.setQueriesData<MeetingListCache>({ queryKey: meetingQueries.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, meetings: page.meetings.filter((m) => m.id !== meetingId) })),
        }
      : data,
  );
}
