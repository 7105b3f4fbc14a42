import type { Scope } from '@/core/scope';
import { perKeyChoices } from '@/lib/session/per-key-choices';
import { NO_PEOPLE_CHOICES, type PeopleChoices } from '../model/match-people';

function fromStored(value: unknown): PeopleChoices | null {
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) return null;
  return { separate: new Set(value) };
}

/**
 * Spellings the user separated from the person People joined them to, kept per key and scope as the
 * series corrections are (session/per-key-choices.ts).
 */
const choices = perKeyChoices<PeopleChoices>('meetings-dashboard.people-choices', NO_PEOPLE_CHOICES, fromStored, (value) => [
  ...value.separate,
]);

export const readPeopleChoices = choices.read;
const write = (scope: Scope, separate: ReadonlySet<string>) => choices.write(scope, { separate });

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

export const usePeopleChoices = choices.use;
