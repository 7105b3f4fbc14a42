import type { Scope } from '@/core/scope';
import { peopleScreen } from '@/screens/meetings';

export const peopleLinks = {
  list: (scope: Scope) => peopleScreen.url({ scope }),
  /** A person's page, named by the key of a spelling they go by (any of them finds the person). */
  person: (scope: Scope, key: string) => peopleScreen.url({ scope }, { person: key }),
};
