import { apiRequest, takeArrivedEarlyAnswer, type RequestOptions } from './api-request';
import { scopedOperation, type ScopedOperation } from './operations';
import type { OperationParams } from './query-params';
import { meetingPageSchema, meetingSchema } from './schemas/meeting';
import type { Scope } from '@/core/scope';

/**
 * A scope's list parameters: `tag` for personal meetings, `userEmail` (the workspace member whose
 * meetings to list) for the workspace's; for a scope not known until run time, only what both take.
 */
export type MeetingListParams<S extends Scope = Scope> = OperationParams<ScopedOperation<S, 'listMeetings'>>;

export function listMeetings<S extends Scope>(scope: S, params?: MeetingListParams<S>, options?: RequestOptions) {
  return apiRequest({ operation: scopedOperation(scope, 'listMeetings'), params, schema: meetingPageSchema }, options);
}

/** A first page of either list, as its scope's operation takes it. */
export type MeetingPageRequest<S extends Scope = Scope> = { [K in S]: { scope: K; params: MeetingListParams<K> } }[S];

/** The page, if the early request (src/boot/early-request.ts) has already brought it in full; else undefined. */
export function takeArrivedMeetingPage<S extends Scope>({ scope, params }: MeetingPageRequest<S>) {
  return takeArrivedEarlyAnswer({ operation: scopedOperation(scope, 'listMeetings'), params, schema: meetingPageSchema });
}

/** The meeting, if the early request has already brought it in full; else undefined. */
export function takeArrivedMeeting(scope: Scope, meetingId: string) {
  return takeArrivedEarlyAnswer({ operation: scopedOperation(scope, 'getMeeting'), meetingId, schema: meetingSchema });
}

export function getMeeting(scope: Scope, meetingId: string, options?: RequestOptions) {
  return apiRequest({ operation: scopedOperation(scope, 'getMeeting'), meetingId, schema: meetingSchema }, options);
}
