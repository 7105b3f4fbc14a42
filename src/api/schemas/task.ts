import { z } from '@/api/zod';
import { listOf, nextCursor, optionalBoolean, optionalDateTime, optionalRecord, optionalString, optionalText, record } from './lenient';

/** The Task resource of the task lists (`text`, with ids) — not the shape embedded in a meeting. */
export const taskSchema = record({
  id: optionalString,
  text: optionalText,
  completed: optionalBoolean,
  assignee: optionalRecord({ id: optionalString, name: optionalText, email: optionalText }),
  meetingId: optionalString,
  meetingTitle: optionalText,
  createdAt: optionalDateTime,
  userId: optionalString,
});
export type Task = z.output<typeof taskSchema>;

export const taskPageSchema = z.object({
  tasks: listOf(taskSchema),
  nextCursor,
});
export type TaskPage = z.output<typeof taskPageSchema>;
