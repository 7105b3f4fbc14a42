import { z } from '@/api/zod';
import { listOf, optionalString, record } from './lenient';

export const searchResultSchema = record({
  id: optionalString,
  text: optionalString,
  meetingId: optionalString,
  meetingTitle: optionalString,
  /** A calendar date `YYYY-MM-DD`, no time: never shift it through a time zone. */
  meetingDate: optionalString,
});
export type SearchResult = z.output<typeof searchResultSchema>;

export const searchResponseSchema = z.object({ results: listOf(searchResultSchema) });
export type SearchResponse = z.output<typeof searchResponseSchema>;
