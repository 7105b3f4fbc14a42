import type { Meeting } from '@/api/schemas/meeting';
import { displayTitle } from '@/lib/dates/format';
import { markdownBlock, markdownFence, markdownInline, markdownLink } from '@/lib/text/markdown-text';
import type { TranscriptTurn } from './parse-transcript';
import { responseLabel } from './response-status';
import { describeWhen } from './meeting-when';
import { htmlToText } from './summary-text';

/**
 * A whole meeting as Markdown, for "Copy as Markdown" and "Download .md". Every piece of server text
 * is escaped (lib/text/markdown-text.ts), so the document renders no link, image or HTML that was not ours.
 *
 * The summary is itself Markdown from the server. It goes in verbatim, in a fenced block: re-rendering
 * it in whatever app the reader pastes into could load remote images or follow links we never check
 * (the page shows them only through its own rules: no raw HTML, web and mail links only, images as
 * links). A fence keeps every word and its structure readable, and renders nothing. The short summary,
 * plain text, leads as an escaped paragraph.
 */

/** How a person is written: by default their name and address as text. */
export type PersonMarkdown = (name: string | null, email: string | null) => string;

function person(name: string | null, email: string | null): string {
  const shownName = name?.trim();
  const address = email?.trim();
  if (shownName && address) return `${markdownInline(shownName)} (${markdownInline(address)})`;
  return markdownInline(shownName || address || 'Unknown person');
}

function facts(meeting: Meeting): string {
  const { date, time } = describeWhen(meeting, 'startTime', 'endTime');
  const tags = meeting.tags.map((tag) => tag.name?.trim()).filter(Boolean);
  return [
    `- **Date:** ${date}`,
    `- **Time:** ${time}`,
    `- **Owner:** ${meeting.user?.email?.trim() ? markdownInline(meeting.user.email) : 'Unknown'}`,
    `- **Tags:** ${tags.length > 0 ? tags.map(markdownInline).join(', ') : 'None'}`,
  ].join('\n');
}

function attendees({ participants, event }: Meeting, person: PersonMarkdown): string {
  const invitees = event?.attendees ?? [];
  const invited =
    invitees.length > 0
      ? invitees
          .map((attendee) => {
            const notes = [attendee.organizer ? 'organizer' : null, responseLabel(attendee.responseStatus)].filter(Boolean);
            return `- ${person(attendee.name, attendee.email)} — ${notes.map((note) => markdownInline(note)).join(', ')}`;
          })
          .join('\n')
      : event
        ? 'The calendar event lists no invitees.'
        : 'No calendar event is linked.';
  const joined =
    participants.length > 0
      ? participants.map((participant) => `- ${person(participant.name, participant.email)}`).join('\n')
      : 'No participants were recorded.';
  return `### Invited\n\n${invited}\n\n### Participants\n\n${joined}`;
}

function summary(summary: Meeting['summary']): string {
  const short = summary?.short?.trim();
  const markdown = summary?.markdown?.trim();
  const plain = !markdown && summary?.html ? htmlToText(summary.html) : '';
  const parts = [short ? markdownBlock(short) : null, markdown ? markdownFence(markdown, 'markdown') : plain ? markdownBlock(plain) : null];
  const written = parts.filter(Boolean);
  return written.length > 0 ? written.join('\n\n') : 'No summary yet.';
}

function actionItems(tasks: Meeting['tasks'], person: PersonMarkdown): string {
  if (tasks.length === 0) return 'No action items were found in this meeting.';
  return tasks
    .map((task) => {
      const who =
        task.assignee?.name?.trim() || task.assignee?.email?.trim()
          ? person(task.assignee?.name ?? null, task.assignee?.email ?? null)
          : 'Unassigned';
      return `- [${task.completed ? 'x' : ' '}] ${markdownInline(task.content?.trim() || 'No description')} — ${who}`;
    })
    .join('\n');
}

function transcript(raw: string | null, turns: readonly TranscriptTurn[]): string {
  if (raw === null) return 'No transcript is available for this meeting.';
  if (turns.length === 0) return 'The transcript is empty: the recording may still be processing.';
  return turns
    .map((turn) => {
      const who = [turn.speaker ? `**${markdownInline(turn.speaker)}**` : null, turn.time ? markdownInline(turn.time) : null].filter(
        Boolean,
      );
      const text = markdownBlock(turn.text);
      if (who.length === 0) return text;
      return text ? `${who.join(' · ')}\\\n${text}` : who.join(' · ');
    })
    .join('\n\n');
}

export interface MeetingMarkdownOptions {
  /** The meeting's absolute address in the app, linked under the title. */
  url?: string | null;
  /** Front matter to lead the document (the bulk export's), written by the caller. */
  frontMatter?: string | null;
  /** How attendees and assignees are written (the bulk export links them to a note each). */
  person?: PersonMarkdown;
}

export function meetingMarkdown(
  meeting: Meeting,
  turns: readonly TranscriptTurn[],
  { url = null, frontMatter = null, person: writePerson = person }: MeetingMarkdownOptions = {},
): string {
  const title = displayTitle(meeting);
  return [
    frontMatter,
    `# ${markdownInline(title)}`,
    url ? markdownLink('Open in Meeting Records', url) : null,
    facts(meeting),
    `## Attendees\n\n${attendees(meeting, writePerson)}`,
    `## Summary\n\n${summary(meeting.summary)}`,
    `## Action items\n\n${actionItems(meeting.tasks, writePerson)}`,
    `## Transcript\n\n${transcript(meeting.transcript, turns)}`,
  ]
    .filter(Boolean)
    .join('\n\n')
    .concat('\n');
}
