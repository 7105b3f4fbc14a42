import type { Task } from '@/api/schemas/task';

/**
 * The tasks assigned to this address (any letter case), or all of them without one. The API filters
 * tasks by their meeting's owner only, so this runs over the tasks loaded.
 */
export function assignedTo(tasks: Task[], email: string | null): Task[] {
  const wanted = email?.trim().toLowerCase();
  if (!wanted) return tasks;
  return tasks.filter((task) => task.assignee?.email?.trim().toLowerCase() === wanted);
}
