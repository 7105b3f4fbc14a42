import { useSyncExternalStore } from 'react';
import type { Scope } from '@/lib/routing/scope';
import { perKeyName } from '@/lib/session/per-key-storage';
import { NO_CHOICES, type SeriesChoices } from './find-series';

/**
 * Meetings taken out of a series or put into one by hand, kept in this browser (localStorage) for the
 * key in use and the scope: the user's own corrections, which no server knows. Where storage is
 * refused they last as long as the page.
 */
const NAME = 'meetings-dashboard.series-choices';
const memory = new Map<string, SeriesChoices>();
const listeners = new Set<() => void>();
/** The same object for the same stored text, as useSyncExternalStore needs. */
let cache: { name: string; text: string | null; choices: SeriesChoices } | null = null;

const storageName = (scope: Scope) => perKeyName(`${NAME}.${scope}`);

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

export function readSeriesChoices(scope: Scope): SeriesChoices {
  const name = storageName(scope);
  const remembered = memory.get(name);
  if (remembered) return remembered;
  let text: string | null;
  try {
    text = window.localStorage.getItem(name);
  } catch {
    return NO_CHOICES;
  }
  if (cache?.name === name && cache.text === text) return cache.choices;
  let choices = NO_CHOICES;
  try {
    choices = fromStored(JSON.parse(text ?? 'null')) ?? NO_CHOICES;
  } catch {
    // Not ours, or damaged: no choices.
  }
  cache = { name, text, choices };
  return choices;
}

function write(scope: Scope, choices: SeriesChoices): void {
  const name = storageName(scope);
  try {
    const stored: StoredChoices = { detached: choices.detached, attached: [...choices.attached] };
    window.localStorage.setItem(name, JSON.stringify(stored));
  } catch {
    memory.set(name, choices);
  }
  listeners.forEach((listener) => listener());
}

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

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key?.startsWith(NAME) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSeriesChoices(scope: Scope): SeriesChoices {
  return useSyncExternalStore(subscribe, () => readSeriesChoices(scope));
}
