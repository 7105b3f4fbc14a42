import type { MeetingRecord } from '../data/records';

const MAX_PER_MEETING = 3;
const MAX_RESULTS = 50;
const SNIPPET_LENGTH = 160;

/** Markdown and transcript speaker markup are not part of what people search for. */
function plainLines(meeting: MeetingRecord): string[] {
  const text = [meeting.title, meeting.generatedTitle, meeting.summary?.markdown, meeting.transcript].filter(Boolean).join('\n');
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/\*\*|^#+\s*|^[-*]\s+|^\d+\.\s+|\|/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => line.length > 0 && !/^-+$/.test(line.replace(/\s/g, '')));
}

function snippet(line: string, firstTerm: string): string {
  if (line.length <= SNIPPET_LENGTH) return line;
  const at = Math.max(0, line.toLowerCase().indexOf(firstTerm) - 40);
  const cut = line.slice(at, at + SNIPPET_LENGTH);
  return `${at > 0 ? '…' : ''}${cut}${at + SNIPPET_LENGTH < line.length ? '…' : ''}`;
}

/**
 * A meeting's whole text, lower-cased, kept per record: a term (never white space) in one of its plain
 * lines is in it too, so a meeting without every term is passed over before its lines are made, the
 * costly part (60 ms a query over the demo's meetings on a quick machine, a long task in the page).
 */
const wholeTexts = new WeakMap<MeetingRecord, string>();
function wholeText(meeting: MeetingRecord): string {
  let text = wholeTexts.get(meeting);
  if (text === undefined) {
    text = [meeting.title, meeting.generatedTitle, meeting.summary?.markdown, meeting.transcript].filter(Boolean).join('\n').toLowerCase();
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
    let hits = 0;
    for (const line of plainLines(meeting)) {
      const lower = line.toLowerCase();
      if (!terms.every((t) => lower.includes(t))) continue;
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
