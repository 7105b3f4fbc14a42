import { apiRequest, type RequestOptions } from './api-request';
import { buildQueryString, meetingIdSegment, type PageParams } from './query-params';
import { deletionResultSchema, meetingPageSchema, meetingSchema } from './schemas/meeting';

export interface MyMeetingListParams extends PageParams {
  tag?: string;
}

export interface WorkspaceMeetingListParams extends PageParams {
  /** The workspace member whose meetings to list. */
  userEmail?: string;
}

const PAGE = ['limit', 'cursor', 'startDate', 'endDate'] as const;

export function listMyMeetings(params: MyMeetingListParams = {}, options?: RequestOptions) {
  const query = buildQueryString('listMyMeetings', { ...params }, [...PAGE, 'tag']);
  return apiRequest(
    { operation: 'listMyMeetings', method: 'GET', path: '/v1/me/meetings', query, authenticated: true, schema: meetingPageSchema },
    options,
  );
}

export function listWorkspaceMeetings(params: WorkspaceMeetingListParams = {}, options?: RequestOptions) {
  const query = buildQueryString('listWorkspaceMeetings', { ...params }, [...PAGE, 'userEmail']);
  return apiRequest(
    {
      operation: 'listWorkspaceMeetings',
      method: 'GET',
      path: '/v1/workspace/meetings',
      query,
      authenticated: true,
      schema: meetingPageSchema,
    },
    options,
  );
}

export function getMyMeeting(meetingId: string, options?: RequestOptions) {
  const path = `/v1/me/meetings/${meetingIdSegment('getMyMeeting', meetingId)}`;
  return apiRequest({ operation: 'getMyMeeting', method: 'GET', path, authenticated: true, schema: meetingSchema }, options);
}

export function getWorkspaceMeeting(meetingId: string, options?: RequestOptions) {
  const path = `/v1/workspace/meetings/${meetingIdSegment('getWorkspaceMeeting', meetingId)}`;
  return apiRequest(
    { operation: 'getWorkspaceMeeting', method: 'GET', path, authenticated: true, schema: meetingSchema },
    options,
  );
}

export function deleteMyMeeting(meetingId: string, options?: RequestOptions) {
  const path = `/v1/me/meetings/${meetingIdSegment('deleteMyMeeting', meetingId)}`;
  return apiRequest(
    { operation: 'deleteMyMeeting', method: 'DELETE', path, authenticated: true, schema: deletionResultSchema },
    options,
  );
}

export function deleteWorkspaceMeeting(meetingId: string, options?: RequestOptions) {
  const path = `/v1/workspace/meetings/${meetingIdSegment('deleteWorkspaceMeeting', meetingId)}`;
  return apiRequest(
    { operation: 'deleteWorkspaceMeeting', method: 'DELETE', path, authenticated: true, schema: deletionResultSchema },
    options,
  );
}
