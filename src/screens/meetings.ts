import { scopedOperation } from '@/api/operations';
import { defineScreen, scopedRequest, type ScreenRequest, type UrlValues } from '@/lib/routing/screen';
import type { Scope } from '@/core/scope';
import { MEETING_LIST_URL, meetingListFromUrl, meetingPageRequest, type MeetingListUrl } from '@/screens/meeting-list-filters';

/** The meetings screens' URL contracts: what links, the route table and src/boot read. */

function listRequests(scope: Scope, values: MeetingListUrl): ScreenRequest[] {
  const { filters, blocked } = meetingListFromUrl(scope, values);
  return blocked ? [] : [scopedRequest('listMeetings', meetingPageRequest(scope, filters))];
}

export const meetingListScreen = defineScreen({
  name: 'meetings',
  icon: 'calendar',
  pattern: '/:scope/meetings',
  urlKeys: MEETING_LIST_URL,
  requests: ({ scope, values }) => listRequests(scope, values),
});

export const meetingScreen = defineScreen({
  name: 'meeting',
  pattern: '/:scope/meetings/:meetingId',
  // The list's filters say which list it was opened from (a wide viewport shows that list beside it);
  // `find` pre-fills the transcript search (opening a search hit); `turn` links to a moment.
  urlKeys: [...MEETING_LIST_URL, 'find', 'turn'],
  chunks: ['meeting-detail-page', 'markdown-summary'],
  // An id no URL can carry throws (build-request.ts): the app says so.
  requests: ({ scope, params, values }, wide) => [
    { operation: scopedOperation(scope, 'getMeeting'), meetingId: params.meetingId },
    ...(wide ? listRequests(scope, values) : []),
  ],
});

/**
 * A recurring meeting's page: its meetings, and what is still open since last time. Named by the
 * series' key (its calendar series, or its shared title). Its code is loaded on demand and it reads
 * its data itself, paced (lib/bulk), so it asks for nothing early and has no page of its own.
 */
export const seriesScreen = defineScreen({
  name: 'series',
  pattern: '/:scope/series/:key',
  urlKeys: [],
});

/**
 * People: everyone in the scope's meetings, one row each, or with `person` one person's page (named
 * by the key of a spelling they go by). One screen, not two: the first screen's code carries each
 * declaration. Read like the series page: paced, by the page itself.
 */
export const peopleScreen = defineScreen({ name: 'people', pattern: '/:scope/people', urlKeys: ['person'], icon: 'people' });

/**
 * URLs resolve `.` and `..` path segments (also when written `%2E`) before anyone sees them, so no
 * path, the app's or the API's, can carry such an id: the meeting cannot be asked for or opened.
 */
export function isOpenableMeetingId(meetingId: string): boolean {
  return meetingId !== '' && meetingId !== '.' && meetingId !== '..';
}

export const meetingLinks = {
  list: (scope: Scope, values?: UrlValues<(typeof MEETING_LIST_URL)[number]>) => meetingListScreen.url({ scope }, values),
  /** Null for an id no URL can carry (`isOpenableMeetingId`). */
  meeting: (scope: Scope, meetingId: string, values?: UrlValues<(typeof meetingScreen.urlKeys)[number]>): string | null =>
    isOpenableMeetingId(meetingId) ? meetingScreen.url({ scope, meetingId }, values) : null,
};
