import type { Meeting } from '@/api/schemas/meeting';
import { readDateTime } from '@/core/date-time';
import { toDay } from '@/lib/dates/day-range';
import { toLocalDateTime } from '@/lib/dates/local-date-time';
import { displayTitle } from '@/lib/dates/format';
import { makesAutolink, markdownInline, markdownLink } from '@/lib/text/markdown-text';
import { fileNamer } from '@/lib/text/safe-file-name';
import { frontMatter, type YamlValue } from '@/lib/text/yaml-text';
import { toCsv } from '@/lib/text/csv';
import { meetingMarkdown, type PersonMarkdown } from '@/features/meetings/model/meeting-markdown';
import { transcriptTurns } from '@/features/meetings/model/transcript-turns';
import { PeopleIndex, personNoteStem, type ExportPerson } from './export-people';

/** A file of the archive: its path inside it (a name, or `People/` and a name) and its text. */
export interface ArchiveFile {
  path: string;
  text: string;
}

/** A meeting asked for that is not in the archive, and why. */
export interface MissingMeeting {
  title: string;
  /** Why it could not be read; null: it was not read, the export was stopped first. */
  reason: string | null;
}

export interface ArchiveInput {
  /** The meetings read, in the order asked for. */
  meetings: readonly Meeting[];
  missing: readonly MissingMeeting[];
  /** What was exported, for index.md's first line: "Selected from your meetings". */
  source: string;
  /** People as `[[Name]]` links to a note each (Obsidian's), or as plain text. */
  linkPeople: boolean;
  /** Each meeting's address in the dashboard, by id (data, not a function: it is sent to a worker). */
  links: ReadonlyMap<string, string>;
  exportedAt: Date;
  /**
   * The meetings came from the copy kept on this device, the network missing: when it was saved
   * (null: not known); undefined when the network answered each.
   */
  fromCopy?: number | null | undefined;
}

export const INDEX_FILE = 'index.md';
export const TASKS_FILE = 'tasks.csv';
export const PEOPLE_FOLDER = 'People';

const when = (iso: string | null) => {
  const date = readDateTime(iso);
  return date ? toLocalDateTime(date) : null;
};

function minutesBetween(start: string | null, end: string | null): number | null {
  const from = readDateTime(start);
  const to = readDateTime(end);
  return from && to && to >= from ? Math.round((to.getTime() - from.getTime()) / 60_000) : null;
}

function meetingFields(meeting: Meeting, url: string | null, people: readonly string[] | null): Record<string, YamlValue> {
  const event = meeting.event;
  return {
    title: displayTitle(meeting),
    generatedTitle: meeting.generatedTitle,
    date: when(meeting.startTime),
    end: when(meeting.endTime),
    durationMinutes: minutesBetween(meeting.startTime, meeting.endTime),
    owner: meeting.user?.email ?? null,
    attendees: (event?.attendees ?? []).map((a) => ({
      name: a.name,
      email: a.email,
      rsvp: a.responseStatus,
      organizer: a.organizer ?? false,
    })),
    participants: meeting.participants.map((p) => ({ name: p.name, email: p.email })),
    ...(people ? { people } : {}),
    tags: meeting.tags.flatMap((tag) => (tag.name?.trim() ? [tag.name.trim()] : [])),
    calendarEvent: event ? { title: event.title, id: event.externalId ?? event.id, scheduled: when(event.scheduledTime) } : null,
    meetingId: meeting.id,
    link: url,
  };
}

/**
 * Every action item, for a spreadsheet or Notion: the task board's columns, with the meeting's date
 * and note. The CSV writer neutralises what a spreadsheet would run as a formula.
 */
function tasksCsv(meetings: readonly Meeting[], files: readonly string[]): string {
  const header = ['Status', 'Task', 'Assignee', 'Assignee e-mail', 'Meeting', 'Meeting ID', 'Meeting date', 'Note'];
  const rows = meetings.flatMap((meeting, i) =>
    meeting.tasks.map((task) => [
      task.completed ? 'Completed' : 'Open',
      task.content,
      task.assignee?.name,
      task.assignee?.email,
      displayTitle(meeting),
      meeting.id,
      when(meeting.startTime),
      files[i],
    ]),
  );
  return toCsv([header, ...rows]);
}

/** A link from one file of the archive to another, its path percent-encoded. */
const fileLink = (text: string, path: string) => markdownLink(text, path.split('/').map(encodeURIComponent).join('/'));

function indexMarkdown(
  input: ArchiveInput,
  files: readonly string[],
  people: readonly ExportPerson[],
  notes: ReadonlyMap<ExportPerson, string>,
) {
  const { meetings, missing } = input;
  const asked = meetings.length + missing.length;
  const failed = missing.filter((m) => m.reason !== null);
  const notRead = missing.length - failed.length;
  const state =
    missing.length === 0
      ? `All ${asked} ${asked === 1 ? 'meeting is' : 'meetings are'} in this archive.`
      : `**Partial:** ${meetings.length} of the ${asked} meetings asked for are in this archive` +
        [
          notRead ? `; ${notRead} not read, as the export was stopped` : '',
          failed.length ? `; ${failed.length} could not be read` : '',
        ].join('') +
        '. They are listed below.';
  const list = (items: readonly string[], none: string) => (items.length ? items.join('\n') : none);
  // As the screens say it (FromCopyLine), with the instant a notes app reads.
  const fromCopy =
    input.fromCopy === undefined
      ? null
      : input.fromCopy === null
        ? 'From the copy on this device, which was not complete yet: some meetings may be missing.'
        : `From the copy saved on this device at ${toLocalDateTime(new Date(input.fromCopy))}, the network being unavailable.`;
  return [
    '# Meetings',
    `${markdownInline(input.source)}, exported ${toLocalDateTime(input.exportedAt)}.`,
    fromCopy,
    state,
    `## In this archive\n\n${list(
      meetings.map((meeting, i) => `- ${fileLink(files[i] ?? '', files[i] ?? '')} — ${markdownInline(displayTitle(meeting))}`),
      'No meeting could be read.',
    )}`,
    `Action items of every meeting: ${fileLink(TASKS_FILE, TASKS_FILE)}.`,
    failed.length
      ? `## Could not be read\n\n${list(
          failed.map((m) => `- ${markdownInline(m.title)}: ${markdownInline(m.reason)}`),
          '',
        )}`
      : null,
    notRead
      ? `## Not read (the export was stopped)\n\n${list(
          missing.filter((m) => m.reason === null).map((m) => `- ${markdownInline(m.title)}`),
          '',
        )}`
      : null,
    people.length
      ? `## People\n\n${people.map((p) => `- ${fileLink(personNoteStem(p), `${PEOPLE_FOLDER}/${notes.get(p) ?? ''}`)}`).join('\n')}`
      : null,
  ]
    .filter(Boolean)
    .join('\n\n')
    .concat('\n');
}

function personMarkdown(person: ExportPerson, meetings: readonly Meeting[], files: readonly string[]): string {
  const lines = person.meetings.map((i) => {
    const meeting = meetings[i];
    const file = files[i] ?? '';
    return meeting ? `- ${fileLink(file.replace(/\.md$/, ''), `../${file}`)}` : '';
  });
  return [
    `# ${markdownInline(personNoteStem(person))}`,
    person.email ? `E-mail: ${markdownInline(person.email)}` : null,
    `## Meetings\n\n${lines.filter(Boolean).join('\n')}`,
  ]
    .filter(Boolean)
    .join('\n\n')
    .concat('\n');
}

/**
 * The archive's files: a note per meeting (front matter, then the meeting as its Markdown export
 * writes it), a note per person, tasks.csv and index.md. Synchronous, and long for many meetings:
 * it runs in the export's worker (archive-writer.ts).
 */
export function buildArchive(input: ArchiveInput): ArchiveFile[] {
  const { meetings, linkPeople } = input;
  const name = fileNamer([INDEX_FILE, TASKS_FILE, PEOPLE_FOLDER]);
  const index = new PeopleIndex();
  meetings.forEach((meeting, i) => index.add(meeting, i));
  const files = meetings.map((meeting) => {
    const day = readDateTime(meeting.startTime);
    return name(`${day ? toDay(day) : 'Undated'} ${displayTitle(meeting)}`, '.md', 'Meeting');
  });
  const notes = new Map(index.people.map((person) => [person, name(personNoteStem(person), '.md', 'Person')]));
  // A note's name as an Obsidian link; text where a renderer would make its own link of the name.
  const linkTo = (person: ExportPerson) => {
    const stem = (notes.get(person) ?? '').replace(/\.md$/, '');
    return makesAutolink(stem) ? markdownInline(personNoteStem(person)) : `[[${stem}]]`;
  };
  const person: PersonMarkdown | undefined = linkPeople
    ? (shown, email) => {
        const found = index.find(shown, email);
        const address = shown?.trim() && email?.trim() ? ` (${markdownInline(email)})` : '';
        return found ? `${linkTo(found)}${address}` : markdownInline(shown || email || 'Unknown person');
      }
    : undefined;

  const peopleIn = meetings.map((): ExportPerson[] => []);
  for (const p of index.people) for (const i of p.meetings) peopleIn[i]?.push(p);

  const out: ArchiveFile[] = [];
  for (const [i, meeting] of meetings.entries()) {
    const url = (meeting.id && input.links.get(meeting.id)) || null;
    const people = linkPeople ? (peopleIn[i] ?? []).map(linkTo) : null;
    const text = meetingMarkdown(meeting, transcriptTurns(meeting.transcript), {
      url,
      frontMatter: frontMatter(meetingFields(meeting, url, people)),
      ...(person ? { person } : {}),
    });
    out.push({ path: files[i] ?? '', text });
  }
  for (const p of index.people) out.push({ path: `${PEOPLE_FOLDER}/${notes.get(p) ?? ''}`, text: personMarkdown(p, meetings, files) });
  out.push({ path: TASKS_FILE, text: tasksCsv(meetings, files) });
  out.push({ path: INDEX_FILE, text: indexMarkdown(input, files, index.people, notes) });
  return out;
}
