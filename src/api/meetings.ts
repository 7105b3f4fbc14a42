import { apiRequest, type RequestOptions } from './api-request';
import type { PageParams } from './query-params';
import { deletionResultSchema, meetingPageSchema, meetingSchema } from './schemas/meeting';

export interface MyMeetingListParams extends PageParams {
  tag?: string;
}

export interface WorkspaceMeetingListParams extends PageParams {
  /** The workspace member whose meetings to list. */
  userEmail?: string;
}

export function listMyMeetings(params: MyMeetingListParams = {}, options?: RequestOptions) {
  return apiRequest({ operation: 'listMyMeetings', params: { ...params }, schema: meetingPageSchema }, options);
}

export function listWorkspaceMeetings(params: WorkspaceMeetingListParams = {}, options?: RequestOptions) {
  return apiRequest({ operation: 'listWorkspaceMeetings', params: { ...params }, schema: meetingPageSchema }, options);
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
