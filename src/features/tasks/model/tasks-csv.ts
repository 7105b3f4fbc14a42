import type { Scope } from '@/lib/routing/scope';
import type { Task } from '@/api/schemas/task';
import { toDay } from '@/lib/dates/day-range';

/** The loaded tasks of each column, in the order shown. */
export interface TaskCsvInput {
  open: readonly Task[];
  completed: readonly Task[];
}

const HEADER = ['Status', 'Task', 'Assignee', 'Assignee e-mail', 'Meeting', 'Meeting ID', 'Created'];

/**
 * Spreadsheet apps evaluate a cell starting with = + - @ (or a tab / carriage return) as a formula,
 * so a task text like `=HYPERLINK(...)` could run on the reader's machine (CSV injection). A leading
 * single quote makes them show it as text; it is the mitigation OWASP recommends.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field: quoted (with quotes doubled) when it holds a comma, a quote, CR or LF. */
export function csvField(value: string | null | undefined): string {
  const raw = value ?? '';
  const text = FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

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

/**
 * The tasks as CSV text: CRLF line ends (RFC 4180), missing values as empty fields, and a UTF-8
 * byte order mark first so spreadsheet apps do not misread non-ASCII names as another encoding.
 */
export function tasksToCsv({ open, completed }: TaskCsvInput): string {
  const rows = [HEADER, ...open.map((task) => taskRow(task, 'Open')), ...completed.map((task) => taskRow(task, 'Completed'))];
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export function tasksCsvFileName(scope: Scope, now: Date = new Date()): string {
  return `tasks-${scope === 'me' ? 'mine' : 'workspace'}-${toDay(now)}.csv`;
}
