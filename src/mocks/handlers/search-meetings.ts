import type { MeetingRecord } from '../data/records';

const MAX_PER_MEETING = 3;
const MAX_RESULTS = 50;
const SNIPPET_LENGTH = 160;

/** The searchable text of a meeting, line by line as written. */
const textOf = (meeting: MeetingRecord): string =>
  [meeting.title, meeting.generatedTitle, meeting.summary?.markdown, meeting.transcript].filter(Boolean).join('\n');

/** Markdown and transcript speaker markup are not part of what people search for. */
function plainLine(line: string): string {
  return line
    .replace(/\*\*|^#+\s*|^[-*]\s+|^\d+\.\s+|\|/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const isRule = (line: string) => line.length === 0 || /^-+$/.test(line.replace(/\s/g, ''));

function snippet(line: string, firstTerm: string): string {
  if (line.length <= SNIPPET_LENGTH) return line;
  const at = Math.max(0, line.toLowerCase().indexOf(firstTerm) - 40);
  const cut = line.slice(at, at + SNIPPET_LENGTH);
  return `${at > 0 ? '…' : ''}${cut}${at + SNIPPET_LENGTH < line.length ? '…' : ''}`;
}

/**
 * A meeting's whole text, lower-cased, kept per record. A term (never white space) in a plain line is
 * in the line as written too, since making a line plain only turns markup into spaces: so a meeting
 * without every term is passed over, and a line without them is never made plain, the costly part (a
 * 50–60 ms task in the page for a query over the demo's meetings, most of it on lines that could not
 * match).
 */
const wholeTexts = new WeakMap<MeetingRecord, string>();
function wholeText(meeting: MeetingRecord): string {
  let text = wholeTexts.get(meeting);
  if (text === undefined) {
    text = textOf(meeting).toLowerCase();
    wholeTexts.set(meeting, text);
  }
  return text;
}

/** A line matches when it contains every term of the query, case-insensitively. */
export function searchMeetings(meetings: readonly MeetingRecord[], query: string) {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  const results = [];
  for (const meeting of meetings) {
    const text = wholeText(meeting);
    if (!terms.every((term) => text.includes(term))) continue;
    // Lower-casing keeps the line breaks: the lines as written and lower-cased, one for one.
    const lowerLines = text.split('\n');
    let hits = 0;
    for (const [index, raw] of textOf(meeting).split('\n').entries()) {
      if (!terms.every((term) => lowerLines[index]?.includes(term))) continue;
      const line = plainLine(raw);
      if (isRule(line) || !terms.every((term) => line.toLowerCase().includes(term))) continue;
      hits += 1;
      results.push({
        id: `${meeting.id}-${hits}`,
        text: snippet(line, terms[0] ?? ''),
        meetingId: meeting.id,
        meetingTitle: meeting.title || meeting.generatedTitle || null,
        meetingDate: meeting.startTime ? meeting.startTime.slice(0, 10) : null,
      });
      if (hits >= MAX_PER_MEETING || results.length >= MAX_RESULTS) break;
    }
    if (results.length >= MAX_RESULTS) break;
  }
  return results;
}
