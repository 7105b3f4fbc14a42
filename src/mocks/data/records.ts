/** The mock server's own records: the shapes it stores, from which it renders API responses. */

export interface UserRecord {
  id: string;
  name: string;
  email: string;
}

export interface PersonRecord {
  id: string;
  name: string | null;
  email: string | null;
}

export interface TaskRecord {
  id: string;
  content: string;
  completed: boolean;
  assignee: PersonRecord | null;
}

export interface AttendeeRecord {
  name: string | null;
  email: string | null;
  responseStatus: string | null;
  organizer: boolean;
}

export interface EventRecord {
  id: string;
  externalId: string | null;
  title: string | null;
  scheduledTime: string | null;
  endTime: string | null;
  attendees: AttendeeRecord[] | null;
}

export interface MeetingRecord {
  id: string;
  title: string | null;
  generatedTitle: string | null;
  startTime: string | null;
  endTime: string | null;
  ownerId: string;
  summary: { markdown: string | null; html: string | null; short: string | null } | null;
  transcript: string | null;
  participants: PersonRecord[] | null;
  tasks: TaskRecord[] | null;
  tags: { name: string | null; color: string | null }[] | null;
  event: EventRecord | null;
  calendarEventId: string | null;
}

export interface TagRecord {
  id: string;
  name: string;
  shared: boolean;
  color: string | null;
}

export interface MockDataSet {
  me: UserRecord;
  members: UserRecord[];
  tags: TagRecord[];
  /** Newest first, the order the API serves them in. */
  meetings: MeetingRecord[];
}
