import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { deleteMyMeeting, deleteWorkspaceMeeting } from '@/api/meetings';
import type { Scope } from '@/api/operations';
import type { DeletionResult } from '@/api/schemas/meeting';
import { queryRoots } from '@/lib/query-roots';
import { removeMeetingFromLists } from './meeting-cache';
import { meetingQueries } from './meeting-queries';

export interface DeleteMeetingVariables {
  scope: Scope;
  meetingId: string;
  /** Set when the page is being hidden or closed, so the request outlives it. */
  keepalive?: boolean;
}

async function deleteMeeting({ scope, meetingId, keepalive }: DeleteMeetingVariables): Promise<DeletionResult> {
  try {
    return await (scope === 'me' ? deleteMyMeeting : deleteWorkspaceMeeting)(meetingId, { keepalive });
  } catch (error) {
    // Already gone is what the user asked for.
    if (isApiError(error) && error.kind === 'not-found') {
      return { success: true, message: 'The meeting was already deleted.', deletedMeetingId: meetingId };
    }
    throw error;
  }
}

/** Exactly one DELETE per call (mutations never retry); caches follow the server on success. */
export function useDeleteMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeeting,
    onSuccess: (_result, { meetingId }) => {
      removeMeetingFromLists(queryClient, meetingId);
      for (const scope of ['me', 'workspace'] as const) {
        queryClient.removeQueries({ queryKey: meetingQueries.detail(scope, meetingId).queryKey });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meetingQueries.lists() }),
        queryClient.invalidateQueries({ queryKey: queryRoots.tasks }),
        queryClient.invalidateQueries({ queryKey: queryRoots.search }),
      ]),
  });
}
