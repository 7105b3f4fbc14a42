import type { Task } from '@/api/schemas/task';
import { formatDate } from '@/lib/dates/format';
import { markdownInline, markdownLink } from '@/lib/text/markdown-text';
import { ageInDays, formatAge, type MeetingItems, type PersonGroup } from './group-by-person';

/**
 * The task digest: what the board shows, as Markdown to paste into a stand-up or one-to-one note.
 * Grouped by person, then meeting; each meeting links back to the app. Server text is escaped
 * (lib/text/markdown-text.ts): names, titles and items stay text wherever they are pasted.
 */

/** A part of the digest: people (each with their meetings), or meetings directly. */
export type DigestSection = { heading: string | null } & ({ people: readonly PersonGroup[] } | { meetings: readonly MeetingItems[] });

export interface DigestOptions {
  title: string;
  /** Lines under the title: the filters in force, what was left out. Plain text, escaped here. */
  notes?: readonly (string | null)[];
  sections: readonly DigestSection[];
  /** The meeting's absolute address in the app, or null when no URL can carry its id. */
  meetingUrl: (meetingId: string) => string | null;
  now: number;
}

function counts(tasks: readonly Task[]): string {
  const open = tasks.filter((task) => !task.completed).length;
  const done = tasks.length - open;
  return [open > 0 || done === 0 ? `${open} open` : null, done > 0 ? `${done} done` : null].filter(Boolean).join(', ');
}

function age(oldest: string | null, now: number): string | null {
  const days = ageInDays(oldest, now);
  return days === null ? null : `oldest ${formatAge(days)}`;
}

function meetingBlock(meeting: MeetingItems, level: number, options: DigestOptions): string {
  const url = meeting.meetingId ? options.meetingUrl(meeting.meetingId) : null;
  const title = url ? markdownLink(meeting.title, url) : markdownInline(meeting.title);
  const date = formatDate(meeting.createdAt);
  const items = meeting.tasks.map((task) => `- [${task.completed ? 'x' : ' '}] ${markdownInline(task.text?.trim() || 'No description')}`);
  return `${'#'.repeat(level)} ${title}${date ? ` — ${date}` : ''}\n\n${items.join('\n')}`;
}

function personBlock(person: PersonGroup, level: number, options: DigestOptions): string {
  const who =
    person.email && person.label !== person.email
      ? `${markdownInline(person.label)} (${markdownInline(person.email)})`
      : markdownInline(person.label);
  const facts = [counts(person.tasks), age(person.oldest, options.now)].filter(Boolean).join(', ');
  return [`${'#'.repeat(level)} ${who} — ${facts}`, ...person.meetings.map((meeting) => meetingBlock(meeting, level + 1, options))].join(
    '\n\n',
  );
}

export function tasksDigest(options: DigestOptions): string {
  const { title, notes = [], sections } = options;
  const blocks = [`# ${markdownInline(title)}`, ...notes.filter(Boolean).map((note) => `_${markdownInline(note)}_`)];
  const filled = sections.filter((section) => ('people' in section ? section.people.length : section.meetings.length) > 0);
  if (filled.length === 0) blocks.push('No action items.');
  for (const section of filled) {
    const level = section.heading ? 3 : 2;
    if (section.heading) blocks.push(`## ${markdownInline(section.heading)}`);
    if ('people' in section) blocks.push(...section.people.map((person) => personBlock(person, level, options)));
    else blocks.push(...section.meetings.map((meeting) => meetingBlock(meeting, level, options)));
  }
  return `${blocks.join('\n\n')}\n`;
}
