import type { Task } from '@/api/schemas/task';
import { ageInDays } from '@/lib/dates/age';

export interface PersonFollowThrough {
  /** The assignee's e-mail (lower case), else their name, else '' for unassigned items. */
  key: string;
  name: string | null;
  email: string | null;
  open: number;
  completed: number;
  /** Whole days the oldest open item has been open; null without open items of a known age. */
  oldestOpenDays: number | null;
}

export interface AgeBucket {
  label: string;
  count: number;
}

export interface FollowThrough {
  /** Most open items first. */
  people: PersonFollowThrough[];
  /** How long the open items have been open. */
  ages: AgeBucket[];
  open: number;
  completed: number;
}

/** Upper bounds in days (exclusive). */
const AGE_BUCKETS: readonly (readonly [string, number])[] = [
  ['Under a week', 7],
  ['1–2 weeks', 14],
  ['2–4 weeks', 28],
  ['1–3 months', 91],
  ['Over 3 months', Infinity],
];
export const UNKNOWN_AGE = 'Age unknown';

function personKey(task: Task): string {
  return task.assignee?.email?.trim().toLowerCase() || task.assignee?.name?.trim() || '';
}

/**
 * Per assignee, open and completed action items (each list as the task board's columns read it) and
 * how old the oldest open one is; and the ages of all open ones.
 */
export function followThrough(open: readonly Task[], completed: readonly Task[], now: number): FollowThrough {
  const people = new Map<string, PersonFollowThrough>();
  const personOf = (task: Task) => {
    const key = personKey(task);
    let person = people.get(key);
    if (!person) {
      const email = task.assignee?.email?.trim() || null;
      person = { key, name: task.assignee?.name?.trim() || null, email, open: 0, completed: 0, oldestOpenDays: null };
      people.set(key, person);
    }
    return person;
  };
  const ages = new Map<string, number>([...AGE_BUCKETS.map(([label]) => [label, 0] as const), [UNKNOWN_AGE, 0]]);
  for (const task of open) {
    const person = personOf(task);
    person.open += 1;
    const days = ageInDays(task.createdAt, now);
    if (days !== null) person.oldestOpenDays = Math.max(person.oldestOpenDays ?? 0, days);
    const bucket = days === null ? UNKNOWN_AGE : (AGE_BUCKETS.find(([, below]) => days < below)?.[0] ?? UNKNOWN_AGE);
    ages.set(bucket, (ages.get(bucket) ?? 0) + 1);
  }
  for (const task of completed) personOf(task).completed += 1;
  return {
    people: [...people.values()].sort((a, b) => b.open - a.open || b.completed - a.completed || a.key.localeCompare(b.key)),
    ages: [...ages].filter(([label, count]) => label !== UNKNOWN_AGE || count > 0).map(([label, count]) => ({ label, count })),
    open: open.length,
    completed: completed.length,
  };
}
