import { ApiError } from './api-error';
import type { OperationName } from './operations';

/** A `Date`, or a string in ISO 8601 date-time form with a time zone (e.g. `2026-03-01T00:00:00Z`). */
export type DateTimeInput = Date | string;

export interface PageParams {
  /** Page size, 1 to 100. */
  limit?: number;
  /** The previous page's `nextCursor`, passed back as is. */
  cursor?: string;
  startDate?: DateTimeInput;
  endDate?: DateTimeInput;
}

export type QueryValue = string | number | boolean | Date | undefined;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
// Deliberately loose: the server has the last word, this only catches what is plainly not an address.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MAX_PAGE_SIZE = 100;

function invalid(operation: OperationName, field: string, message: string): ApiError {
  return new ApiError({ kind: 'invalid-params', operation, field, message });
}

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value);
}

function toDateTime(operation: OperationName, field: string, value: NonNullable<QueryValue>): string {
  const time =
    value instanceof Date ? value.getTime() : typeof value === 'string' && ISO_DATE_TIME.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) throw invalid(operation, field, `${field} must be a valid date and time.`);
  return new Date(time).toISOString();
}

type Validator = (operation: OperationName, field: string, value: NonNullable<QueryValue>) => string;

const validators: Record<string, Validator> = {
  limit: (op, field, value) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_PAGE_SIZE) {
      throw invalid(op, field, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
    }
    return String(value);
  },
  startDate: (op, field, value) => toDateTime(op, field, value),
  endDate: (op, field, value) => toDateTime(op, field, value),
  userEmail: (op, field, value) => {
    if (typeof value !== 'string' || !isEmailAddress(value)) {
      throw invalid(op, field, `“${String(value)}” is not a valid e-mail address.`);
    }
    return value;
  },
  completed: (op, field, value) => {
    if (typeof value !== 'boolean') throw invalid(op, field, 'completed must be true or false.');
    return value ? 'true' : 'false';
  },
  query: (op, field, value) => {
    if (typeof value !== 'string' || value.trim().length === 0) {
      throw invalid(op, field, 'Enter at least one character to search.');
    }
    return value;
  },
};

const plainString: Validator = (op, field, value) => {
  if (typeof value !== 'string' || value.length === 0) throw invalid(op, field, `${field} must be a non-empty string.`);
  return value;
};

/**
 * Validates and serialises the parameters an operation accepts, in the order given. Only the
 * parameters actually set are sent; anything invalid throws before a request exists.
 */
export function buildQueryString(
  operation: OperationName,
  params: Record<string, QueryValue>,
  accepted: readonly string[],
): string {
  const serialised = new Map<string, string>();
  for (const name of accepted) {
    const value = params[name];
    if (value !== undefined) serialised.set(name, (validators[name] ?? plainString)(operation, name, value));
  }
  const start = serialised.get('startDate'), end = serialised.get('endDate');
  // Both are normalised ISO instants in UTC here, so they compare as strings.
  if (start !== undefined && end !== undefined && start > end) {
    throw invalid(operation, 'startDate', 'The start date must not be after the end date.');
  }
  const pairs = [...serialised].map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** Ids are opaque strings (real ones are long digit strings): never parsed, always encoded. */
export function meetingIdSegment(operation: OperationName, meetingId: string): string {
  if (typeof meetingId !== 'string' || meetingId.length === 0) {
    throw invalid(operation, 'meetingId', 'A meeting id is required.');
  }
  // `/v1/me/meetings/search` is the search endpoint, never a meeting.
  if (meetingId === 'search') throw invalid(operation, 'meetingId', '“search” is not a meeting id.');
  return encodeURIComponent(meetingId);
}
