import type { RequestTarget } from '@/api/build-request';
import { scopedOperation, type OperationName, type ScopedAction } from '@/api/operations';
import { MEETING_LIST_URL, meetingListFromUrl, meetingPageRequest } from '@/features/meetings/api/meeting-list-filters';
import { SEARCH_URL, searchFromUrl } from '@/features/search/api/search-filters';
import { columnFilters, TASK_BOARD_URL, TASK_COLUMNS, taskBoardFromUrl, taskPageRequest } from '@/features/tasks/api/task-board-filters';
import { matchRoute, paths } from '@/lib/paths';
import { parseScope, type Scope } from '@/lib/scope';
import { readParams } from '@/lib/url-params';

/** A request that a URL's screen makes first, as the fetch layer will build it. */
export interface EarlyRequest extends RequestTarget {
  operation: OperationName;
}

/** A first page as the screen asks it (a scope and its parameters), as the fetch layer will send it. */
function firstPage(action: ScopedAction, { scope, params }: { scope: Scope; params: RequestTarget['params'] }): EarlyRequest {
  return { operation: scopedOperation(scope, action), params };
}

function meetingList(scope: Scope, search: URLSearchParams): EarlyRequest[] {
  const { filters, blocked } = meetingListFromUrl(scope, readParams(search, MEETING_LIST_URL));
  return blocked ? [] : [firstPage('listMeetings', meetingPageRequest(scope, filters))];
}

/**
 * The requests a URL's screen starts with, from the URL alone and without zod, React or the route
 * table (src/boot/early-request.ts sends them before the app bundle has loaded): the same helpers the
 * screens and their route prefetch ask through, so the app builds the same URLs and adopts the
 * answers. `wide`: a meeting is shown beside the list, whose first page it needs too. A URL whose
 * filters must not be sent asks for nothing: the app says what is wrong.
 */
export function earlyRequestsFor({ pathname, search }: { pathname: string; search: string }, wide: boolean): EarlyRequest[] {
  const match = matchRoute(pathname === paths.home() ? paths.landing() : pathname);
  const params = new URLSearchParams(search);
  if (match?.name === 'search') {
    const filters = searchFromUrl(readParams(params, SEARCH_URL));
    return filters ? [{ operation: 'searchMyMeetings', params: filters }] : [];
  }
  const scope = parseScope(match?.params.scope);
  if (!match || !scope) return [];
  switch (match.name) {
    case 'meetings':
      return meetingList(scope, params);
    case 'meeting': {
      // An id no URL can carry throws (build-request.ts): the app says so.
      const detail: EarlyRequest = { operation: scopedOperation(scope, 'getMeeting'), meetingId: match.params.meetingId };
      return [detail, ...(wide ? meetingList(scope, params) : [])];
    }
    case 'tasks': {
      const { filters, blocked } = taskBoardFromUrl(scope, readParams(params, TASK_BOARD_URL));
      return blocked ? [] : TASK_COLUMNS.map((column) => firstPage('listTasks', taskPageRequest(scope, columnFilters(filters, column))));
    }
    default:
      return [];
  }
}
