import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { DEMO_API_KEY } from '../api-keys';
import { db } from '../data/db';
import type { MeetingRecord } from '../data/records';
import { NOTHING_RECORDED, SEED_NOW } from '../data/seed';
import { handlers as normalHandlers } from '../handlers';
import { mockRoute } from '../handlers/mock-route';
import { meetingSummary, taskResource, taskRows } from '../handlers/present';
import { readBoolean, readLimit, readString } from '../handlers/query-readers';
import type { DataScenario } from './data-scenario';
import { HOSTILE_DATA_SCENARIOS } from './hostile-text';

type Pager = (count: number, limit: number, cursor: string | null) => { from: number; to: number; nextCursor: string | null };

/**
 * The second page's cursor leads to a page whose own cursor is the first one again, and that page
 * repeats the first page's rows: a client that follows cursors blindly pages (and lists) forever.
 */
const repeatingCursor: Pager = (count, limit, cursor) => {
  if (cursor === 'again-1') return { from: limit, to: 2 * limit, nextCursor: 'again-2' };
  if (cursor === 'again-2') return { from: 0, to: limit, nextCursor: 'again-1' };
  return { from: 0, to: limit, nextCursor: count > limit ? 'again-1' : null };
};

/** Every page starts a third of a page before the previous one ended: each repeats some rows. */
const overlappingPages: Pager = (count, limit, cursor) => {
  const from = cursor?.startsWith('at-') ? Number(cursor.slice(3)) : 0;
  const to = Math.min(from + limit, count);
  const next = to - Math.ceil(limit / 3);
  return { from, to, nextCursor: to < count && next > from ? `at-${next}` : null };
};

/** The four lists, paged by `pager` (date, tag and member filters are ignored; a task's `completed` is not). */
function pagedLists(pager: Pager): HttpHandler[] {
  const page = <T>(url: URL, items: readonly T[]) => {
    const { from, to, nextCursor } = pager(items.length, readLimit(url), readString(url, 'cursor'));
    return { items: items.slice(from, to), nextCursor };
  };
  const mine = () => db.meetings().filter((m) => m.ownerId === db.me().id);
  const tasks = (url: URL, meetings: readonly MeetingRecord[]) => {
    const completed = readBoolean(url, 'completed');
    const rows = taskRows(meetings).filter((row) => completed === null || row.task.completed === completed);
    const { items, nextCursor } = page(url, rows);
    return HttpResponse.json({ tasks: items.map(taskResource), nextCursor });
  };
  const meetings = (url: URL, records: readonly MeetingRecord[]) => {
    const { items, nextCursor } = page(url, records);
    return HttpResponse.json({ meetings: items.map(meetingSummary), nextCursor });
  };
  return [
    http.get(
      '*/v1/me/meetings',
      mockRoute('personal', ({ url }) => meetings(url, mine())),
    ),
    http.get(
      '*/v1/workspace/meetings',
      mockRoute('workspace', ({ url }) => meetings(url, db.meetings())),
    ),
    http.get(
      '*/v1/me/tasks',
      mockRoute('personal', ({ url }) => tasks(url, mine())),
    ),
    http.get(
      '*/v1/workspace/tasks',
      mockRoute('workspace', ({ url }) => tasks(url, db.meetings())),
    ),
  ];
}

type Json = Record<string, unknown>;

/** The normal answer, changed by `edit` (which gets the parsed body of a 200). */
function editAnswer(path: string, edit: (body: Json) => void): HttpHandler {
  return http.get(path, async ({ request, params }) => {
    // The search endpoint is not a meeting.
    if (params.meetingId === 'search') return undefined;
    const normal = await getResponse(normalHandlers, request);
    if (!normal || normal.status !== 200) return normal;
    const body = (await normal.json()) as Json;
    edit(body);
    return HttpResponse.json(body);
  });
}

const first = (list: unknown): Json | undefined => (Array.isArray(list) ? (list[0] as Json | undefined) : undefined);

/** Leaves of the wrong type, one of each kind the issue found, in every meeting and on both task lists. */
function oddFields(): HttpHandler[] {
  const oddMeeting = (meeting: Json) => {
    meeting.endTime = 42;
    const event = meeting.event as Json | null;
    const attendee = first(event?.attendees);
    if (attendee) attendee.organizer = 'yes';
    const tag = first(meeting.tags);
    if (tag) tag.color = 7;
    const tasks = Array.isArray(meeting.tasks) ? (meeting.tasks as Json[]) : [];
    if (tasks[0]) tasks[0].completed = 'true';
    if (tasks[1]) tasks[1].assignee = 'bob';
  };
  const oddTasks = (body: Json) => {
    const tasks = Array.isArray(body.tasks) ? (body.tasks as Json[]) : [];
    if (tasks[0]) tasks[0].completed = 'true';
    if (tasks[1]) tasks[1].assignee = 'bob';
  };
  return [
    editAnswer('*/v1/me/meetings', (body) => {
      const row = first(body.meetings);
      if (row) row.endTime = 42;
    }),
    editAnswer('*/v1/:scope/meetings/:meetingId', oddMeeting),
    editAnswer('*/v1/:scope/tasks', oddTasks),
  ];
}

/**
 * Ids are opaque strings: these need encoding in a URL path (`? # space`, unicode, a literal `%2F`),
 * or cannot be carried by a path at all (`.` and `..`, which URLs resolve as dot segments).
 */
export const ODD_MEETING_IDS = ['q?x=1', 'a#b', 'with space', 'ünï-会议', '%2F', '.', '..'] as const;

function oddIdMeetings(): MeetingRecord[] {
  const template = db.meetings().find((m) => m.ownerId === db.me().id && (m.tasks?.length ?? 0) > 0);
  if (!template) throw new Error('The seed has no meeting with tasks');
  return ODD_MEETING_IDS.map((id, index) => ({
    ...template,
    id,
    title: `Odd id ${id}`,
    generatedTitle: null,
    // Newer than every seeded meeting: first in the list.
    startTime: new Date(SEED_NOW + (index + 1) * 3_600_000).toISOString(),
    endTime: new Date(SEED_NOW + (index + 1) * 3_600_000 + 1_800_000).toISOString(),
    tasks: [{ id: `task-odd-${index}`, content: `Follow up on odd id ${id}`, completed: false, assignee: null }],
  }));
}

/** The open item of the `people-spellings` scenario, in the words of the turn that said it. */
export const SPELLINGS_ITEM = 'Send the signed vendor contract to legal';

/**
 * One colleague under three spellings, in two meetings newer than every seeded one (read first): the
 * seed's "Priya Natarajan" with her address, "Priya N." as a participant and speaker, and
 * "PRIYA NATARAJAN" without an address as the assignee of an item she said in the fourth turn.
 */
function spellingMeetings(): MeetingRecord[] {
  const me = db.me();
  const meeting = (id: string, hoursAhead: number, fields: Partial<MeetingRecord>): MeetingRecord => {
    const start = SEED_NOW + hoursAhead * 3_600_000;
    return {
      id,
      title: null,
      generatedTitle: null,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 1_800_000).toISOString(),
      ownerId: me.id,
      ...NOTHING_RECORDED,
      ...fields,
    };
  };
  const alex = { id: me.id, name: me.name, email: me.email };
  return [
    meeting('spellings-vendor', 2, {
      title: 'Vendor review',
      participants: [alex, { id: 'p-priya-short', name: 'Priya N.', email: null }],
      transcript: [
        `**${me.name}**\nWhere are we with the vendor?`,
        '**Priya N.**\nThe terms are agreed.',
        `**${me.name}**\nWho sends the contract?`,
        `**Priya N.**\nI will ${SPELLINGS_ITEM.toLowerCase()} by Friday.`,
        `**${me.name}**\nThanks.`,
      ].join('\n\n'),
      tasks: [
        {
          id: 'spellings-task',
          content: SPELLINGS_ITEM,
          completed: false,
          assignee: { id: 'p-priya-caps', name: 'PRIYA NATARAJAN', email: null },
        },
      ],
    }),
    meeting('spellings-kickoff', 1, {
      title: 'Vendor kick-off',
      participants: [alex, { id: 'usr_02', name: 'Priya Natarajan', email: 'priya.natarajan@acme.example' }],
    }),
  ];
}

/** What names or points at something (ids, cursors, times, colours): an echoing server leaves these be. */
const NOT_TEXT = new Set([
  'id',
  'meetingId',
  'userId',
  'calendarEventId',
  'externalId',
  'deletedMeetingId',
  'nextCursor',
  'startTime',
  'endTime',
  'createdAt',
  'scheduledTime',
  'meetingDate',
  'color',
  'completed',
  'success',
]);

/** Every text in a JSON value, with ` key=<key>` added (ids and the like left alone). */
function echoIn(value: unknown, key: string, name = ''): unknown {
  if (typeof value === 'string') return NOT_TEXT.has(name) ? value : `${value} key=${key}`;
  if (Array.isArray(value)) return value.map((item) => echoIn(item, key));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([field, item]) => [field, echoIn(item, key, field)]));
}

/**
 * A server that echoes the request's key in every text it sends — titles, names, summaries,
 * transcripts, tasks, tags, search hits, deletion messages — and one meeting whose very id carries it.
 */
function echoKey(): DataScenario {
  return {
    handlers: [
      http.all('*', async ({ request }) => {
        const key = request.headers.get('x-api-key');
        if (!key || new URL(request.url).pathname.startsWith('/__mock')) return undefined;
        const normal = await getResponse(normalHandlers, request);
        if (!normal?.headers.get('content-type')?.includes('json')) return normal;
        const headers = new Headers(normal.headers);
        headers.delete('content-length');
        return new HttpResponse(JSON.stringify(echoIn(await normal.json(), key)), { status: normal.status, headers });
      }),
    ],
    setUp: () => {
      const template = db.meetings().find((m) => m.ownerId === db.me().id);
      if (!template) throw new Error('The seed has no meeting of mine');
      db.addMeetings([
        {
          ...template,
          id: `id-with-${DEMO_API_KEY}`,
          title: 'A meeting whose id carries the key',
          startTime: new Date(SEED_NOW + 3_600_000).toISOString(),
          endTime: new Date(SEED_NOW + 5_400_000).toISOString(),
        },
      ]);
    },
  };
}

/** How many meetings the `ten-thousand` scenario's account has. */
export const MANY_MEETINGS = 10_000;

/**
 * An account of ten thousand meetings (half-hour calls, an hour apart, before the seed's own) whose
 * server ignores `limit` and sends the whole personal list in one page: everything loaded at once.
 */
function tenThousand(): DataScenario {
  const me = db.me();
  const oldest = db.meetings().at(-1)?.startTime;
  const before = Date.parse(oldest ?? new Date(SEED_NOW).toISOString());
  return {
    handlers: [
      http.get(
        '*/v1/me/meetings',
        mockRoute('personal', () =>
          HttpResponse.json({
            meetings: db
              .meetings()
              .filter((m) => m.ownerId === me.id)
              .map(meetingSummary),
            nextCursor: null,
          }),
        ),
      ),
    ],
    setUp: () =>
      db.addMeetings(
        Array.from({ length: MANY_MEETINGS }, (_, index) => {
          const start = before - (index + 1) * 3_600_000;
          return {
            id: `many-${index + 1}`,
            title: `Call ${index + 1}`,
            generatedTitle: null,
            startTime: new Date(start).toISOString(),
            endTime: new Date(start + 1_800_000).toISOString(),
            ownerId: me.id,
            ...NOTHING_RECORDED,
          };
        }),
      ),
  };
}

/** A phrase said in one workspace meeting's transcript only (`small-library`), in its third turn. */
export const LIBRARY_PHRASE = 'heron migration budget';

/**
 * Five meetings in all, so that a copy of them is saved in seconds at the bulk reads' pace: three of
 * the user's and two of a colleague's (the workspace lists all five), one of the colleague's saying
 * `LIBRARY_PHRASE` in its third turn, and one of the user's with an action item.
 */
function smallLibrary(): MeetingRecord[] {
  const me = db.me();
  const colleague = db.users().find((user) => user.id !== me.id)!;
  const meeting = (id: string, hoursAgo: number, owner: typeof me, title: string, transcript: string): MeetingRecord => {
    const start = SEED_NOW - hoursAgo * 3_600_000;
    return {
      id,
      title,
      generatedTitle: null,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 1_800_000).toISOString(),
      ownerId: owner.id,
      ...NOTHING_RECORDED,
      summary: { markdown: `${title}: notes.`, html: null, short: null },
      transcript,
    };
  };
  const talk = (...turns: [string, string][]) => turns.map(([who, text]) => `**${who}**\n${text}`).join('\n\n');
  return [
    meeting('library-mine-1', 1, me, 'Weekly planning', talk([me.name, 'Plans for the week.'], [colleague.name, 'Agreed.'])),
    meeting('library-mine-2', 2, me, 'Design review', talk([me.name, 'The new layout is ready.'], [colleague.name, 'Looks good.'])),
    {
      ...meeting('library-mine-3', 3, me, 'Hiring sync', talk([me.name, 'Two candidates this week.'])),
      // An action item, for the task board read from the copy offline.
      tasks: [{ id: 'library-task-1', content: 'Call both candidates back', completed: false, assignee: me }],
    },
    meeting(
      'library-theirs-1',
      4,
      colleague,
      'Operations check-in',
      talk([colleague.name, 'Morning all.'], [me.name, 'Morning.'], [colleague.name, `The ${LIBRARY_PHRASE} needs a second look.`]),
    ),
    meeting('library-theirs-2', 5, colleague, 'Vendor call', talk([colleague.name, 'The vendor called back.'])),
  ];
}

/** How many meetings the `two-thousand` scenario's account has in all: the library search's bench. */
export const LIBRARY_BENCH_MEETINGS = 2_000;

/**
 * The seed's meetings and, before them, copies of its recorded ones (transcripts, summaries, action
 * items) as the user's own, up to `LIBRARY_BENCH_MEETINGS` in all: a copy kept on the device and the
 * API's search then hold the same realistic text.
 */
function twoThousand(): DataScenario {
  return {
    handlers: [],
    setUp: () => {
      const me = db.me();
      const seeded = db.meetings();
      const recorded = seeded.filter((meeting) => meeting.transcript);
      const oldest = Date.parse(seeded.at(-1)?.startTime ?? new Date(SEED_NOW).toISOString());
      db.addMeetings(
        Array.from({ length: LIBRARY_BENCH_MEETINGS - seeded.length }, (_, index) => {
          const source = recorded[index % recorded.length]!;
          const id = `copy-${index + 1}`;
          const start = oldest - (index + 1) * 3_600_000;
          const length = Date.parse(source.endTime ?? '') - Date.parse(source.startTime ?? '') || 1_800_000;
          return {
            ...source,
            id,
            ownerId: me.id,
            startTime: new Date(start).toISOString(),
            endTime: new Date(start + length).toISOString(),
            tasks: source.tasks?.map((task, k) => ({ ...task, id: `${id}-task-${k}` })) ?? null,
          };
        }),
      );
    },
  };
}

export const DATA_SCENARIOS = {
  'small-library': (): DataScenario => ({ handlers: [], setUp: () => db.replaceMeetings(smallLibrary()) }),
  'ten-thousand': tenThousand,
  'two-thousand': twoThousand,
  'repeating-cursor': (): DataScenario => ({ handlers: pagedLists(repeatingCursor) }),
  'overlapping-pages': (): DataScenario => ({ handlers: pagedLists(overlappingPages) }),
  'odd-fields': (): DataScenario => ({ handlers: oddFields() }),
  'odd-ids': (): DataScenario => ({ handlers: [], setUp: () => db.addMeetings(oddIdMeetings()) }),
  'people-spellings': (): DataScenario => ({ handlers: [], setUp: () => db.addMeetings(spellingMeetings()) }),
  'echo-key': echoKey,
  ...HOSTILE_DATA_SCENARIOS,
} as const;

export type DataScenarioName = keyof typeof DATA_SCENARIOS;

export function isDataScenarioName(name: unknown): name is DataScenarioName {
  return typeof name === 'string' && Object.hasOwn(DATA_SCENARIOS, name);
}
