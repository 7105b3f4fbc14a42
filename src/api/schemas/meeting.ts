import { z } from '@/api/zod';
import { listOf, nextCursor, optionalBoolean, optionalObject, optionalString } from './lenient';

export const meetingSummarySchema = z.object({
  id: optionalString,
  title: optionalString,
  generatedTitle: optionalString,
  startTime: optionalString,
  endTime: optionalString,
  calendarEventId: optionalString,
  userId: optionalString,
});
export type MeetingSummary = z.output<typeof meetingSummarySchema>;

export const meetingPageSchema = z.object({
  meetings: listOf(meetingSummarySchema),
  nextCursor,
});
export type MeetingPage = z.output<typeof meetingPageSchema>;

const personSchema = z.object({ id: optionalString, name: optionalString, email: optionalString });
export type Participant = z.output<typeof personSchema>;

/** The task shape embedded in a meeting: `content`, no ids — unlike the Task resource. */
export const meetingTaskSchema = z.object({
  content: optionalString,
  completed: optionalBoolean,
  assignee: optionalObject(z.object({ name: optionalString, email: optionalString })),
});
export type MeetingTask = z.output<typeof meetingTaskSchema>;

export const meetingTagSchema = z.object({ name: optionalString, color: optionalString });
export type MeetingTag = z.output<typeof meetingTagSchema>;

/** `responseStatus` is open-ended (`accepted` is one value); unknown values are kept as they come. */
export const eventAttendeeSchema = z.object({
  name: optionalString,
  email: optionalString,
  responseStatus: optionalString,
  organizer: optionalBoolean,
});
export type EventAttendee = z.output<typeof eventAttendeeSchema>;

export const calendarEventSchema = z.object({
  id: optionalString,
  externalId: optionalString,
  title: optionalString,
  scheduledTime: optionalString,
  endTime: optionalString,
  attendees: listOf(eventAttendeeSchema),
});
export type CalendarEvent = z.output<typeof calendarEventSchema>;

export const meetingSchema = z.object({
  id: optionalString,
  title: optionalString,
  generatedTitle: optionalString,
  startTime: optionalString,
  endTime: optionalString,
  user: optionalObject(z.object({ id: optionalString, email: optionalString })),
  summary: optionalObject(z.object({ markdown: optionalString, html: optionalString, short: optionalString })),
  transcript: optionalString,
  participants: listOf(personSchema),
  tasks: listOf(meetingTaskSchema),
  tags: listOf(meetingTagSchema),
  event: optionalObject(calendarEventSchema),
});
export type Meeting = z.output<typeof meetingSchema>;

export const deletionResultSchema = z.object({
  success: optionalBoolean,
  message: optionalString,
  deletedMeetingId: optionalString,
});
export type DeletionResult = z.output<typeof deletionResultSchema>;
