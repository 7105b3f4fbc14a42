import { useSyncExternalStore } from 'react';
import type { Scope } from '@/lib/routing/scope';
import { perKeyName } from '@/lib/session/per-key-storage';
import { NO_PEOPLE_CHOICES, type PeopleChoices } from './model/match-people';

/**
 * Spellings the user separated from the person People joined them to, kept in this browser
 * (localStorage) for the key in use and the scope, as the series corrections are. Where storage is
 * refused they last as long as the page.
 */
const NAME = 'meetings-dashboard.people-choices';
const memory = new Map<string, PeopleChoices>();
const listeners = new Set<() => void>();
/** The same object for the same stored text, as useSyncExternalStore needs. */
let cache: { name: string; text: string | null; choices: PeopleChoices } | null = null;

const storageName = (scope: Scope) => perKeyName(`${NAME}.${scope}`);

function fromStored(value: unknown): PeopleChoices | null {
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) return null;
  return { separate: new Set(value) };
}

export function readPeopleChoices(scope: Scope): PeopleChoices {
  const name = storageName(scope);
  const remembered = memory.get(name);
  if (remembered) return remembered;
  let text: string | null;
  try {
    text = window.localStorage.getItem(name);
  } catch {
    return NO_PEOPLE_CHOICES;
  }
  if (cache?.name === name && cache.text === text) return cache.choices;
  let choices = NO_PEOPLE_CHOICES;
  try {
    choices = fromStored(JSON.parse(text ?? 'null')) ?? NO_PEOPLE_CHOICES;
  } catch {
    // Not ours, or damaged: no choices.
  }
  cache = { name, text, choices };
  return choices;
}

function write(scope: Scope, separate: ReadonlySet<string>): void {
  const name = storageName(scope);
  try {
    window.localStorage.setItem(name, JSON.stringify([...separate]));
  } catch {
    memory.set(name, { separate });
  }
  listeners.forEach((listener) => listener());
}

/** "Not the same person": the spelling stands on its own from now on. */
export function separateSpelling(scope: Scope, variant: string): void {
  write(scope, new Set(readPeopleChoices(scope).separate).add(variant));
}

/** Undoes a separation: the spelling is joined by the rules again. */
export function rejoinSpelling(scope: Scope, variant: string): void {
  const rest = new Set(readPeopleChoices(scope).separate);
  rest.delete(variant);
  write(scope, rest);
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

export function usePeopleChoices(scope: Scope): PeopleChoices {
  return useSyncExternalStore(subscribe, () => readPeopleChoices(scope));
}
