import type { Meeting, MeetingTask } from '@/api/schemas/meeting';
import type { ItemResult } from '@/lib/bulk/read-items';
import { ageInDays, formatAge } from '@/lib/dates/age';
import { formatDate } from '@/lib/dates/format';
import { compareText } from '@/lib/text/compare-text';
import { markdownInline, markdownLink } from '@/lib/text/markdown-text';
import type { Series } from '@/lib/series/find-series';
import { titleOf, type SeriesMeeting } from '@/lib/series/series-meeting';

export interface AgendaOptions {
  series: Series;
  reads: ReadonlyMap<string, ItemResult<Meeting>>;
  /** The meeting's absolute address in the app, or null when no URL can carry its id. */
  meetingUrl: (meetingId: string) => string | null;
  now: number;
}

interface Entry {
  task: MeetingTask;
  meeting: SeriesMeeting;
}

const UNASSIGNED = 'Unassigned';
const assigneeOf = (task: MeetingTask) => task.assignee?.name?.trim() || task.assignee?.email?.trim() || UNASSIGNED;

function line({ task, meeting }: Entry, { meetingUrl, now }: AgendaOptions): string {
  const date = formatDate(meeting.startTime);
  const source = `${titleOf(meeting)}${date ? `, ${date}` : ''}`;
  const url = meetingUrl(meeting.id);
  const days = ageInDays(meeting.startTime, now);
  const age = days === null ? '' : `, open for ${formatAge(days)}`;
  return `- [ ] ${markdownInline(task.content ?? 'No description')} — from ${url ? markdownLink(source, url) : markdownInline(source)}${age}`;
}

/**
 * "Copy agenda as Markdown": every item still open in the series (last time's included: the next
 * meeting picks them all up), grouped by assignee, each linking back to its meeting. Server text is
 * escaped (lib/text/markdown-text.ts): a task or a title pasted into an invitation stays text. A
 * meeting that could not be read, or was not read yet, is said to be missing, not left out quietly.
 */
export function seriesAgenda(options: AgendaOptions): string {
  const { series, reads } = options;
  const entries: Entry[] = [];
  let missing = 0;
  for (const meeting of series.meetings) {
    const read = reads.get(meeting.id);
    if (read?.status !== 'read') missing += 1;
    else for (const task of read.data.tasks) if (!task.completed) entries.push({ task, meeting });
  }
  const people = new Map<string, Entry[]>();
  for (const entry of entries) people.set(assigneeOf(entry.task), [...(people.get(assigneeOf(entry.task)) ?? []), entry]);
  const order = [...people.keys()].sort((a, b) => (a === UNASSIGNED ? 1 : b === UNASSIGNED ? -1 : compareText(a, b)));
  const blocks = [`# Agenda: ${markdownInline(series.title)}`];
  blocks.push(`_${entries.length} open ${entries.length === 1 ? 'item' : 'items'} from ${series.meetings.length} meetings._`);
  if (missing > 0)
    blocks.push(
      `_${missing} ${missing === 1 ? 'meeting was' : 'meetings were'} not read: ${missing === 1 ? 'its' : 'their'} items are missing here._`,
    );
  if (entries.length === 0) blocks.push('Nothing is open.');
  for (const person of order) {
    blocks.push(`## ${markdownInline(person)}\n\n${(people.get(person) ?? []).map((entry) => line(entry, options)).join('\n')}`);
  }
  return `${blocks.join('\n\n')}\n`;
}
