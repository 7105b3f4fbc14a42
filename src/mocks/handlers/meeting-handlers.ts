import { http, HttpResponse } from 'msw';
import { db } from '../data/db';
import type { MeetingRecord } from '../data/records';
import { keysetPage } from './keyset-page';
import { mockRoute, MockHttpError } from './mock-route';
import { meetingDetail, meetingSummary } from './present';
import { readDate, readEmail, readLimit, readString, withinRange } from './query-readers';
import { searchMeetings } from './search-meetings';

function ownerEmail(meeting: MeetingRecord): string | null {
  return db.userById(meeting.ownerId)?.email.toLowerCase() ?? null;
}

function listResponse(url: URL, meetings: readonly MeetingRecord[]) {
  const start = readDate(url, 'startDate');
  const end = readDate(url, 'endDate');
  const matching = meetings.filter((m) => withinRange(m.startTime, start, end));
  const { page, nextCursor } = keysetPage(matching, { limit: readLimit(url), cursor: readString(url, 'cursor') }, (m) => ({
    sortKey: m.startTime ?? '',
    id: m.id,
  }));
  return HttpResponse.json({ meetings: page.map(meetingSummary), nextCursor });
}

function hasTag(meeting: MeetingRecord, tag: string): boolean {
  const wanted = tag.toLowerCase();
  const tagId = db
    .tags()
    .find((t) => t.id === tag)
    ?.name.toLowerCase();
  return (meeting.tags ?? []).some((t) => {
    const name = t.name?.toLowerCase();
    return name === wanted || (tagId !== undefined && name === tagId);
  });
}

function personalMeeting(id: string): MeetingRecord {
  const meeting = db.findMeeting(id);
  if (!meeting || meeting.ownerId !== db.me().id) throw new MockHttpError(404, `Meeting ${id} not found`);
  return meeting;
}

function workspaceMeeting(id: string): MeetingRecord {
  const meeting = db.findMeeting(id);
  if (!meeting) throw new MockHttpError(404, `Meeting ${id} not found`);
  return meeting;
}

function deletion(meeting: MeetingRecord) {
  db.deleteMeeting(meeting.id);
  const title = meeting.title || meeting.generatedTitle || 'Untitled meeting';
  return HttpResponse.json({ success: true, message: `Meeting “${title}” was deleted.`, deletedMeetingId: meeting.id });
}

export const meetingHandlers = [
  http.get(
    '*/v1/me/meetings',
    mockRoute('personal', ({ url }) => {
      const tag = readString(url, 'tag');
      const mine = db.meetings().filter((m) => m.ownerId === db.me().id && (tag === null || hasTag(m, tag)));
      return listResponse(url, mine);
    }),
  ),
  // Registered before `:meetingId`: `search` is an endpoint, never a meeting id.
  http.get(
    '*/v1/me/meetings/search',
    mockRoute('personal', ({ url }) => {
      const query = url.searchParams.get('query') ?? '';
      if (query.trim().length === 0) throw new MockHttpError(400, 'query must be at least 1 character');
      const start = readDate(url, 'startDate');
      const end = readDate(url, 'endDate');
      const mine = db.meetings().filter((m) => m.ownerId === db.me().id && withinRange(m.startTime, start, end));
      return HttpResponse.json({ results: searchMeetings(mine, query) });
    }),
  ),
  http.get(
    '*/v1/me/meetings/:meetingId',
    mockRoute<{ meetingId: string }>('personal', ({ params }) => HttpResponse.json(meetingDetail(personalMeeting(params.meetingId)))),
  ),
  http.delete(
    '*/v1/me/meetings/:meetingId',
    mockRoute<{ meetingId: string }>('personal', ({ params }) => deletion(personalMeeting(params.meetingId))),
  ),
  http.get(
    '*/v1/workspace/meetings',
    mockRoute('workspace', ({ url }) => {
      const email = readEmail(url, 'userEmail');
      return listResponse(url, email === null ? db.meetings() : db.meetings().filter((m) => ownerEmail(m) === email));
    }),
  ),
  http.get(
    '*/v1/workspace/meetings/:meetingId',
    mockRoute<{ meetingId: string }>('workspace', ({ params }) => HttpResponse.json(meetingDetail(workspaceMeeting(params.meetingId)))),
  ),
  http.delete(
    '*/v1/workspace/meetings/:meetingId',
    mockRoute<{ meetingId: string }>('workspace', ({ params }) => deletion(workspaceMeeting(params.meetingId))),
  ),
];
