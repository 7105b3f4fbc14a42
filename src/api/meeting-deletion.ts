import { apiResponse, type RequestOptions } from './api-request';
import { scopedOperation } from './operations';
import { deletionResultSchema } from './schemas/meeting';
import type { Scope } from '@/core/scope';

/**
 * The deletion's result, and whether the service only accepted it (202: it will delete the meeting
 * later; until it has, the meeting is still listed). A module of its own: the first screen deletes
 * nothing, and its JavaScript does not carry this.
 */
export async function deleteMeeting(scope: Scope, meetingId: string, options?: RequestOptions) {
  const { status, body } = await apiResponse(
    { operation: scopedOperation(scope, 'deleteMeeting'), meetingId, schema: deletionResultSchema },
    options,
  );
  return { ...body, accepted: status === 202 };
}
