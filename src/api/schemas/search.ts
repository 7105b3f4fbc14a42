import { z } from '@/api/zod';
import { listOf, optionalString, optionalText, record } from './lenient';

export const searchResultSchema = record({
  id: optionalString,
  text: optionalText,
  meetingId: optionalString,
  meetingTitle: optionalText,
  /** A calendar date `YYYY-MM-DD`, no time: never shift it through a time zone. */
  meetingDate: optionalString,
});
export type SearchResult = z.output<typeof searchResultSchema>;

export const searchResponseSchema = z.object({ results: listOf(searchResultSchema) });
export type SearchResponse = z.output<typeof searchResponseSchema>;
