import type { InfiniteData, QueryKey } from '@tanstack/react-query';
import type { Meeting, MeetingPage, MeetingSummary } from '@/api/schemas/meeting';
import type { TagList } from '@/api/schemas/tag';
import type { Task, TaskPage } from '@/api/schemas/task';
import { meetingQueries } from '@/features/meetings/api/meeting-queries';
import type { Scope } from '@/core/scope';
import { queryRoots } from '@/lib/query/query-roots';
import { tagQueries } from '@/lib/query/tag-queries';
import type { Library, SavedMeeting, SavedRow } from '../storage/library-db';
import { byStartNewestFirst, newestFirst, timeOf } from '../model/newest-first';

/** A span of start (or, for action items, creation) times, as the API's `startDate` and `endDate` take it. */
interface Span {
  start: number | null;
  end: number | null;
}

/**
 * What the library can answer of the screens' queries, by their keys: a scope's meetings list (its
 * dates and member from the saved rows, a tag from the saved meetings' tags), a meeting's details, a
 * scope's action items (the saved meetings' own, as the task board and Insights ask for them) and the
 * personal tags. Only an unfiltered list and a meeting are answered before the network has failed
 * (`atOnce`): the copy's rows are the API's, while its action items, tags and owners come from the
 * meetings saved so far, good enough when the network is missing but not to show in its place.
 */
export type LibraryQuestion =
  | { kind: 'list'; scope: Scope; limit: number | undefined; span: Span; tag: string | null; member: string | null }
  | { kind: 'meeting'; id: string }
  | { kind: 'tasks'; scope: Scope; span: Span; completed: boolean | null; meetingId: string | null; member: string | null }
  | { kind: 'tags' };

const startsWith = (key: QueryKey, prefix: readonly unknown[]) => prefix.every((part, index) => key[index] === part);
const isScope = (value: unknown): value is Scope => value === 'me' || value === 'workspace';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The parameters the copy can apply as the server does; any other makes the question the network's. */
const LIST_PARAMS = new Set(['limit', 'startDate', 'endDate', 'tag', 'userEmail']);
const TASK_PARAMS = new Set(['limit', 'startDate', 'endDate', 'completed', 'meetingId', 'userEmail']);

function readParams(params: unknown, known: ReadonlySet<string>): Record<string, unknown> | null {
  if (!isRecord(params)) return null;
  return Object.entries(params).every(([name, value]) => known.has(name) || isBlank(value)) ? params : null;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
function instant(value: unknown): number | null | undefined {
  if (isBlank(value)) return null;
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? undefined : time;
}
function spanOf(params: Record<string, unknown>): Span | null {
  const start = instant(params.startDate);
  const end = instant(params.endDate);
  return start === undefined || end === undefined ? null : { start, end };
}

function listQuestion(scope: unknown, rawParams: unknown): LibraryQuestion | null {
  const params = readParams(rawParams, LIST_PARAMS);
  const span = params && spanOf(params);
  if (!isScope(scope) || !params || !span) return null;
  const limit = typeof params.limit === 'number' ? params.limit : undefined;
  return { kind: 'list', scope, limit, span, tag: text(params.tag), member: text(params.userEmail)?.toLowerCase() ?? null };
}

function tasksQuestion(scope: unknown, rawParams: unknown): LibraryQuestion | null {
  const params = readParams(rawParams, TASK_PARAMS);
  const span = params && spanOf(params);
  if (!isScope(scope) || !params || !span) return null;
  const completed = typeof params.completed === 'boolean' ? params.completed : null;
  return {
    kind: 'tasks',
    scope,
    span,
    completed,
    meetingId: text(params.meetingId),
    member: text(params.userEmail)?.toLowerCase() ?? null,
  };
}

export function libraryQuestion(key: QueryKey): LibraryQuestion | null {
  // ['meetings', 'list', { scope, params }]: every meetings list, the screens' and Insights'.
  if (startsWith(key, meetingQueries.lists()) && key.length === 3 && isRecord(key[2])) return listQuestion(key[2].scope, key[2].params);
  if (startsWith(key, meetingQueries.details()) && key.length === 4 && isScope(key[2]) && typeof key[3] === 'string') {
    return { kind: 'meeting', id: key[3] };
  }
  // ['tasks', 'list', scope, { scope, params }]: a task board column.
  if (startsWith(key, [...queryRoots.tasks, 'list']) && key.length === 4 && isRecord(key[3]) && key[3].scope === key[2]) {
    return tasksQuestion(key[2], key[3].params);
  }
  // ['tasks', 'insights', scope, params]: Insights' follow-through.
  if (startsWith(key, [...queryRoots.tasks, 'insights']) && key.length === 4) return tasksQuestion(key[2], key[3]);
  if (startsWith(key, tagQueries.list().queryKey) && key.length === 2) return { kind: 'tags' };
  return null;
}

/** Whether the copy answers before the network has failed: what it holds exactly as the API lists it. */
export const answersAtOnce = (question: LibraryQuestion) =>
  question.kind === 'meeting' ||
  (question.kind === 'list' && question.span.start === null && question.span.end === null && !question.tag && !question.member);

const within = (iso: string | null, { start, end }: Span) =>
  (start === null && end === null) || (iso !== null && (start === null || timeOf(iso) >= start) && (end === null || timeOf(iso) <= end));

/** Each saved meeting listed in `scope`, by id. */
async function savedIn(library: Library, scope: Scope): Promise<{ rows: SavedRow[]; meetings: Map<string, SavedMeeting> }> {
  const [rows, saved] = await Promise.all([library.rows(), library.meetings()]);
  const scoped = rows.filter((row) => row.scope === scope);
  const ids = new Set(scoped.map((row) => row.id));
  return { rows: scoped, meetings: new Map(saved.filter((meeting) => ids.has(meeting.id)).map((meeting) => [meeting.id, meeting])) };
}

const ownerEmail = (meeting: Meeting | undefined) => meeting?.user?.email?.toLowerCase() ?? null;

async function listAnswer(
  library: Library,
  question: Extract<LibraryQuestion, { kind: 'list' }>,
  whole: boolean,
): Promise<MeetingSummary[] | undefined> {
  const filtered = !answersAtOnce(question);
  const { rows, meetings } = filtered
    ? await savedIn(library, question.scope)
    : { rows: (await library.rows()).filter((row) => row.scope === question.scope), meetings: new Map<string, SavedMeeting>() };
  if (rows.length === 0) return undefined;
  // A row names its owner by id; the saved meetings give the e-mail the member filter is by.
  const emails = new Map<string, string>();
  for (const { meeting } of meetings.values()) {
    const email = ownerEmail(meeting);
    if (meeting.user?.id && email) emails.set(meeting.user.id, email);
  }
  const tag = question.tag?.toLowerCase();
  const shown = rows.filter(({ id, summary }) => {
    if (!within(summary.startTime, question.span)) return false;
    if (question.member && (summary.userId === null || emails.get(summary.userId) !== question.member)) return false;
    return !tag || (meetings.get(id)?.meeting.tags ?? []).some((t) => t.name?.toLowerCase() === tag);
  });
  shown.sort(byStartNewestFirst);
  return (whole || question.limit === undefined ? shown : shown.slice(0, question.limit)).map((row) => row.summary);
}

/** A saved meeting's action items as the task lists have them (ids of the copy's own: the meeting's items have none). */
function tasksOf({ meeting, id }: SavedMeeting): Task[] {
  const createdAt = meeting.endTime ?? meeting.startTime;
  return meeting.tasks.map((task, index) => ({
    id: `${id}#${index}`,
    text: task.content,
    completed: task.completed,
    assignee: task.assignee && { id: null, name: task.assignee.name, email: task.assignee.email, unreadable: [] },
    meetingId: id,
    meetingTitle: meeting.title?.trim() ? meeting.title : meeting.generatedTitle,
    createdAt,
    userId: meeting.user?.id ?? null,
    unreadable: [],
  }));
}

async function tasksAnswer(library: Library, question: Extract<LibraryQuestion, { kind: 'tasks' }>): Promise<Task[] | undefined> {
  const { meetings } = await savedIn(library, question.scope);
  if (meetings.size === 0) return undefined;
  const chosen = [...meetings.values()].filter(
    (saved) =>
      (question.meetingId === null || saved.id === question.meetingId) &&
      (question.member === null || ownerEmail(saved.meeting) === question.member),
  );
  return chosen
    .flatMap(tasksOf)
    .filter((task) => (question.completed === null || task.completed === question.completed) && within(task.createdAt, question.span))
    .sort(newestFirst((task) => task.createdAt));
}

async function tagsAnswer(library: Library): Promise<TagList | undefined> {
  const { meetings } = await savedIn(library, 'me');
  const names = new Map<string, string>();
  for (const { meeting } of meetings.values()) {
    for (const { name } of meeting.tags) if (name?.trim() && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  if (meetings.size === 0) return undefined;
  const tags = [...names.values()].sort((a, b) => a.localeCompare(b)).map((name) => ({ id: null, name, shared: null, unreadable: [] }));
  return { tags };
}

/** One page holding every row: no next page can come from the copy. */
const onePage = <P>(page: P): InfiniteData<P, string | undefined> => ({ pages: [page], pageParams: [undefined] });

export type LibraryAnswer = InfiniteData<MeetingPage, string | undefined> | InfiniteData<TaskPage, string | undefined> | Meeting | TagList;

/**
 * The library's answer in the shape the query holds, or undefined when it has none. `whole`: the
 * list's every saved row (the network missing, where no next page can come); otherwise its first
 * page's worth, which the network's first page replaces in place.
 */
export async function answerFromLibrary(
  library: Library,
  question: LibraryQuestion,
  { whole }: { whole: boolean },
): Promise<LibraryAnswer | undefined> {
  switch (question.kind) {
    case 'meeting':
      return (await library.meeting(question.id))?.meeting;
    case 'list': {
      const meetings = await listAnswer(library, question, whole);
      return meetings && onePage({ meetings, nextCursor: null });
    }
    case 'tasks': {
      const tasks = await tasksAnswer(library, question);
      return tasks && onePage({ tasks, nextCursor: null });
    }
    case 'tags':
      return tagsAnswer(library);
  }
}
