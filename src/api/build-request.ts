import { ApiError } from './api-error';
import { API_KEY_FIELD, unsendableKeyCharacterAt } from './api-key-rule';
import { apiUrl, healthUrl } from './base-url';
import { OPERATIONS, type OperationName } from './operations';

export interface PreparedRequest {
  url: string;
  init: RequestInit;
  /** The request path as in the interface, for messages (a 403 on /v1/workspace/… says so). */
  path: string;
  apiKey: string | null;
}

export interface RequestTarget {
  /** Query parameter values: text as is, numbers and booleans as written, dates as ISO instants (UTC). */
  params?: Partial<Record<string, string | number | boolean | Date | undefined>>;
  meetingId?: string;
}

/** Ids are opaque strings (real ones are long digit strings): never parsed, always encoded. */
export function meetingIdSegment(operation: OperationName, meetingId: string): string {
  const invalid = (message: string) => new ApiError({ kind: 'invalid-params', operation, field: 'meetingId', message });
  if (typeof meetingId !== 'string' || meetingId.length === 0) throw invalid('A meeting id is required.');
  // `/v1/me/meetings/search` is the search endpoint, never a meeting.
  if (meetingId === 'search') throw invalid('“search” is not a meeting id.');
  // URLs resolve these as path steps (encoded or not): `/v1/me/meetings/..` would ask for `/v1/me`.
  if (meetingId === '.' || meetingId === '..') throw invalid(`The meeting id “${meetingId}” cannot be carried in a URL.`);
  return encodeURIComponent(meetingId);
}

/**
 * The request for an operation, its parameters in the table's order. No validation: `prepareRequest`
 * (endpoints.ts) validates first; the early request, which runs before the schemas have loaded, only
 * sends what it has checked itself, and is adopted only if the app builds the very same URL.
 */
export function buildRequest(
  operation: OperationName,
  { params = {}, meetingId }: RequestTarget,
  { baseUrl, apiKey }: { baseUrl: string; apiKey: string | null },
): PreparedRequest {
  const endpoint = OPERATIONS[operation];
  const path = endpoint.path.includes(':meetingId')
    ? endpoint.path.replace(':meetingId', meetingIdSegment(operation, meetingId ?? ''))
    : endpoint.path;
  const given = new Map(Object.entries(params));
  const pairs = Object.keys(endpoint.params)
    .map((name) => [name, given.get(name)] as const)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value instanceof Date ? value.toISOString() : String(value))}`,
    );
  const query = pairs.length > 0 ? `?${pairs.join('&')}` : '';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (endpoint.authenticated) {
    if (!apiKey) throw new ApiError({ kind: 'unauthorized', operation, message: 'No API key is set.' });
    // A header cannot carry every character (fetch throws, which would read as a network failure).
    if (unsendableKeyCharacterAt(apiKey) >= 0) {
      throw new ApiError({
        kind: 'unauthorized',
        operation,
        field: API_KEY_FIELD,
        message: 'The saved API key has characters an API key cannot have (a space, a line break or a letter outside A–Z). Enter it again.',
      });
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
    // manual: a redirect followed would repeat the request, key and all, wherever it points.
    init: { method: endpoint.method, headers, credentials: 'same-origin', cache: 'no-store', redirect: 'manual' },
  };
}
