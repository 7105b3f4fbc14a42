import { apiRequest, type RequestOptions } from './api-request';
import type { DateTimeInput } from './query-params';
import { searchResponseSchema } from './schemas/search';

export interface SearchParams {
  /** At least one non-blank character. */
  query: string;
  startDate?: DateTimeInput;
  endDate?: DateTimeInput;
}

/** Personal meetings only: the interface defines no workspace search. */
export function searchMyMeetings(params: SearchParams, options?: RequestOptions) {
  return apiRequest({ operation: 'searchMyMeetings', params: { ...params }, schema: searchResponseSchema }, options);
}
