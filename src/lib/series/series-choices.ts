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

function isChoices(value: unknown): value is SeriesChoices {
  const choices = value as Partial<SeriesChoices> | null;
  return (
    typeof choices === 'object' &&
    choices !== null &&
    Array.isArray(choices.detached) &&
    choices.detached.every((id) => typeof id === 'string') &&
    typeof choices.attached === 'object' &&
    choices.attached !== null &&
    Object.values(choices.attached).every((key) => typeof key === 'string')
  );
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
    const stored: unknown = JSON.parse(text ?? 'null');
    if (isChoices(stored)) choices = stored;
  } catch {
    // Not ours, or damaged: no choices.
  }
  cache = { name, text, choices };
  return choices;
}

function write(scope: Scope, choices: SeriesChoices): void {
  const name = storageName(scope);
  try {
    window.localStorage.setItem(name, JSON.stringify(choices));
  } catch {
    memory.set(name, choices);
  }
  listeners.forEach((listener) => listener());
}

/** Takes a meeting out of whatever series it is in (and undoes putting it into one). */
export function detachMeeting(scope: Scope, meetingId: string): void {
  const { detached, attached } = readSeriesChoices(scope);
  const rest = Object.fromEntries(Object.entries(attached).filter(([id]) => id !== meetingId));
  write(scope, { detached: [...detached.filter((id) => id !== meetingId), meetingId], attached: rest });
}

/** Puts a meeting into the series with this key (and undoes taking it out). */
export function attachMeeting(scope: Scope, meetingId: string, seriesKey: string): void {
  const { detached, attached } = readSeriesChoices(scope);
  write(scope, { detached: detached.filter((id) => id !== meetingId), attached: { ...attached, [meetingId]: seriesKey } });
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
