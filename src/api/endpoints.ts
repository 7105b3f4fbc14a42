import { ApiError } from './api-error';
import { apiUrl, healthUrl } from './base-url';
import type { OperationName } from './operations';
import { buildQueryString, meetingIdSegment, type QueryValue } from './query-params';

interface Endpoint {
  method: 'GET' | 'DELETE';
  /** As written in the interface; `:meetingId` is filled in, `health` resolves beside the API. */
  path: string;
  /** Accepted query parameters, in the order they are sent. */
  params: readonly string[];
  /** Every operation but health carries the key. */
  authenticated: boolean;
}

const PAGE = ['limit', 'cursor', 'startDate', 'endDate'] as const;

/** The interface's endpoint table: the one place paths, methods and parameter names are written. */
export const ENDPOINTS: Record<OperationName, Endpoint> = {
  getHealth: { method: 'GET', path: 'health', params: [], authenticated: false },
  listMyTasks: { method: 'GET', path: '/v1/me/tasks', params: [...PAGE, 'completed', 'meetingId'], authenticated: true },
  listWorkspaceTasks: {
    method: 'GET',
    path: '/v1/workspace/tasks',
    params: [...PAGE, 'userEmail', 'completed', 'meetingId'],
    authenticated: true,
  },
  listMyMeetings: { method: 'GET', path: '/v1/me/meetings', params: [...PAGE, 'tag'], authenticated: true },
  listWorkspaceMeetings: { method: 'GET', path: '/v1/workspace/meetings', params: [...PAGE, 'userEmail'], authenticated: true },
  getMyMeeting: { method: 'GET', path: '/v1/me/meetings/:meetingId', params: [], authenticated: true },
  getWorkspaceMeeting: { method: 'GET', path: '/v1/workspace/meetings/:meetingId', params: [], authenticated: true },
  deleteMyMeeting: { method: 'DELETE', path: '/v1/me/meetings/:meetingId', params: [], authenticated: true },
  deleteWorkspaceMeeting: { method: 'DELETE', path: '/v1/workspace/meetings/:meetingId', params: [], authenticated: true },
  searchMyMeetings: { method: 'GET', path: '/v1/me/meetings/search', params: ['query', 'startDate', 'endDate'], authenticated: true },
  listMyTags: { method: 'GET', path: '/v1/me/tags', params: [], authenticated: true },
};

export interface OperationInput {
  params?: Record<string, QueryValue>;
  meetingId?: string;
}

export interface PreparedRequest {
  url: string;
  init: RequestInit;
  /** The request path as in the interface, for messages (a 403 on /v1/workspace/… says so). */
  path: string;
  apiKey: string | null;
}

/**
 * Validates the input and builds the request; throws `ApiError` (and nothing is sent) when a
 * parameter is invalid or the key is missing. Shared by the fetch layer and the early request.
 */
export function prepareRequest(
  operation: OperationName,
  { params = {}, meetingId }: OperationInput,
  { baseUrl, apiKey }: { baseUrl: string; apiKey: string | null },
): PreparedRequest {
  const endpoint = ENDPOINTS[operation];
  const path = endpoint.path.includes(':meetingId')
    ? endpoint.path.replace(':meetingId', meetingIdSegment(operation, meetingId ?? ''))
    : endpoint.path;
  const query = buildQueryString(operation, params, endpoint.params);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (endpoint.authenticated) {
    if (!apiKey) {
      throw new ApiError({ kind: 'unauthorized', operation, message: 'No API key is set. Enter your key in Settings.' });
    }
    headers['x-api-key'] = apiKey;
  }
  const url = (path === 'health' ? healthUrl(baseUrl) : apiUrl(baseUrl, path)) + query;
  return {
    url,
    path,
    apiKey: endpoint.authenticated ? apiKey : null,
    init: { method: endpoint.method, headers, credentials: 'same-origin' },
  };
}
