import { isEmailAddress } from './email-address';
import { filterTooLongMessage, isFilterTooLong } from './filter-limits';
import { OPERATIONS, type OperationName, type ParamName, type ParamsOf } from './operations';
import { z } from './zod';

/**
 * One validator per query parameter: each takes what a caller may pass (a number, a `Date`, …) and
 * gives the text sent in the query string; each failure carries the message the user or caller sees.
 * With the endpoint table (operations.ts) they make each operation's parameter schema and type.
 */

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

const MAX_PAGE_SIZE = 100;

/** Page size, 1 to 100. */
const PAGE_SIZE_ERROR = { error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` };
const pageSize = z.pipe(
  z.int(PAGE_SIZE_ERROR).check(z.minimum(1, PAGE_SIZE_ERROR), z.maximum(MAX_PAGE_SIZE, PAGE_SIZE_ERROR)),
  z.transform(String),
);

/** Text that fits in a URL (filter-limits.ts): nothing longer is sent. */
const fitsInUrl = (name: string) =>
  z.refine<string>((value) => !isFilterTooLong(value), { error: (issue) => filterTooLongMessage(name, String(issue.input).length) });

/** Any non-empty text, passed as is. */
function nonEmpty(name: string) {
  const error = `${name} must be a non-empty string.`;
  return z.string({ error }).check(z.minLength(1, { error }));
}

/** Text a user may type or paste (a tag name, an id): no longer than fits in a URL. */
const text = (name: string) => nonEmpty(name).check(fitsInUrl(name));

function toTime(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  return typeof value === 'string' && ISO_DATE_TIME.test(value) ? Date.parse(value) : Number.NaN;
}

/** A `Date`, or an ISO 8601 date-time with a time zone (e.g. `2026-03-01T00:00:00Z`); sent as a UTC instant. */
function dateTime(name: string) {
  return z.pipe(
    z.custom<Date | string>((value) => !Number.isNaN(toTime(value)), { error: `${name} must be a valid date and time.` }),
    z.transform((value) => new Date(toTime(value)).toISOString()),
  );
}

const emailAddress = z
  .string({ error: (issue) => `“${String(issue.input)}” is not a valid e-mail address.` })
  .check(fitsInUrl('userEmail'), z.refine(isEmailAddress, { error: (issue) => `“${String(issue.input)}” is not a valid e-mail address.` }));

const completed = z.pipe(
  z.boolean({ error: 'completed must be true or false.' }),
  z.transform((value) => (value ? 'true' : 'false')),
);

const searchQuery = z.string({ error: 'Enter at least one character to search.' }).check(
  z.refine((value) => value.trim().length > 0, { error: 'Enter at least one character to search.' }),
  fitsInUrl('The search'),
);

/** Both are normalised ISO instants in UTC by now, so they compare as strings. */
const startNotAfterEnd = z.refine<Record<string, string | undefined>>(
  ({ startDate, endDate }) => !(startDate && endDate && startDate > endDate),
  { path: ['startDate'], error: 'The start date must not be after the end date.' },
);

const PARAM_SCHEMAS = {
  limit: pageSize,
  // The server's own, opaque: passed back as it came, however long.
  cursor: nonEmpty('cursor'),
  startDate: dateTime('startDate'),
  endDate: dateTime('endDate'),
  completed,
  meetingId: text('meetingId'),
  userEmail: emailAddress,
  tag: text('tag'),
  query: searchQuery,
} satisfies Record<ParamName, z.ZodMiniType>;

type Input<K> = K extends ParamName ? z.input<(typeof PARAM_SCHEMAS)[K]> : never;
type Flatten<T> = { [K in keyof T]: T[K] };

/** What a caller may pass as an operation's query parameters (a name it does not take is a type error). */
export type OperationParams<O extends OperationName> = Flatten<
  { -readonly [K in keyof ParamsOf<O> as ParamsOf<O>[K] extends 'required' ? K : never]: Input<K> } & {
    -readonly [K in keyof ParamsOf<O> as ParamsOf<O>[K] extends 'optional' ? K : never]?: Input<K>;
  }
>;

const schemas = new Map<OperationName, z.ZodMiniType<Record<string, string | undefined>>>();

/** The operation's parameters as one strict schema (built when first needed): unknown names fail too. */
export function paramsSchema(operation: OperationName): z.ZodMiniType<Record<string, string | undefined>> {
  let schema = schemas.get(operation);
  if (!schema) {
    const rules: Partial<Record<ParamName, 'required' | 'optional'>> = OPERATIONS[operation].params;
    const shape = Object.fromEntries(
      Object.entries(rules).map(([name, rule]) => {
        const param = PARAM_SCHEMAS[name as ParamName];
        return [name, rule === 'required' ? param : z.optional(param)];
      }),
    );
    const object = z.strictObject(shape) as z.ZodMiniType<Record<string, string | undefined>>;
    schema = 'startDate' in rules && 'endDate' in rules ? object.check(startNotAfterEnd) : object;
    schemas.set(operation, schema);
  }
  return schema;
}
