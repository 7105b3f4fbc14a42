import type { OperationName } from './operations';

/**
 * How long each kind of call may take. A healthy API answers these in well under a second; what
 * matters is how soon a stuck one is noticed. The rule (docs/architecture.md, "Slowness and
 * failures"): the screen says it is still waiting after 3 s (STILL_WAITING_AFTER_MS), and a call
 * that cannot succeed ends in a clear error with Retry within 30 s, retries included.
 *
 * - `attemptMs`: one attempt may wait this long for the response headers, and then this long for
 *   each next piece of the body (a body that keeps arriving is slow, not stuck; one that stops is
 *   stalled and times out like a request without an answer).
 * - `budgetMs`: from the first attempt of a call to giving up. A retry that could not end within it
 *   (after its wait and a full attempt) is not started.
 */
export interface CallLimits {
  attemptMs: number;
  budgetMs: number;
}

export type CallKind = 'list' | 'detail' | 'search' | 'health' | 'delete';

export const CALL_LIMITS: Record<CallKind, CallLimits> = {
  // A page of 30 meetings or 50 tasks is a few KB. Three attempts fit: 8 + 0.5 + 8 + 1 + 8 = 25.5 s.
  list: { attemptMs: 8_000, budgetMs: 30_000 },
  // A meeting may carry a 10 MB transcript, but the timeout is per piece of it, so size does not
  // count against it. Two attempts fit (10 + 0.5 + 10 s); quick failures (a 503) get three or four.
  detail: { attemptMs: 10_000, budgetMs: 30_000 },
  // Full-text search may take a few seconds on a big account: as long as a meeting.
  search: { attemptMs: 10_000, budgetMs: 30_000 },
  // The header's indicator: a quick yes or no beats a slow, certain one.
  health: { attemptMs: 5_000, budgetMs: 11_000 },
  // Never retried (see retry-policy.ts): one attempt, given longer, since the server may be working.
  delete: { attemptMs: 15_000, budgetMs: 15_000 },
};

const KIND: Record<OperationName, CallKind> = {
  getHealth: 'health',
  listMyTasks: 'list',
  listWorkspaceTasks: 'list',
  listMyMeetings: 'list',
  listWorkspaceMeetings: 'list',
  listMyTags: 'list',
  getMyMeeting: 'detail',
  getWorkspaceMeeting: 'detail',
  searchMyMeetings: 'search',
  deleteMyMeeting: 'delete',
  deleteWorkspaceMeeting: 'delete',
};

export function callLimits(operation: OperationName): CallLimits {
  return CALL_LIMITS[KIND[operation]];
}

const MB = 1024 * 1024;

/**
 * How much of an answer is read, per kind of call, before reading stops: a compressed answer that
 * inflates to hundreds of MB would otherwise fill the tab's memory before anything is shown. Generous
 * where real answers are large (a 3-hour transcript is about 2 MB; the tag list is not paged), tight
 * where they are small. `what` names one answer in the error.
 */
const BODY_LIMITS: Record<CallKind, { bytes: number; what: string }> = {
  list: { bytes: 32 * MB, what: 'one page of a list' },
  detail: { bytes: 64 * MB, what: 'one meeting' },
  search: { bytes: 32 * MB, what: 'one search' },
  health: { bytes: 64 * 1024, what: 'the health check' },
  delete: { bytes: 64 * 1024, what: 'one deletion' },
};

export function bodyLimit(operation: OperationName): { bytes: number; what: string } {
  // The tag list comes whole in one answer, thousands of tags with names of any length.
  return operation === 'listMyTags' ? { bytes: 64 * MB, what: 'the tag list' } : BODY_LIMITS[KIND[operation]];
}

/** When a screen says it is still waiting for an answer (and offers Retry). */
export const STILL_WAITING_AFTER_MS = 3_000;

/**
 * When each call began: the caller's AbortSignal stands for one call, and TanStack Query passes the
 * same signal to every retry of a fetch, so its attempts share one budget. A call without a signal
 * is one attempt.
 */
const callStarts = new WeakMap<AbortSignal, number>();

/** The time by which the call that `signal` stands for must be over (its first attempt starts the clock). */
export function callDeadline(operation: OperationName, signal: AbortSignal | undefined, now: number = Date.now()): number {
  let start = now;
  if (signal) {
    start = callStarts.get(signal) ?? now;
    callStarts.set(signal, start);
  }
  return start + callLimits(operation).budgetMs;
}
