import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { meetingSchema, type Meeting } from '@/api/schemas/meeting';
import { meetingMarkdown } from '@/features/meetings/model/meeting-markdown';
import { parseTranscript } from '@/features/meetings/model/parse-transcript';
import { db } from '@/mocks/data/db';
import type { MeetingRecord } from '@/mocks/data/records';
import { meetingDetail } from '@/mocks/handlers/present';
import { MARKUP_TITLE, markupMeeting } from '@/mocks/scenarios/hostile-text';

const URL_OF_MEETING = 'https://dashboard.example/me/meetings/42';

/** A record as the page has it: what the API serves, decoded by the app's schema. */
function decoded(record: MeetingRecord | object): Meeting {
  return meetingSchema.parse('ownerId' in record ? meetingDetail(record) : record);
}
function exported(meeting: Meeting): string {
  return meetingMarkdown(meeting, meeting.transcript ? parseTranscript(meeting.transcript) : [], { url: URL_OF_MEETING });
}
function rendered(markdown: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(<Markdown remarkPlugins={[remarkGfm]}>{markdown}</Markdown>);
  return container;
}
const mine = () => db.meetings().filter((m) => m.ownerId === db.me().id);
function meetingWhere(predicate: (m: MeetingRecord) => boolean): MeetingRecord {
  const meeting = mine().find(predicate);
  if (!meeting) throw new Error('the seed has no such meeting');
  return meeting;
}
/** The rendered section under a level-2 heading: its elements up to the next h2. */
function sectionOf(html: HTMLElement, title: string): Element[] {
  const heading = [...html.querySelectorAll('h2')].find((h) => h.textContent === title);
  if (!heading) throw new Error(`no section ${title}`);
  const elements: Element[] = [];
  for (let next = heading.nextElementSibling; next && next.tagName !== 'H2'; next = next.nextElementSibling) elements.push(next);
  return elements;
}
const textOf = (elements: Element[]) => elements.map((e) => e.textContent?.trim()).join('\n');
/** The meeting's facts: the list under the title. */
const factsOf = (html: HTMLElement) => [...(html.querySelector('ul')?.querySelectorAll('li') ?? [])].map((li) => li.textContent);

describe('a meeting as Markdown', () => {
  it('has every part of a full record, in order', () => {
    const record = meetingWhere((m) => Boolean(m.summary?.markdown && m.event?.attendees?.length && m.tasks?.length && m.tags?.length));
    const meeting = decoded(record);
    const html = rendered(exported(meeting));

    expect(html.querySelector('h1')?.textContent).toBe(record.title);
    expect(html.querySelector('a')?.getAttribute('href')).toBe(URL_OF_MEETING);
    expect([...html.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Attendees', 'Summary', 'Action items', 'Transcript']);
    const facts = factsOf(html).join('\n');
    expect(facts).toContain('Owner: alex.morgan@acme.example');
    expect(facts).toContain(`Tags: ${record.tags!.map((t) => t.name).join(', ')}`);
    expect(facts).toMatch(/Date: \w{3}, \w{3} \d+, \d{4}/);
    expect(facts).toMatch(/Time: \d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M \(/);

    const attendees = textOf(sectionOf(html, 'Attendees'));
    for (const attendee of record.event!.attendees!) expect(attendees).toContain(`${attendee.name} (${attendee.email})`);
    expect(attendees).toMatch(/organizer, Accepted/);

    // The summary's own Markdown is quoted whole in a fenced block: nothing of it renders.
    const summary = sectionOf(html, 'Summary');
    expect(summary[0]?.textContent).toBe(record.summary!.short);
    expect(summary.find((e) => e.tagName === 'PRE')?.textContent).toBe(`${record.summary!.markdown!.trim()}\n`);

    const items = sectionOf(html, 'Action items').flatMap((e) => [...e.querySelectorAll('li')]);
    expect(items.map((li) => [li.querySelector('input')?.hasAttribute('checked'), li.textContent?.trim()])).toEqual(
      record.tasks!.map((task) => [
        task.completed,
        `${task.content} — ${task.assignee ? `${task.assignee.name} (${task.assignee.email})` : 'Unassigned'}`,
      ]),
    );

    const turns = parseTranscript(record.transcript!);
    const transcript = sectionOf(html, 'Transcript');
    expect(transcript).toHaveLength(turns.length);
    expect(transcript.map((p) => p.querySelector('strong')?.textContent)).toEqual(turns.map((t) => t.speaker));
    expect(transcript.map((p) => p.textContent)).toEqual(turns.map((t) => `${t.speaker}\n${t.text}`));
  });

  it('escapes hostile server text: no link, image or HTML that was not in the meeting', () => {
    const record = markupMeeting();
    const markdown = exported(decoded(record));
    const html = rendered(markdown);
    expect(html.querySelector('h1')?.textContent).toBe(MARKUP_TITLE);
    // Only our own link back to the meeting.
    expect([...html.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([URL_OF_MEETING]);
    expect(html.querySelector('img, script, b, iframe')).toBeNull();
    expect(textOf(sectionOf(html, 'Transcript'))).toContain('Paste this: <script>alert("transcript")</script>');
    expect(textOf(sectionOf(html, 'Transcript'))).toContain('And <img src=x onerror=alert(1)> too.');
    expect(textOf(sectionOf(html, 'Summary'))).toContain('[Open the report](javascript:alert("link"))');
  });

  it('says what is missing when every optional field is null', () => {
    const html = rendered(exported(decoded(meetingWhere((m) => m.summary === null && m.transcript === null))));
    expect(textOf(sectionOf(html, 'Attendees'))).toBe(
      ['Invited', 'No calendar event is linked.', 'Participants', 'No participants were recorded.'].join('\n'),
    );
    expect(textOf(sectionOf(html, 'Summary'))).toBe('No summary yet.');
    expect(textOf(sectionOf(html, 'Action items'))).toBe('No action items were found in this meeting.');
    expect(textOf(sectionOf(html, 'Transcript'))).toBe('No transcript is available for this meeting.');
    expect(factsOf(html)).toContain('Tags: None');
  });

  it('copes with an empty record from the server', () => {
    const markdown = meetingMarkdown(decoded({}), []);
    const html = rendered(markdown);
    expect(html.querySelector('h1')?.textContent).toBe('Untitled meeting');
    expect(html.querySelector('a')).toBeNull();
    expect(factsOf(html)).toEqual(['Date: Unknown', 'Time: Unknown', 'Owner: Unknown', 'Tags: None']);
    expect(markdown.endsWith('\n')).toBe(true);
  });

  it('falls back to the text of an HTML summary, and to "Unknown person" and "No description"', () => {
    const meeting = decoded({
      title: 'T',
      transcript: '',
      summary: { html: '<h2>Plan</h2><img src=x onerror="alert(1)"><p>Ship <b>it</b> [now](https://evil.example)</p>' },
      participants: [{ name: null, email: null }],
      tasks: [{ content: null, completed: null, assignee: { name: '', email: null } }],
      event: { attendees: [{ name: null, email: 'x@y.example', responseStatus: 'delegated', organizer: null }] },
    });
    const html = rendered(meetingMarkdown(meeting, []));
    expect(textOf(sectionOf(html, 'Summary'))).toBe('PlanShip it [now](https://evil.example)');
    expect(html.querySelectorAll('a, img')).toHaveLength(0);
    expect(textOf(sectionOf(html, 'Attendees'))).toContain('x@y.example — delegated');
    expect(textOf(sectionOf(html, 'Attendees'))).toContain('Unknown person');
    expect(textOf(sectionOf(html, 'Action items'))).toBe('No description — Unassigned');
    expect(textOf(sectionOf(html, 'Transcript'))).toBe('The transcript is empty: the recording may still be processing.');
  });
});
