import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { deleteMeeting } from '@/api/meeting-deletion';
import type { Scope } from '@/core/scope';
import type { DeletionResult } from '@/api/schemas/meeting';
import { queryRoots } from '@/lib/query/query-roots';
import { removeMeetingFromLists } from './meeting-cache';
import { meetingQueries } from './meeting-queries';

export interface DeleteMeetingVariables {
  scope: Scope;
  meetingId: string;
  /** Set when the page is being hidden or closed, so the request outlives it. */
  keepalive?: boolean;
}

const ALREADY_DELETED = 'The meeting was already deleted.';

/**
 * What became of a DELETE: done, or (`accepted`, a 202) accepted by the service, which will delete the
 * meeting later and lists it until then.
 */
export type DeletionOutcome = DeletionResult & { accepted: boolean };

/** Whether the server had no such meeting any more (a 404, which counts as done). */
export const wasAlreadyGone = (result: DeletionResult) => result.message === ALREADY_DELETED;

/** Done once the meeting is gone, whoever deleted it, or accepted; a failure otherwise, whatever the status. */
async function deleteAndConfirm({ scope, meetingId, keepalive }: DeleteMeetingVariables): Promise<DeletionOutcome> {
  let result: DeletionOutcome;
  try {
    result = await deleteMeeting(scope, meetingId, { keepalive });
  } catch (error) {
    // Already gone is what the user asked for.
    if (isApiError(error) && error.kind === 'not-found') {
      return { success: true, message: ALREADY_DELETED, deletedMeetingId: meetingId, unreadable: [], accepted: false };
    }
    throw error;
  }
  // A 200 that says it did not delete is a failure, whatever the status.
  if (result.success === false) throw new Error(result.message?.trim() || 'The API did not delete the meeting.');
  return result;
}

/**
 * One DELETE per call (mutations never retry). On success the caches follow the server: the meeting
 * leaves every list and its detail is dropped; tasks and search hits that came from it go stale. A
 * deletion only accepted changes no cache: the server still lists the meeting, until it has deleted it
 * (a list fetched later, the way lists are refreshed anyway, shows when).
 */
export function deleteMeetingMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...meetingQueries.all(), 'delete'],
    mutationFn: deleteAndConfirm,
    // Sent even when the browser says it is offline: held back instead (the default), it said nothing
    // while the meeting stayed hidden, and was lost with the page. A failure puts the meeting back.
    networkMode: 'always',
    onSuccess: async ({ accepted }, { meetingId }) => {
      if (accepted) return;
      removeMeetingFromLists(queryClient, meetingId);
      for (const scope of ['me', 'workspace'] as const) {
        queryClient.removeQueries({ queryKey: meetingQueries.detail(scope, meetingId).queryKey, exact: true });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.tasks }),
        queryClient.invalidateQueries({ queryKey: queryRoots.search }),
      ]);
    },
  });
}
