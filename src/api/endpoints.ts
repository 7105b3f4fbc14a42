import * as z from 'zod/mini';
import { ApiError } from './api-error';
import { apiUrl, healthUrl } from './base-url';
import type { OperationName } from './operations';
import { completed, dateTime, emailAddress, meetingIdSegment, pageSize, searchQuery, startNotAfterEnd, text } from './query-params';

interface Endpoint {
  method: 'GET' | 'DELETE';
  /** As written in the interface; `:meetingId` is filled in, `health` resolves beside the API. */
  path: string;
  /**
   * The query parameters the operation accepts: their names (in the order they are sent), types and
   * validation. Strict, so a name the operation does not take is an error, never silently dropped.
   */
  params: z.ZodMiniObject;
  /** Every operation but health carries the key. */
  authenticated: boolean;
}

const page = {
  limit: z.optional(pageSize),
  cursor: z.optional(text('cursor')),
  startDate: z.optional(dateTime('startDate')),
  endDate: z.optional(dateTime('endDate')),
};
const none = z.strictObject({});

/** The interface's endpoint table: the one place paths, methods and parameters are written. */
export const ENDPOINTS = {
  getHealth: { method: 'GET', path: 'health', params: none, authenticated: false },
  listMyTasks: {
    method: 'GET',
    path: '/v1/me/tasks',
    params: z.strictObject({ ...page, completed: z.optional(completed), meetingId: z.optional(text('meetingId')) }).check(startNotAfterEnd),
    authenticated: true,
  },
  listWorkspaceTasks: {
    method: 'GET',
    path: '/v1/workspace/tasks',
    params: z
      .strictObject({
        ...page,
        userEmail: z.optional(emailAddress),
        completed: z.optional(completed),
        meetingId: z.optional(text('meetingId')),
      })
      .check(startNotAfterEnd),
    authenticated: true,
  },
  listMyMeetings: {
    method: 'GET',
    path: '/v1/me/meetings',
    params: z.strictObject({ ...page, tag: z.optional(text('tag')) }).check(startNotAfterEnd),
    authenticated: true,
  },
  listWorkspaceMeetings: {
    method: 'GET',
    path: '/v1/workspace/meetings',
    params: z.strictObject({ ...page, userEmail: z.optional(emailAddress) }).check(startNotAfterEnd),
    authenticated: true,
  },
  getMyMeeting: { method: 'GET', path: '/v1/me/meetings/:meetingId', params: none, authenticated: true },
  getWorkspaceMeeting: { method: 'GET', path: '/v1/workspace/meetings/:meetingId', params: none, authenticated: true },
  deleteMyMeeting: { method: 'DELETE', path: '/v1/me/meetings/:meetingId', params: none, authenticated: true },
  deleteWorkspaceMeeting: { method: 'DELETE', path: '/v1/workspace/meetings/:meetingId', params: none, authenticated: true },
  searchMyMeetings: {
    method: 'GET',
    path: '/v1/me/meetings/search',
    params: z
      .strictObject({ query: searchQuery, startDate: z.optional(dateTime('startDate')), endDate: z.optional(dateTime('endDate')) })
      .check(startNotAfterEnd),
    authenticated: true,
  },
  listMyTags: { method: 'GET', path: '/v1/me/tags', params: none, authenticated: true },
} as const satisfies Record<OperationName, Endpoint>;

/** What a caller may pass as an operation's query parameters (a misspelt name is a type error). */
export type OperationParams<O extends OperationName> = z.input<(typeof ENDPOINTS)[O]['params']>;

export interface OperationInput<O extends OperationName> {
  params?: OperationParams<O>;
  meetingId?: string;
}

export interface PreparedRequest {
  url: string;
  init: RequestInit;
  /** The request path as in the interface, for messages (a 403 on /v1/workspace/… says so). */
  path: string;
  apiKey: string | null;
}

/** Validates and serialises the parameters set, in the table's order; anything invalid throws first. */
function queryString(operation: OperationName, params: unknown): string {
  const schema: z.ZodMiniObject = ENDPOINTS[operation].params;
  const result = z.safeParse(schema, params);
  if (!result.success) {
    const issue = result.error.issues[0];
    const unknownName = issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
    throw new ApiError({
      kind: 'invalid-params',
      operation,
      field: unknownName ?? String(issue?.path[0] ?? '(params)'),
      message: unknownName ? `${operation} takes no parameter “${unknownName}”.` : (issue?.message ?? 'Invalid parameters.'),
    });
  }
  const values = result.data as Record<string, unknown>;
  const pairs = Object.keys(schema.shape)
    .filter((name) => typeof values[name] === 'string')
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(values[name]))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/**
 * Validates the input and builds the request; throws `ApiError` (and nothing is sent) when a
 * parameter is invalid or the key is missing. Shared by the fetch layer and the early request.
 */
export function prepareRequest<O extends OperationName>(
  operation: O,
  { params, meetingId }: OperationInput<O>,
  { baseUrl, apiKey }: { baseUrl: string; apiKey: string | null },
): PreparedRequest {
  const endpoint: Endpoint = ENDPOINTS[operation];
  const path = endpoint.path.includes(':meetingId')
    ? endpoint.path.replace(':meetingId', meetingIdSegment(operation, meetingId ?? ''))
    : endpoint.path;
  const query = queryString(operation, params ?? {});
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
    // no-store: the answers are the user's private data, and they are cached where it is safe (the
    // query cache, in memory). It also keeps a stalled answer from holding the browser's cache entry
    // for its URL, which made later requests for that URL wait behind it.
    init: { method: endpoint.method, headers, credentials: 'same-origin', cache: 'no-store' },
  };
}
