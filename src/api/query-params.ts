import { z } from './zod';
import { ApiError } from './api-error';
import type { OperationName } from './operations';

/**
 * The building blocks of the operations' parameter schemas (see endpoints.ts). Each takes what a
 * caller may pass (a number, a `Date`, …) and gives the text sent in the query string; each failure
 * carries the message the user or caller sees.
 */

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
// Deliberately loose: the server has the last word, this only catches what is plainly not an address.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const MAX_PAGE_SIZE = 100;

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value);
}

/** Page size, 1 to 100. */
export const pageSize = z.pipe(
  z
    .int({ error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
    .check(
      z.minimum(1, { error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` }),
      z.maximum(MAX_PAGE_SIZE, { error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` }),
    ),
  z.transform(String),
);

/** Any non-empty text, passed as is (a cursor, a tag name, an id). */
export function text(name: string) {
  const error = `${name} must be a non-empty string.`;
  return z.string({ error }).check(z.minLength(1, { error }));
}

function toTime(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  return typeof value === 'string' && ISO_DATE_TIME.test(value) ? Date.parse(value) : Number.NaN;
}

/** A `Date`, or an ISO 8601 date-time with a time zone (e.g. `2026-03-01T00:00:00Z`); sent as a UTC instant. */
export function dateTime(name: string) {
  return z.pipe(
    z.custom<Date | string>((value) => !Number.isNaN(toTime(value)), { error: `${name} must be a valid date and time.` }),
    z.transform((value) => new Date(toTime(value)).toISOString()),
  );
}

export const emailAddress = z
  .string({ error: (issue) => `“${String(issue.input)}” is not a valid e-mail address.` })
  .check(z.refine(isEmailAddress, { error: (issue) => `“${String(issue.input)}” is not a valid e-mail address.` }));

export const completed = z.pipe(
  z.boolean({ error: 'completed must be true or false.' }),
  z.transform((value) => (value ? 'true' : 'false')),
);

export const searchQuery = z
  .string({ error: 'Enter at least one character to search.' })
  .check(z.refine((value) => value.trim().length > 0, { error: 'Enter at least one character to search.' }));

/** Both are normalised ISO instants in UTC by now, so they compare as strings. */
export const startNotAfterEnd = z.refine<{ startDate?: string; endDate?: string }>(
  ({ startDate, endDate }) => !(startDate && endDate && startDate > endDate),
  { path: ['startDate'], error: 'The start date must not be after the end date.' },
);

/** Ids are opaque strings (real ones are long digit strings): never parsed, always encoded. */
export function meetingIdSegment(operation: OperationName, meetingId: string): string {
  const invalid = (message: string) => new ApiError({ kind: 'invalid-params', operation, field: 'meetingId', message });
  if (typeof meetingId !== 'string' || meetingId.length === 0) throw invalid('A meeting id is required.');
  // `/v1/me/meetings/search` is the search endpoint, never a meeting.
  if (meetingId === 'search') throw invalid('“search” is not a meeting id.');
  return encodeURIComponent(meetingId);
}
