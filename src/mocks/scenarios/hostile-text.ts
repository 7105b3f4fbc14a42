import { http, HttpResponse, type HttpHandler } from 'msw';
import { db } from '../data/db';
import type { MeetingRecord } from '../data/records';
import { SEED_NOW } from '../data/seed';
import { mockRoute } from '../handlers/mock-route';
import { meetingDetail } from '../handlers/present';
import type { DataScenario } from './data-scenario';

/**
 * Server text that a careless or hostile server sends, one scenario per kind of harm (issue 33):
 * Markdown that crashes or stalls a parser, text that widens the page, text that hides or reverses
 * itself, and dates that do not exist. Each adds meetings newer than every seeded one (first in the
 * personal list), owned by the key's owner; none of it is in the demo's seeded data.
 */

const HOUR = 3_600_000;

/** A meeting owned by the key's owner, `hoursAhead` after the seed's last moment, with everything a page shows. */
function hostileMeeting(id: string, hoursAhead: number, fields: Partial<MeetingRecord>): MeetingRecord {
  const me = db.me();
  const start = SEED_NOW + hoursAhead * HOUR;
  return {
    id,
    title: null,
    generatedTitle: null,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + HOUR / 2).toISOString(),
    ownerId: me.id,
    summary: { markdown: null, html: null, short: 'A short summary.' },
    transcript: `**${me.name}**\nThanks for joining.\n\n**Dana Whitfield**\nHappy to be here.`,
    participants: [
      { id: me.id, name: me.name, email: me.email },
      { id: 'ext_01', name: 'Dana Whitfield', email: 'dana.whitfield@northwind.example' },
    ],
    tasks: [{ id: `${id}-task`, content: 'Send the notes', completed: false, assignee: { id: me.id, name: me.name, email: me.email } }],
    tags: [{ name: 'Product', color: '#2563eb' }],
    event: null,
    calendarEventId: null,
    ...fields,
  };
}

// --- 4. Markdown that crashes or stalls a parser ------------------------------------------------

/**
 * Summaries that crashed the meeting screen or held the main thread for seconds, by meeting title:
 * too deep for the parser's stack, too deep to lay out, too long, nested inline (deep once parsed),
 * and delimiters the parser matches against each other.
 */
export const HOSTILE_SUMMARIES = {
  'Summary of 10,000 quote levels': `${'>'.repeat(10_000)} Too deep`,
  'Summary of 300 nested lists': Array.from({ length: 300 }, (_, level) => `${'  '.repeat(level)}- Level ${level + 1}`).join('\n'),
  'Summary on one 2 MB line': 'Word **bold** _em_ [link](https://example.com) `code` '.repeat(40_000),
  'Summary of 200 nested emphases': `${'*a _b '.repeat(100)}deep${' b_ a*'.repeat(100)}`,
  'Summary of 6,000 emphasis markers': `${'*_'.repeat(1_500)}deep${'_*'.repeat(1_500)}`,
} as const;

export type HostileSummaryTitle = keyof typeof HOSTILE_SUMMARIES;

export const hostileSummaryId = (title: HostileSummaryTitle) => `hostile-summary-${Object.keys(HOSTILE_SUMMARIES).indexOf(title) + 1}`;

function hostileSummaryMeetings(): MeetingRecord[] {
  return (Object.entries(HOSTILE_SUMMARIES) as [HostileSummaryTitle, string][]).map(([title, markdown], index) =>
    hostileMeeting(hostileSummaryId(title), index + 1, {
      title,
      summary: { markdown, html: null, short: `${title}, sent by the server.` },
    }),
  );
}

// --- 5. Text that widens the page ---------------------------------------------------------------

/** 10 KB (or `length`) without a place to break a line, starting with `label` (distinct strings for distinct fields). */
export const wide = (label: string, length = 10_000) => `${label}-${'W'.repeat(length)}`;

/** The wide summary's pieces: 2 KB each, so that the whole is short enough to be shown formatted. */
export const WIDE_IN_SUMMARY = 2_000;

export const WIDE_MEETING_ID = 'hostile-wide';
export const WIDE_TAG_COUNT = 5_000;

function wideMeeting(): MeetingRecord {
  const person = (label: string) => ({ id: `${label}-id`, name: wide(`${label}Name`), email: `${wide(`${label}Mail`)}@example.com` });
  const speaker = wide('Speaker');
  return hostileMeeting(WIDE_MEETING_ID, 1, {
    title: wide('Title'),
    generatedTitle: wide('Generated'),
    summary: {
      short: wide('Short'),
      html: null,
      markdown: [
        `## ${wide('Heading', WIDE_IN_SUMMARY)}`,
        '',
        `- [${wide('Link', WIDE_IN_SUMMARY)}](https://example.com/)`,
        '',
        '```',
        wide('Code', WIDE_IN_SUMMARY),
        '```',
        '',
        '| Owner | Task |',
        '| --- | --- |',
        `| ${wide('Cell', WIDE_IN_SUMMARY)} | x |`,
      ].join('\n'),
    },
    transcript: `**${speaker}**\n${wide('Turn')}\n\n**${db.me().name}**\nNoted.`,
    participants: [person('Participant'), { id: 'p2', name: null, email: `${wide('OnlyMail')}@example.com` }],
    tasks: [{ id: 'wide-task', content: wide('Task'), completed: false, assignee: person('Assignee') }],
    tags: [{ name: wide('Tag'), color: '#2563eb' }],
    event: {
      id: 'evt-wide',
      externalId: wide('External'),
      title: wide('Event'),
      scheduledTime: new Date(SEED_NOW + HOUR).toISOString(),
      endTime: new Date(SEED_NOW + 1.5 * HOUR).toISOString(),
      attendees: [{ ...person('Invitee'), responseStatus: wide('Status'), organizer: true }],
    },
  });
}

/** 5,000 tags of 10 KB each: the tag picker's options. */
let wideTags: string | null = null;
function wideTagList(): string {
  wideTags ??= JSON.stringify({
    tags: Array.from({ length: WIDE_TAG_COUNT }, (_, index) => ({
      id: `wide-tag-${index}`,
      name: wide(`Tag${index}`),
      shared: index % 2 === 0,
    })),
  });
  return wideTags;
}

function wideText(): HttpHandler[] {
  return [
    http.get(
      '*/v1/me/tags',
      mockRoute('personal', () => new HttpResponse(wideTagList(), { headers: { 'content-type': 'application/json' } })),
    ),
    // A search hit whose text and meeting title are 10 KB each, whatever was searched for.
    http.get(
      '*/v1/me/meetings/search',
      mockRoute('personal', () =>
        HttpResponse.json({
          results: [
            { id: 'wide-hit', text: wide('Hit'), meetingId: WIDE_MEETING_ID, meetingTitle: wide('Title'), meetingDate: '2026-11-20' },
          ],
        }),
      ),
    ),
    // The owner's address (a user record of the mock, which scenarios do not add to).
    http.get(
      `*/v1/:scope/meetings/${WIDE_MEETING_ID}`,
      mockRoute('personal', () => {
        const meeting = db.findMeeting(WIDE_MEETING_ID);
        if (!meeting) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
        return HttpResponse.json({ ...meetingDetail(meeting), user: { id: db.me().id, email: `${wide('Owner')}@example.com` } });
      }),
    ),
  ];
}

// --- 6. Text that hides or reverses itself ------------------------------------------------------

/** Zero-width and other format characters, and fillers that look blank: no visible character. */
export const INVISIBLE = '\u200B\u200C\u200D\u2060\uFEFF \u3164\u115F\u1160\uFFA0\u2800\u00A0\u202E';
/** Reverses what follows it up to the end of its paragraph, unless isolated. */
export const RLO = '\u202E';

export const SPOOFING = {
  invisible: { id: 'hostile-invisible', title: '\u200B\u200C\u200D\u2060\uFEFF', generatedTitle: 'Budget sync (generated title)' },
  blank: { id: 'hostile-blank', title: '\u3164\u115F\u1160 \uFFA0\u2800', generatedTitle: INVISIBLE },
  override: { id: 'hostile-override', title: `Holiday photos exe.png${RLO}` },
  hebrew: { id: 'hostile-hebrew', title: 'סקירת תקציב רבעונית' },
  arabic: { id: 'hostile-arabic', title: 'مراجعة الميزانية الفصلية' },
} as const;

function spoofingMeetings(): MeetingRecord[] {
  const { invisible, blank, override, hebrew, arabic } = SPOOFING;
  const me = db.me();
  return [
    hostileMeeting(invisible.id, 5, {
      title: invisible.title,
      generatedTitle: invisible.generatedTitle,
      participants: [{ id: 'ghost', name: INVISIBLE, email: 'ghost@example.com' }],
      tags: [{ name: INVISIBLE, color: null }],
      tasks: [
        {
          id: 'invisible-task',
          content: INVISIBLE,
          completed: false,
          assignee: { id: 'ghost', name: INVISIBLE, email: 'ghost@example.com' },
        },
      ],
    }),
    hostileMeeting(blank.id, 4, { title: blank.title, generatedTitle: blank.generatedTitle }),
    hostileMeeting(override.id, 3, {
      title: override.title,
      transcript: `**Dana${RLO}**\nSee the file${RLO}\n\n**${me.name}**\nThanks.`,
      participants: [{ id: 'ext_01', name: `Dana${RLO}`, email: `dana${RLO}@northwind.example` }],
      tags: [{ name: `Photos${RLO}`, color: null }],
      tasks: [
        {
          id: 'override-task',
          content: `Rename the file${RLO}`,
          completed: false,
          assignee: { id: 'ext_01', name: `Dana${RLO}`, email: 'dana@example.com' },
        },
      ],
    }),
    hostileMeeting(hebrew.id, 2, { title: hebrew.title }),
    hostileMeeting(arabic.id, 1, { title: arabic.title }),
  ];
}

// --- 7. Dates that do not exist, or do not add up -----------------------------------------------

export const ODD_DATES = {
  /** 30 February: `new Date` reads it as 2 March. */
  impossible: {
    id: 'hostile-february-30',
    title: 'Meeting on 30 February',
    startTime: '2026-02-30T10:00:00Z',
    endTime: '2026-02-30T11:00:00Z',
  },
  /** 31 November, newer than every seeded meeting: first in the list. */
  november31: {
    id: 'hostile-november-31',
    title: 'Meeting on 31 November',
    startTime: '2026-11-31T10:00:00Z',
    endTime: '2026-11-31T11:00:00Z',
  },
  /** Ends an hour before it starts. */
  backwards: {
    id: 'hostile-backwards',
    title: 'Meeting that ends before it starts',
    startTime: '2026-11-21T18:00:00Z',
    endTime: '2026-11-21T17:00:00Z',
  },
  /** An offset and fractional seconds: a date that does exist. */
  offset: {
    id: 'hostile-offset',
    title: 'Meeting with an offset',
    startTime: '2026-11-21T09:30:00.250+05:30',
    endTime: '2026-11-21T10:15:00.250+05:30',
  },
} as const;

function oddDateMeetings(): MeetingRecord[] {
  const { impossible, november31, backwards, offset } = ODD_DATES;
  return [impossible, november31, backwards, offset].map(({ id, title, startTime, endTime }) =>
    hostileMeeting(id, 0, {
      title,
      startTime,
      endTime,
      // Task resources are dated by their meeting's end.
      tasks: [{ id: `${id}-task`, content: `Follow up on: ${title}`, completed: false, assignee: null }],
      event: {
        id: `evt-${id}`,
        externalId: null,
        title,
        scheduledTime: startTime,
        endTime,
        attendees: [],
      },
    }),
  );
}

// --- Markup in server text ---------------------------------------------------------------------

export const MARKUP_MEETING_ID = 'hostile-markup';
export const MARKUP_TITLE = `<img src=x onerror="alert('title')"> Security review`;

/** HTML and script in a title, a summary (raw, and a javascript: link) and a transcript: all must stay text. */
export function markupMeeting(): MeetingRecord {
  const me = db.me();
  return hostileMeeting(MARKUP_MEETING_ID, 1, {
    title: MARKUP_TITLE,
    generatedTitle: 'Security review of the audit findings',
    summary: {
      markdown: [
        '## Findings',
        'Raw HTML must stay text: <script>alert("summary")</script> <b>not bold</b>',
        '',
        '- [Open the report](javascript:alert("link"))',
        '- [Threat model](https://example.com/threat-model)',
      ].join('\n'),
      html: '<h2>Findings</h2><script>alert("html")</script>',
      short: 'Reviewed the findings from the external security audit.',
    },
    transcript: `**${me.name}**\nPaste this: <script>alert("transcript")</script>\n\n**Speaker 2**\nAnd <img src=x onerror=alert(1)> too.`,
  });
}

// --- Names an object's keys cannot hold ---------------------------------------------------------

/** Names every JavaScript object has already (its prototype's), as a server may send them as text. */
export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString'] as const;

/**
 * A weekly meeting titled `__proto__` (a series by title), three weeks running, whose ids, tags,
 * people, speakers, assignees and calendar answers are all named after the prototype's own keys:
 * every place where server text keys a grouping meets them.
 */
function prototypeNameMeetings(): MeetingRecord[] {
  const person = (name: string) => ({ id: name, name, email: `${name}@example.com` });
  return PROTOTYPE_NAMES.map((name, week) =>
    hostileMeeting(name, 1 - week * 24 * 7, {
      title: '__proto__',
      // Long enough to be among the hours' largest stacks, each under its own tag.
      endTime: new Date(SEED_NOW + (1 - week * 24 * 7 + 6) * HOUR).toISOString(),
      transcript: PROTOTYPE_NAMES.map((speaker) => `**${speaker}**\nI am ${speaker}.`).join('\n\n'),
      participants: PROTOTYPE_NAMES.map(person),
      tags: [{ name, color: name }],
      tasks: PROTOTYPE_NAMES.map((assignee, index) => ({
        id: `${name}-task-${index}`,
        content: `Ask ${assignee}`,
        completed: index === week,
        assignee: person(assignee),
      })),
      event: {
        id: `event-${name}`,
        externalId: null,
        title: '__proto__',
        scheduledTime: null,
        endTime: null,
        attendees: PROTOTYPE_NAMES.map((attendee) => ({ ...person(attendee), responseStatus: attendee, organizer: false })),
      },
    }),
  );
}

function prototypeNames(): DataScenario {
  return {
    handlers: [
      http.get(
        '*/v1/me/tags',
        mockRoute('personal', () =>
          HttpResponse.json({
            tags: [
              ...db.tags().map(({ id, name, shared }) => ({ id, name, shared })),
              ...PROTOTYPE_NAMES.map((name) => ({ id: name, name, shared: false })),
            ],
          }),
        ),
      ),
    ],
    setUp: () => db.addMeetings(prototypeNameMeetings()),
  };
}

export const HOSTILE_DATA_SCENARIOS = {
  'prototype-names': prototypeNames,
  'markup-text': (): DataScenario => ({ handlers: [], setUp: () => db.addMeetings([markupMeeting()]) }),
  'hostile-markdown': (): DataScenario => ({ handlers: [], setUp: () => db.addMeetings(hostileSummaryMeetings()) }),
  'wide-text': (): DataScenario => ({ handlers: wideText(), setUp: () => db.addMeetings([wideMeeting()]) }),
  'spoofing-text': (): DataScenario => ({ handlers: [], setUp: () => db.addMeetings(spoofingMeetings()) }),
  'odd-dates': (): DataScenario => ({ handlers: [], setUp: () => db.addMeetings(oddDateMeetings()) }),
} as const;
