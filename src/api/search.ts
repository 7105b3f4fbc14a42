import { apiRequest, type RequestOptions } from './api-request';
import type { OperationParams } from './query-params';
import { searchResponseSchema } from './schemas/search';

/** `query`: at least one non-blank character. */
export type SearchParams = OperationParams<'searchMyMeetings'>;

/** Personal meetings only: the interface defines no workspace search. */
export function searchMyMeetings(params: SearchParams, options?: RequestOptions) {
  return apiRequest({ operation: 'searchMyMeetings', params, schema: searchResponseSchema }, options);
}
