/**
 * The interface's endpoint table: the one place paths, methods and parameter names are written. The
 * early request (src/boot) builds its URL from this table before the schemas that validate parameters
 * (query-params.ts) have loaded: lint keeps zod out of what src/boot reaches.
 */
import type { Scope } from '@/core/scope';

/** Every query parameter any operation takes; each has one validator in query-params.ts. */
export type ParamName = 'limit' | 'cursor' | 'startDate' | 'endDate' | 'completed' | 'meetingId' | 'userEmail' | 'tag' | 'query';

type ParamRule = 'required' | 'optional';

interface Operation {
  method: 'GET' | 'DELETE';
  /** As written in the interface; `:meetingId` is filled in, `health` resolves beside the API. */
  path: string;
  /** The query parameters it takes, in the order they are sent: a name it does not take is an error. */
  params: Partial<Record<ParamName, ParamRule>>;
  /** Every operation but health carries the key. */
  authenticated: boolean;
}

const PAGE = { limit: 'optional', cursor: 'optional', startDate: 'optional', endDate: 'optional' } as const;

export const OPERATIONS = {
  getHealth: { method: 'GET', path: 'health', params: {}, authenticated: false },
  listMyTasks: {
    method: 'GET',
    path: '/v1/me/tasks',
    params: { ...PAGE, completed: 'optional', meetingId: 'optional' },
    authenticated: true,
  },
  listWorkspaceTasks: {
    method: 'GET',
    path: '/v1/workspace/tasks',
    params: { ...PAGE, userEmail: 'optional', completed: 'optional', meetingId: 'optional' },
    authenticated: true,
  },
  listMyMeetings: { method: 'GET', path: '/v1/me/meetings', params: { ...PAGE, tag: 'optional' }, authenticated: true },
  listWorkspaceMeetings: { method: 'GET', path: '/v1/workspace/meetings', params: { ...PAGE, userEmail: 'optional' }, authenticated: true },
  getMyMeeting: { method: 'GET', path: '/v1/me/meetings/:meetingId', params: {}, authenticated: true },
  getWorkspaceMeeting: { method: 'GET', path: '/v1/workspace/meetings/:meetingId', params: {}, authenticated: true },
  deleteMyMeeting: { method: 'DELETE', path: '/v1/me/meetings/:meetingId', params: {}, authenticated: true },
  deleteWorkspaceMeeting: { method: 'DELETE', path: '/v1/workspace/meetings/:meetingId', params: {}, authenticated: true },
  searchMyMeetings: {
    method: 'GET',
    path: '/v1/me/meetings/search',
    params: { query: 'required', startDate: 'optional', endDate: 'optional' },
    authenticated: true,
  },
  listMyTags: { method: 'GET', path: '/v1/me/tags', params: {}, authenticated: true },
} as const satisfies Record<string, Operation>;

/** The eleven operations of the Meeting Records API; errors name the one that failed. */
export type OperationName = keyof typeof OPERATIONS;

/** The parameter names an operation takes, required ones and optional ones. */
export type ParamsOf<O extends OperationName> = (typeof OPERATIONS)[O]['params'];

/** What can be done in either scope; each scope has its own operation (path, and parameters) for it. */
export type ScopedAction = 'listMeetings' | 'getMeeting' | 'deleteMeeting' | 'listTasks';

/** The one place a scope chooses its operation: callers pass the scope, never pick the name. */
export const OPERATIONS_BY_SCOPE = {
  me: { listMeetings: 'listMyMeetings', getMeeting: 'getMyMeeting', deleteMeeting: 'deleteMyMeeting', listTasks: 'listMyTasks' },
  workspace: {
    listMeetings: 'listWorkspaceMeetings',
    getMeeting: 'getWorkspaceMeeting',
    deleteMeeting: 'deleteWorkspaceMeeting',
    listTasks: 'listWorkspaceTasks',
  },
} as const satisfies Record<Scope, Record<ScopedAction, OperationName>>;

/** The operation that does `A` in scope `S` (both, for the union `Scope`). */
export type ScopedOperation<S extends Scope, A extends ScopedAction> = (typeof OPERATIONS_BY_SCOPE)[S][A];

export function scopedOperation<S extends Scope, A extends ScopedAction>(scope: S, action: A): ScopedOperation<S, A> {
  return OPERATIONS_BY_SCOPE[scope][action];
}
