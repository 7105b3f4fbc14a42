import type { Task } from '@/api/schemas/task';
import { emailKey, nameKey } from '@/lib/people/person-names';
import { compareText } from '@/lib/text/compare-text';

export interface AssigneeGroup {
  key: string;
  /** The assignee's name, else their e-mail, else "Unassigned". */
  label: string;
  email: string | null;
  tasks: Task[];
}

export const UNASSIGNED = 'Unassigned';

/** By address, else by name, compared as People compares them (lib/people/person-names.ts). */
function assigneeKey(task: Task): string {
  const email = emailKey(task.assignee?.email) ?? task.assignee?.email?.trim().toLowerCase();
  if (email) return `email:${email}`;
  const name = task.assignee?.name ? nameKey(task.assignee.name) : '';
  return name ? `name:${name}` : '';
}

/**
 * Tasks grouped by assignee on the client (the API has no such filter): people alphabetically,
 * "Unassigned" last; within a group the server's order is kept.
 */
export function groupByAssignee(tasks: readonly Task[]): AssigneeGroup[] {
  const groups = new Map<string, AssigneeGroup>();
  for (const task of tasks) {
    const key = assigneeKey(task);
    let group = groups.get(key);
    if (!group) {
      const name = task.assignee?.name?.trim() || null;
      const email = task.assignee?.email?.trim() || null;
      group = { key, label: name ?? email ?? UNASSIGNED, email, tasks: [] };
      groups.set(key, group);
    }
    group.tasks.push(task);
  }
  return [...groups.values()].sort((a, b) => {
    if (a.key === '' || b.key === '') return a.key === '' ? 1 : -1;
    return compareText(a.label, b.label);
  });
}
