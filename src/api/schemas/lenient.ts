import { z } from '@/api/zod';
import { dateTimeOrNull, isReadableDateTime, stringOrNull, textOrNull, WHOLE_RECORD } from './field-readings';

/**
 * Every field of the interface may be missing or null, and a real server may send one of the wrong
 * type. These wrappers turn missing and null into an explicit `null` (or `[]` for lists) so screens
 * never see `undefined`, and read each record field by field: one odd leaf must not hide the rest.
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Each field's reading is in field-readings.ts (src/boot reads the first rows with it too).
export const optionalString = z.pipe(z.nullish(z.string()), z.transform(stringOrNull));
export const optionalText = z.pipe(z.nullish(z.string()), z.transform(textOrNull));
export const optionalDateTime = z.pipe(z.nullish(z.string().check(z.refine(isReadableDateTime))), z.transform(dateTimeOrNull));

export const optionalBoolean = z.pipe(
  z.nullish(z.boolean()),
  z.transform((value) => value ?? null),
);

/** A list: missing or null is `[]`; anything but an array fails (for a record's field: see `record`). */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((value) => value ?? []),
  );
}

/** `nextCursor`: opaque; null, empty or missing all mean "no more pages". */
export const nextCursor = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => (value ? value : null)),
);

/** A field the server sent but that could not be read, with what was sent, as text to show. */
export interface Unreadable {
  /** The field's name; `''` for the record itself (it was not an object at all). */
  field: string;
  text: string;
}

const MAX_TEXT = 80;

/** What was sent, as short plain text: a string as it is, anything else as JSON. */
function asText(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

type RecordOf<S extends Record<string, z.ZodMiniType>> = { [K in keyof S]: z.output<S[K]> } & {
  /** The fields that could not be read (each is null, or `[]`, above). Empty when all was read. */
  unreadable: Unreadable[];
};

function readRecord<S extends Record<string, z.ZodMiniType>>(shape: S, input: unknown): RecordOf<S> {
  const source = isPlainObject(input) ? input : {};
  const fields: Record<string, unknown> = {};
  const unreadable: Unreadable[] = isPlainObject(input) ? [] : [{ field: WHOLE_RECORD, text: asText(input) }];
  for (const [name, schema] of Object.entries(shape)) {
    // The schema's own field names, never the server's: a key the server sent is never looked up.
    // eslint-disable-next-line keys/no-string-keyed-objects
    const result = z.safeParse(schema, source[name]);
    /* eslint-disable keys/no-string-keyed-objects -- as above */
    if (result.success) {
      fields[name] = result.data;
    } else {
      fields[name] = z.parse(schema, undefined);
      unreadable.push({ field: name, text: asText(source[name]) });
    }
    /* eslint-enable keys/no-string-keyed-objects */
  }
  return { ...fields, unreadable } as RecordOf<S>;
}

/**
 * An object of the interface, read field by field. A field of the wrong type becomes what a missing
 * one would be (null or `[]`) and is listed in `unreadable` with what was sent; unknown fields are
 * dropped. As an item of a list it never fails: something that is not an object at all becomes an
 * empty record marked unreadable as a whole, and the rest of the list is kept.
 */
export function record<S extends Record<string, z.ZodMiniType>>(shape: S) {
  return z.pipe(
    z.unknown(),
    z.transform((input) => readRecord(shape, input)),
  );
}

/**
 * A nested object (a meeting's calendar event, a task's assignee): missing or null is `null`, and
 * something that is not an object fails, so the record holding it lists it as unreadable.
 */
export function optionalRecord<S extends Record<string, z.ZodMiniType>>(shape: S) {
  return z.pipe(
    z.nullish(z.custom<Record<string, unknown>>(isPlainObject)),
    z.transform((input) => (input ? readRecord(shape, input) : null)),
  );
}

/**
 * A response body that is one record (a meeting, a deletion result): anything but an object is a
 * `bad-response` error naming the operation. (List responses are `z.object`s whose lists must be
 * arrays, of records.)
 */
export function responseRecord<S extends Record<string, z.ZodMiniType>>(shape: S) {
  return z.pipe(
    z.custom<Record<string, unknown>>(isPlainObject, { error: 'expected an object' }),
    z.transform((input) => readRecord(shape, input)),
  );
}

/** Whether anything in a decoded value (at any depth) could not be read. */
export function hasUnreadable(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasUnreadable);
  if (!isPlainObject(value)) return false;
  if (Array.isArray(value.unreadable) && value.unreadable.length > 0) return true;
  return Object.entries(value).some(([name, field]) => name !== 'unreadable' && hasUnreadable(field));
}

/** A field that could not be read, anywhere in a decoded value: where (`event.attendees.0.organizer`) and what came. */
export interface UnreadableAt {
  path: string;
  text: string;
}

/** Every field of a decoded value (at any depth) that could not be read, in the value's order. */
export function listUnreadable(value: unknown, path = ''): UnreadableAt[] {
  const at = (name: string) => (path && name ? `${path}.${name}` : path || name);
  if (Array.isArray(value)) return value.flatMap((item, index) => listUnreadable(item, at(String(index))));
  if (!isPlainObject(value)) return [];
  const own = Array.isArray(value.unreadable)
    ? (value.unreadable as Unreadable[]).map(({ field, text }) => ({ path: at(field), text }))
    : [];
  const nested = Object.entries(value).flatMap(([name, field]) => (name === 'unreadable' ? [] : listUnreadable(field, at(name))));
  return [...own, ...nested];
}
