import { z } from '@/api/zod';
import {
  listOf,
  nextCursor,
  optionalBoolean,
  optionalDateTime,
  optionalRecord,
  optionalString,
  optionalText,
  record,
  responseRecord,
} from './lenient';

export const meetingSummarySchema = record({
  id: optionalString,
  title: optionalText,
  generatedTitle: optionalText,
  startTime: optionalDateTime,
  endTime: optionalDateTime,
  calendarEventId: optionalString,
  userId: optionalString,
});
export type MeetingSummary = z.output<typeof meetingSummarySchema>;

export const meetingPageSchema = z.object({
  meetings: listOf(meetingSummarySchema),
  nextCursor,
});
export type MeetingPage = z.output<typeof meetingPageSchema>;

const personSchema = record({ id: optionalString, name: optionalText, email: optionalText });
export type Participant = z.output<typeof personSchema>;

/** The task shape embedded in a meeting: `content`, no ids — unlike the Task resource. */
export const meetingTaskSchema = record({
  content: optionalText,
  completed: optionalBoolean,
  assignee: optionalRecord({ name: optionalText, email: optionalText }),
});
export type MeetingTask = z.output<typeof meetingTaskSchema>;

export const meetingTagSchema = record({ name: optionalText, color: optionalString });
export type MeetingTag = z.output<typeof meetingTagSchema>;

/** `responseStatus` is open-ended (`accepted` is one value); unknown values are kept as they come. */
export const eventAttendeeSchema = record({
  name: optionalText,
  email: optionalText,
  responseStatus: optionalText,
  organizer: optionalBoolean,
});
export type EventAttendee = z.output<typeof eventAttendeeSchema>;

const calendarEventShape = {
  id: optionalString,
  externalId: optionalText,
  title: optionalText,
  scheduledTime: optionalDateTime,
  endTime: optionalDateTime,
  attendees: listOf(eventAttendeeSchema),
};

export const meetingSchema = responseRecord({
  id: optionalString,
  title: optionalText,
  generatedTitle: optionalText,
  startTime: optionalDateTime,
  endTime: optionalDateTime,
  user: optionalRecord({ id: optionalString, email: optionalText }),
  summary: optionalRecord({ markdown: optionalText, html: optionalString, short: optionalText }),
  transcript: optionalString,
  participants: listOf(personSchema),
  tasks: listOf(meetingTaskSchema),
  tags: listOf(meetingTagSchema),
  event: optionalRecord(calendarEventShape),
});
export type Meeting = z.output<typeof meetingSchema>;
export type CalendarEvent = NonNullable<Meeting['event']>;

export const deletionResultSchema = responseRecord({
  success: optionalBoolean,
  message: optionalText,
  deletedMeetingId: optionalString,
});
export type DeletionResult = z.output<typeof deletionResultSchema>;
