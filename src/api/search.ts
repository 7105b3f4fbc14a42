import { apiRequest, type RequestOptions } from './api-request';
import { buildQueryString, type DateTimeInput } from './query-params';
import { searchResponseSchema } from './schemas/search';

export interface SearchParams {
  /** At least one non-blank character. */
  query: string;
  startDate?: DateTimeInput;
  endDate?: DateTimeInput;
}

/** Personal meetings only: the interface defines no workspace search. */
export function searchMyMeetings(params: SearchParams, options?: RequestOptions) {
  const query = buildQueryString('searchMyMeetings', { ...params }, ['query', 'startDate', 'endDate']);
  return apiRequest(
    {
      operation: 'searchMyMeetings',
      method: 'GET',
      path: '/v1/me/meetings/search',
      query,
      authenticated: true,
      schema: searchResponseSchema,
    },
    options,
  );
}
