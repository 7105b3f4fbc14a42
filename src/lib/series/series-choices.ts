import type { Scope } from '@/core/scope';
import { perKeyChoices } from '@/lib/session/per-key-choices';
import { NO_CHOICES, type SeriesChoices } from './find-series';

/** As stored: `attached` as [meeting id, series key] pairs (an earlier version kept an object). */
interface StoredChoices {
  detached: readonly string[];
  attached: readonly (readonly [string, string])[] | Readonly<Record<string, string>>;
}

const isText = (value: unknown): value is string => typeof value === 'string';

function fromStored(value: unknown): SeriesChoices | null {
  const stored = value as Partial<StoredChoices> | null;
  if (typeof stored !== 'object' || stored === null || !Array.isArray(stored.detached) || !stored.detached.every(isText)) return null;
  const { attached } = stored;
  if (typeof attached !== 'object' || attached === null) return null;
  const pairs: unknown[] = Array.isArray(attached) ? attached : Object.entries(attached);
  const valid = pairs.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every(isText));
  return valid ? { detached: stored.detached, attached: new Map(pairs as [string, string][]) } : null;
}

/**
 * Meetings taken out of a series or put into one by hand: the user's own corrections, kept per key
 * and scope (session/per-key-choices.ts).
 */
const choices = perKeyChoices<SeriesChoices>('meetings-dashboard.series-choices', NO_CHOICES, fromStored, (value) => ({
  detached: value.detached,
  attached: [...value.attached],
}));

export const readSeriesChoices = choices.read;
const write = choices.write;

/** Takes a meeting out of whatever series it is in (and undoes putting it into one). */
export function detachMeeting(scope: Scope, meetingId: string): void {
  const { detached, attached } = readSeriesChoices(scope);
  const rest = new Map(attached);
  rest.delete(meetingId);
  write(scope, { detached: [...detached.filter((id) => id !== meetingId), meetingId], attached: rest });
}

/** Puts a meeting into the series with this key (and undoes taking it out). */
export function attachMeeting(scope: Scope, meetingId: string, seriesKey: string): void {
  const { detached, attached } = readSeriesChoices(scope);
  write(scope, { detached: detached.filter((id) => id !== meetingId), attached: new Map(attached).set(meetingId, seriesKey) });
}

export const useSeriesChoices = choices.use;
