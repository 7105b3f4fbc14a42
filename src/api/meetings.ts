import { apiRequest, takeArrivedEarlyAnswer, type RequestOptions } from './api-request';
import type { OperationParams } from './query-params';
import { deletionResultSchema, meetingPageSchema, meetingSchema } from './schemas/meeting';

export type MyMeetingListParams = OperationParams<'listMyMeetings'>;
/** `userEmail`: the workspace member whose meetings to list. */
export type WorkspaceMeetingListParams = OperationParams<'listWorkspaceMeetings'>;

export function listMyMeetings(params: MyMeetingListParams = {}, options?: RequestOptions) {
  return apiRequest({ operation: 'listMyMeetings', params, schema: meetingPageSchema }, options);
}

export function listWorkspaceMeetings(params: WorkspaceMeetingListParams = {}, options?: RequestOptions) {
  return apiRequest({ operation: 'listWorkspaceMeetings', params, schema: meetingPageSchema }, options);
}

/** A first page of either list, as its operation takes it. */
export type MeetingPageRequest =
  { operation: 'listMyMeetings'; params: MyMeetingListParams } | { operation: 'listWorkspaceMeetings'; params: WorkspaceMeetingListParams };

/** The page, if the early request (src/boot/early-request.ts) has already brought it in full; else undefined. */
export function takeArrivedMeetingPage(request: MeetingPageRequest) {
  return request.operation === 'listMyMeetings'
    ? takeArrivedEarlyAnswer({ operation: 'listMyMeetings', params: request.params, schema: meetingPageSchema })
    : takeArrivedEarlyAnswer({ operation: 'listWorkspaceMeetings', params: request.params, schema: meetingPageSchema });
}

/** The meeting, if the early request has already brought it in full; else undefined. */
export function takeArrivedMeeting(operation: 'getMyMeeting' | 'getWorkspaceMeeting', meetingId: string) {
  return takeArrivedEarlyAnswer({ operation, meetingId, schema: meetingSchema });
}

export function getMyMeeting(meetingId: string, options?: RequestOptions) {
  return apiRequest({ operation: 'getMyMeeting', meetingId, schema: meetingSchema }, options);
}

export function getWorkspaceMeeting(meetingId: string, options?: RequestOptions) {
  return apiRequest({ operation: 'getWorkspaceMeeting', meetingId, schema: meetingSchema }, options);
}

export function deleteMyMeeting(meetingId: string, options?: RequestOptions) {
  return apiRequest({ operation: 'deleteMyMeeting', meetingId, schema: deletionResultSchema }, options);
}

export function deleteWorkspaceMeeting(meetingId: string, options?: RequestOptions) {
  return apiRequest({ operation: 'deleteWorkspaceMeeting', meetingId, schema: deletionResultSchema }, options);
}
