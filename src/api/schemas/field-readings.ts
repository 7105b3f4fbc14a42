import { readDateTime } from '@/core/date-time';
import { visibleText } from '@/core/visible-text';

/**
 * How the lenient schemas (lenient.ts) read a field's value, apart from zod: src/boot reads the first
 * rows exactly as the app will.
 */

/** An unreadable entry's `field` when the record itself was not an object at all. */
export const WHOLE_RECORD = '';

/** Missing and null are null. */
export const stringOrNull = (value: string | null | undefined): string | null => value ?? null;

/**
 * Text people read as a name (a title, a name, an address, a tag, a task): with nothing visible in it
 * (zero-width or blank-looking characters only, core/visible-text.ts) it is as if missing, so every
 * screen falls back as for a missing one ("Untitled meeting", the e-mail for a name).
 */
export const textOrNull = (value: string | null | undefined): string | null => (value && visibleText(value) !== null ? value : null);

/**
 * A date-time is read as core/date-time.ts reads it: one that does not exist (30 February) or is
 * not a date-time is unreadable (the record lists it with what was sent, never shows another date).
 * Empty is missing.
 */
export const isReadableDateTime = (value: string): boolean => !value || readDateTime(value) !== null;
export const dateTimeOrNull = (value: string | null | undefined): string | null => value || null;
