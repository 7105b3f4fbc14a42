import type { Scope } from '@/core/scope';
import type { Task } from '@/api/schemas/task';
import { toDay } from '@/lib/dates/day-range';
import { toCsv } from '@/lib/text/csv';

/** The loaded tasks of each column, in the order shown. */
export interface TaskCsvInput {
  open: readonly Task[];
  completed: readonly Task[];
}

const HEADER = ['Status', 'Task', 'Assignee', 'Assignee e-mail', 'Meeting', 'Meeting ID', 'Created'];

function taskRow(task: Task, status: string): string[] {
  return [
    status,
    task.text ?? '',
    task.assignee?.name ?? '',
    task.assignee?.email ?? '',
    task.meetingTitle ?? '',
    task.meetingId ?? '',
    task.createdAt ?? '',
  ];
}

/** The tasks as CSV text (lib/text/csv.ts), open ones first. */
export function tasksToCsv({ open, completed }: TaskCsvInput): string {
  const rows = [HEADER, ...open.map((task) => taskRow(task, 'Open')), ...completed.map((task) => taskRow(task, 'Completed'))];
  return toCsv(rows);
}

export function tasksCsvFileName(scope: Scope, now: Date = new Date()): string {
  return `tasks-${scope === 'me' ? 'mine' : 'workspace'}-${toDay(now)}.csv`;
}
