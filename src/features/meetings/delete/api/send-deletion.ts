import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { deleteMeetingMutationOptions, type DeleteMeetingVariables, type DeletionOutcome } from '@/features/meetings/api/delete-meeting';

/**
 * The DELETE itself, as a mutation (on success it removes the meeting from every cached list). The
 * meeting screen hands it to `schedule` (undoable-deletions.ts): its code and the mutation's stay out of
 * the first screen's bundle, where the undo window's bookkeeping lives.
 */
export function sendDeletion(queryClient: QueryClient, variables: DeleteMeetingVariables): Promise<DeletionOutcome> {
  return new MutationObserver(queryClient, deleteMeetingMutationOptions(queryClient)).mutate(variables);
}
