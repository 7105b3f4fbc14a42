import { db } from '../data/db';
import { newestFirst } from '../data/order';
import type { MeetingRecord, TaskRecord } from '../data/records';

/** Renders stored records in the API's response shapes. */

export function meetingSummary(m: MeetingRecord) {
  return {
    id: m.id,
    title: m.title,
    generatedTitle: m.generatedTitle,
    startTime: m.startTime,
    endTime: m.endTime,
    calendarEventId: m.calendarEventId,
    userId: m.ownerId,
  };
}

export function meetingDetail(m: MeetingRecord) {
  const owner = db.userById(m.ownerId);
  return {
    id: m.id,
    title: m.title,
    generatedTitle: m.generatedTitle,
    startTime: m.startTime,
    endTime: m.endTime,
    user: owner ? { id: owner.id, email: owner.email } : null,
    summary: m.summary,
    transcript: m.transcript,
    participants: m.participants,
    tasks:
      m.tasks?.map((t) => ({
        content: t.content,
        completed: t.completed,
        assignee: t.assignee ? { name: t.assignee.name, email: t.assignee.email } : null,
      })) ?? null,
    tags: m.tags,
    event: m.event,
  };
}

export interface TaskRow {
  task: TaskRecord;
  meeting: MeetingRecord;
  createdAt: string;
}

/** Tasks are extracted from meetings: created when the meeting ended. */
export function taskRows(meetings: readonly MeetingRecord[]): TaskRow[] {
  return meetings
    .flatMap((meeting) => (meeting.tasks ?? []).map((task) => ({ task, meeting, createdAt: meeting.endTime ?? meeting.startTime ?? '' })))
    .sort((a, b) => newestFirst({ sortKey: a.createdAt, id: a.task.id }, { sortKey: b.createdAt, id: b.task.id }));
}

export function taskResource({ task, meeting, createdAt }: TaskRow) {
  return {
    id: task.id,
    text: task.content,
    completed: task.completed,
    assignee: task.assignee,
    meetingId: meeting.id,
    meetingTitle: meeting.title || meeting.generatedTitle || null,
    createdAt: createdAt || null,
    userId: meeting.ownerId,
  };
}
