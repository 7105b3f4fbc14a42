import { z } from '@/api/zod';
import { listOf, nextCursor, optionalBoolean, optionalObject, optionalString } from './lenient';

/** The Task resource of the task lists (`text`, with ids) — not the shape embedded in a meeting. */
export const taskSchema = z.object({
  id: optionalString,
  text: optionalString,
  completed: optionalBoolean,
  assignee: optionalObject(z.object({ id: optionalString, name: optionalString, email: optionalString })),
  meetingId: optionalString,
  meetingTitle: optionalString,
  createdAt: optionalString,
  userId: optionalString,
});
export type Task = z.output<typeof taskSchema>;

export const taskPageSchema = z.object({
  tasks: listOf(taskSchema),
  nextCursor,
});
export type TaskPage = z.output<typeof taskPageSchema>;
