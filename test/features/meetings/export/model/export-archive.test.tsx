import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { meetingSchema, type Meeting } from '@/api/schemas/meeting';
import { buildArchive, type ArchiveFile, type ArchiveInput } from '@/features/meetings/export/model/export-archive';
import { db } from '@/mocks/data/db';
import type { MeetingRecord } from '@/mocks/data/records';
import { meetingDetail } from '@/mocks/handlers/present';
import { markupMeeting } from '@/mocks/scenarios/hostile-text';

const decoded = (record: MeetingRecord | object): Meeting => meetingSchema.parse('ownerId' in record ? meetingDetail(record) : record);
const mine = () => db.meetings().filter((m) => m.ownerId === db.me().id);
const urlOf = (meeting: Meeting) => `https://dashboard.example/me/meetings/${meeting.id ?? ''}`;

function archive(meetings: readonly Meeting[], overrides: Partial<ArchiveInput> = {}): ArchiveFile[] {
  return buildArchive({
    meetings,
    missing: [],
    source: 'Selected from your meetings',
    linkPeople: true,
    links: new Map(meetings.flatMap((m) => (m.id ? [[m.id, urlOf(m)] as const] : []))),
    exportedAt: new Date('2026-11-28T10:00:00Z'),
    ...overrides,
  });
}
const file = (files: readonly ArchiveFile[], path: string) => {
  const found = files.find((f) => f.path === path);
  if (!found) throw new Error(`no ${path} in ${files.map((f) => f.path).join(', ')}`);
  return found.text;
};
function split(note: string): { yaml: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(note);
  if (!match) throw new Error('no front matter');
  return { yaml: parse(match[1]!) as Record<string, unknown>, body: match[2]! };
}
function rendered(markdown: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(<Markdown remarkPlugins={[remarkGfm]}>{markdown}</Markdown>);
  return container;
}
/** Fields of a CSV without quotes in them (what this test writes). */
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

const HOSTILE: object = {
  id: 'hostile-export',
  title: 'no',
  generatedTitle: '---\nkey: [value]',
  startTime: '2026-11-19T09:00:00Z',
  endTime: '2026-11-19T09:45:00Z',
  user: { id: 'u1', email: 'owner@acme.example' },
  summary: { markdown: '![x](https://evil.example/x.png) <img src=x>', short: '[click](https://evil.example)' },
  transcript: '**www.evil.example**\n<script>alert(1)</script> see https://evil.example',
  participants: [
    { name: '<img src=x onerror=alert(1)>', email: 'img@acme.example' },
    { name: 'www.evil.example', email: null },
    { name: 'Ana ]] | # Ruiz', email: 'ana@acme.example' },
  ],
  tasks: [
    {
      content: '=HYPERLINK("https://evil.example","x")',
      completed: false,
      assignee: { name: 'Ana ]] | # Ruiz', email: 'ana@acme.example' },
    },
    { content: '[Done](javascript:alert(1))', completed: true, assignee: { name: '@SUM(1)', email: null } },
  ],
  tags: [{ name: 'yes', color: null }],
  event: {
    id: 'e1',
    title: '{ flow }',
    scheduledTime: '2026-11-19T09:00:00Z',
    attendees: [{ name: 'Ana ]] | # Ruiz', email: 'ana@acme.example', responseStatus: 'accepted', organizer: true }],
  },
};

describe('the export archive', () => {
  it('writes a note per meeting whose front matter parses as YAML with the meeting’s details', () => {
    const record = mine().find((m) => m.event?.attendees?.length && m.tasks?.length && m.tags?.length && m.startTime && m.endTime)!;
    const meeting = decoded(record);
    const files = archive([meeting]);
    const note = files.find((f) => f.path.endsWith('.md') && !f.path.includes('/') && f.path !== 'index.md')!;
    expect(note.path).toMatch(/^\d{4}-\d\d-\d\d .+\.md$/);
    const { yaml, body } = split(note.text);
    expect(yaml).toMatchObject({
      title: record.title,
      owner: meeting.user?.email,
      tags: record.tags!.map((t) => t.name),
      meetingId: record.id,
      link: urlOf(meeting),
    });
    expect(yaml.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(new Date(yaml.date as string).getTime()).toBe(new Date(record.startTime!).getTime());
    expect(yaml.durationMinutes).toBe(Math.round((Date.parse(record.endTime!) - Date.parse(record.startTime!)) / 60_000));
    expect(yaml.attendees).toEqual(
      record.event!.attendees!.map((a) => ({
        name: a.name ?? null,
        email: a.email ?? null,
        rsvp: a.responseStatus ?? null,
        organizer: Boolean(a.organizer),
      })),
    );
    expect(body).toMatch(/^# /);
    for (const section of ['## Summary', '## Action items', '## Transcript']) expect(body).toContain(section);
  });

  it('writes each action item as a checkbox that matches its completed flag, with its assignee', () => {
    const meeting = decoded(mine().find((m) => m.tasks?.some((t) => t.completed) && m.tasks.some((t) => !t.completed))!);
    const files = archive([meeting], { linkPeople: false });
    const html = rendered(split(files[0]!.text).body);
    const boxes = [...html.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    expect(boxes.map((box) => box.checked)).toEqual(meeting.tasks.map((t) => Boolean(t.completed)));
    const first = meeting.tasks[0]!;
    expect(boxes[0]!.closest('li')?.textContent).toContain(first.assignee?.name ?? first.assignee?.email ?? 'Unassigned');
  });

  it('links people as [[notes]], and writes a note per person listing their meetings', () => {
    const meetings = mine()
      .filter((m) => m.participants?.length)
      .slice(0, 3)
      .map(decoded);
    const files = archive(meetings);
    const person = meetings[0]!.participants[0]!;
    const noteName = `People/${person.name}.md`;
    const note = file(files, noteName);
    expect(note).toContain(`# ${person.name}`);
    const linked = meetings.filter((m) => m.participants.some((p) => p.email === person.email));
    expect(note.match(/^- \[/gm)).toHaveLength(linked.length);
    const { yaml, body } = split(files[0]!.text);
    expect(yaml.people).toContain(`[[${person.name}]]`);
    expect(body).toContain(`[[${person.name}]]`);
    // Off: names as text, and no [[ anywhere.
    const plain = archive(meetings, { linkPeople: false });
    expect(plain.filter((f) => f.path.endsWith('.md')).some((f) => f.text.includes('[['))).toBe(false);
  });

  it('lists the meetings, what could not be read and what was not read in index.md, and says it is partial', () => {
    const meetings = mine().slice(0, 2).map(decoded);
    const files = archive(meetings, {
      missing: [
        { title: 'Budget <b>review</b>', reason: 'The server failed (HTTP 500).' },
        { title: 'Later one', reason: null },
      ],
    });
    const index = file(files, 'index.md');
    expect(index).toContain(
      '**Partial:** 2 of the 4 meetings asked for are in this archive; 1 not read, as the export was stopped; 1 could not be read.',
    );
    const html = rendered(index);
    const headings = [...html.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual(['In this archive', 'Could not be read', 'Not read (the export was stopped)', 'People']);
    expect(html.textContent).toContain('Budget <b>review</b>: The server failed (HTTP 500).');
    expect(html.querySelector('b')).toBeNull();
    // Each meeting's link opens its note.
    const notes = files.filter((f) => !f.path.includes('/') && f.path.endsWith('.md') && f.path !== 'index.md').map((f) => f.path);
    const links = [...html.querySelectorAll('a')].map((a) => decodeURIComponent(a.getAttribute('href') ?? ''));
    for (const name of notes) expect(links).toContain(name);

    const whole = file(archive(meetings), 'index.md');
    expect(whole).toContain('All 2 meetings are in this archive.');
    expect(whole).not.toContain('Partial');
  });

  it('keeps server text as text: no link, image or HTML but the ones the export writes', () => {
    const meetings = [decoded(HOSTILE), decoded(markupMeeting())];
    const files = archive(meetings);
    for (const f of files.filter((f) => f.path.endsWith('.md'))) {
      const html = rendered(f.text.replace(/^---\n[\s\S]*?\n---\n/, ''));
      expect(html.querySelector('img, script, b, iframe'), f.path).toBeNull();
      for (const link of html.querySelectorAll('a')) {
        const href = link.getAttribute('href') ?? '';
        // Ours: the meeting's address in the dashboard, and the archive's own files.
        expect(href.startsWith('https://dashboard.example/') || !/^[a-z][a-z\d+.-]*:|^\/\//i.test(href), `${f.path}: ${href}`).toBe(true);
      }
      if (f.path !== 'index.md' && !f.path.startsWith('People/')) split(f.text); // every meeting note's YAML parses
    }
    const { yaml } = split(files.find((f) => f.path.includes(' no'))!.text);
    expect(yaml).toMatchObject({ title: 'no', generatedTitle: '---\nkey: [value]', tags: ['yes'] });
    // A name a renderer would link by itself is not made a [[link]]; one with link syntax loses it in its note's name.
    expect(files.map((f) => f.path)).toContain('People/Ana Ruiz.md');
    expect(file(files, files.find((f) => f.path.includes(' no'))!.path)).toContain('[[Ana Ruiz]]');
    expect(file(files, files.find((f) => f.path.includes(' no'))!.path)).not.toContain('[[www.');
  });

  it('neutralises formulas in tasks.csv, as the task board’s CSV does', () => {
    const files = archive([decoded(HOSTILE)]);
    const csv = file(files, 'tasks.csv');
    expect(csv.startsWith('\uFEFFStatus,Task,Assignee')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""x"")"`);
    expect(csv).toContain(`,'@SUM(1),`);
    expect(csvRows(csv).map((row) => row[0])).toEqual(['Status', 'Open', 'Completed']);
  });

  it('names notes safely and uniquely, never over the files it writes itself', () => {
    const base = decoded(HOSTILE);
    const twins = [
      { ...base, id: 'a', title: 'Weekly sync' },
      { ...base, id: 'b', title: 'Weekly sync' },
      { ...base, id: 'c', title: '../../index' },
      { ...base, id: 'd', title: null, generatedTitle: null, startTime: null },
    ];
    const paths = archive(twins).map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '2026-11-19 Weekly sync.md',
        '2026-11-19 Weekly sync (2).md',
        '2026-11-19 .. .. index.md',
        'index.md',
        'tasks.csv',
      ]),
    );
    expect(paths.some((p) => p.startsWith('Undated '))).toBe(true);
    expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(paths.length);
    for (const p of paths) expect(p).toMatch(/^(People\/)?[^/\\]+$/);
  });
});
