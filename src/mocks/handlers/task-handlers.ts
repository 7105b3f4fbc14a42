import { http, HttpResponse } from 'msw';
import { db } from '../data/db';
import type { MeetingRecord } from '../data/records';
import { keysetPage } from './keyset-page';
import { mockRoute } from './mock-route';
import { taskResource, taskRows } from './present';
import { readBoolean, readDate, readEmail, readLimit, readString, withinRange } from './query-readers';

function taskList(url: URL, meetings: readonly MeetingRecord[]) {
  const completed = readBoolean(url, 'completed');
  const meetingId = readString(url, 'meetingId');
  const start = readDate(url, 'startDate');
  const end = readDate(url, 'endDate');
  const rows = taskRows(meetingId === null ? meetings : meetings.filter((m) => m.id === meetingId)).filter(
    (row) => (completed === null || row.task.completed === completed) && withinRange(row.createdAt, start, end),
  );
  const { page, nextCursor } = keysetPage(rows, { limit: readLimit(url), cursor: readString(url, 'cursor') }, (row) => ({
    sortKey: row.createdAt,
    id: row.task.id,
  }));
  return HttpResponse.json({ tasks: page.map(taskResource), nextCursor });
}

export const taskHandlers = [
  http.get(
    '*/v1/me/tasks',
    mockRoute('personal', ({ url }) =>
      taskList(
        url,
        db.meetings().filter((m) => m.ownerId === db.me().id),
      ),
    ),
  ),
  http.get(
    '*/v1/workspace/tasks',
    mockRoute('workspace', ({ url }) => {
      const email = readEmail(url, 'userEmail');
      const owner = email === null ? null : db.users().find((u) => u.email.toLowerCase() === email);
      const meetings = email === null ? db.meetings() : db.meetings().filter((m) => m.ownerId === owner?.id);
      return taskList(url, meetings);
    }),
  ),
];
