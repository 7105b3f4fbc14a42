import type { QueryClient } from '@tanstack/react-query';
import type { MeetingPage, MeetingSummary } from '@/api/schemas/meeting';
import type { BulkReadOptions } from '@/lib/bulk/read-items';
import type { ReadEnd } from '@/lib/bulk/read-end';
import { readPages } from '@/lib/bulk/read-pages';
import { distinctRows } from '@/lib/query/cursor-paging';
import type { Scope } from '@/core/scope';
import { meetingQueries } from './meeting-queries';

export interface MeetingListRead {
  /** Each meeting listed once, however the pages overlapped. */
  rows: MeetingSummary[];
  /** Why the read ended: anything but `all` leaves meetings unlisted. */
  end: ReadEnd;
}

const rowsOf = (page: MeetingPage) => page.meetings;

/**
 * The scope's whole meeting list through the bulk reader (paced, stoppable, into the unfiltered
 * list's own cache entry): where the series page and People start. `onRows` hears the meetings listed
 * so far as each page arrives.
 */
export async function readMeetingList(
  client: QueryClient,
  scope: Scope,
  { pacer, signal }: BulkReadOptions,
  onRows: (rows: MeetingSummary[]) => void,
): Promise<MeetingListRead> {
  const list = await readPages(client, meetingQueries.list(scope, {}), {
    pacer,
    signal,
    onProgress: ({ data }) => onRows(distinctRows(data, rowsOf).rows),
  });
  return { rows: distinctRows(list.data, rowsOf).rows, end: list.end };
}
