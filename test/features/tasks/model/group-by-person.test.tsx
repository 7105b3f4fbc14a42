import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import type { Task } from '@/api/schemas/task';
import { boardDigest, personDigest } from '@/features/tasks/model/board-digest';
import { ageInDays, formatAge, groupByPerson, splitPersonal } from '@/features/tasks/model/group-by-person';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW - days * DAY).toISOString();

let next = 0;
function task(text: string | null, assignee: Task['assignee'], meeting: [string | null, string | null], extra: Partial<Task> = {}): Task {
  next += 1;
  return {
    id: `t${next}`,
    text,
    completed: false,
    assignee,
    meetingId: meeting[0],
    meetingTitle: meeting[1],
    createdAt: ago(1),
    userId: 'usr_01',
    unreadable: [],
    ...extra,
  };
}
const me = { id: 'usr_01', name: 'Alex Morgan', email: 'alex.morgan@acme.example', unreadable: [] };
const li = { id: 'usr_04', name: '李明', email: 'li.ming@acme.example', unreadable: [] };
const zoe = { id: 'usr_05', name: 'Zoë Łukasik', email: 'zoe.lukasik@acme.example', unreadable: [] };
const WEEKLY: [string, string] = ['m1', 'Weekly sync'];
const REVIEW: [string, string] = ['m2', 'Design review'];

function rendered(markdown: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(<Markdown remarkPlugins={[remarkGfm]}>{markdown}</Markdown>);
  return container;
}

describe('grouping open items by person', () => {
  it('gives each member a count, the oldest item and their items by meeting; Unassigned last', () => {
    const tasks = [
      task('Send the deck', zoe, WEEKLY, { createdAt: ago(3) }),
      task('Book the room', li, REVIEW, { createdAt: ago(10) }),
      task('Nobody took this', null, WEEKLY),
      task('Draft the notes', zoe, REVIEW, { createdAt: ago(40) }),
      task('Review the draft', { id: 'x', name: '', email: 'ZOE.LUKASIK@acme.example', unreadable: [] }, WEEKLY, { createdAt: null }),
    ];
    const groups = groupByPerson(tasks);
    expect(groups.map((g) => [g.label, g.tasks.length, g.oldest])).toEqual([
      ['Zoë Łukasik', 3, ago(40)],
      ['李明', 1, ago(10)],
      ['Unassigned', 1, ago(1)],
    ]);
    // Within a person, meetings in the order they first appear, each with its items in the server's order.
    expect(groups[0]?.meetings.map((m) => [m.title, m.tasks.map((t) => t.text)])).toEqual([
      ['Weekly sync', ['Send the deck', 'Review the draft']],
      ['Design review', ['Draft the notes']],
    ]);
  });

  it('keeps meetings without an id apart by title, and items without either apart', () => {
    const groups = groupByPerson([
      task('a', li, [null, 'Standup']),
      task('b', li, [null, 'Standup']),
      task('c', li, [null, null]),
      task('d', li, [null, null]),
    ]);
    expect(groups[0]?.meetings.map((m) => [m.title, m.meetingId, m.tasks.length])).toEqual([
      ['Standup', null, 2],
      ['Untitled meeting', null, 1],
      ['Untitled meeting', null, 1],
    ]);
  });

  it('counts ages in whole days and says them as people do', () => {
    expect(ageInDays(ago(0.5), NOW)).toBe(0);
    expect(ageInDays(ago(12), NOW)).toBe(12);
    expect(ageInDays('not a date', NOW)).toBeNull();
    expect(ageInDays(null, NOW)).toBeNull();
    expect([0, 1, 13, 14, 59, 60, 400, 800].map(formatAge)).toEqual([
      'today',
      '1 day',
      '13 days',
      '2 weeks',
      '8 weeks',
      '2 months',
      '13 months',
      '2 years',
    ]);
  });
});

describe('assigned to me and owed to me', () => {
  it('knows the key’s owner by id, then also by their e-mail, and everyone else owes them', () => {
    const tasks = [
      task('Mine by id', me, WEEKLY),
      task('Mine by e-mail', { id: null, name: 'Alex', email: 'Alex.Morgan@acme.example', unreadable: [] }, WEEKLY),
      task('Owed by Li', li, REVIEW),
      task('Nobody’s', null, REVIEW),
      task('Nobody’s either', { id: null, name: ' ', email: null, unreadable: [] }, REVIEW),
    ];
    const split = splitPersonal(tasks);
    expect(split.mine.map((t) => t.text)).toEqual(['Mine by id', 'Mine by e-mail']);
    expect(split.owed.map((t) => t.text)).toEqual(['Owed by Li']);
    expect(split.unassigned.map((t) => t.text)).toEqual(['Nobody’s', 'Nobody’s either']);
  });

  it('owes everything when no item says whose meetings these are', () => {
    const split = splitPersonal([task('a', me, WEEKLY, { userId: null }), task('b', li, WEEKLY, { userId: null })]);
    expect(split.mine).toEqual([]);
    expect(split.owed).toHaveLength(2);
  });
});

describe('the digest', () => {
  const context = { scope: 'workspace' as const, filters: ['member li.ming@acme.example'], origin: 'https://app.example', now: NOW };

  it('is grouped by person, then meeting, with links back to each meeting', () => {
    const markdown = boardDigest({
      ...context,
      view: 'people',
      open: [task('Send the deck', zoe, WEEKLY, { createdAt: ago(3) }), task('Book the room', li, REVIEW, { createdAt: ago(10) })],
      completed: [],
      partial: null,
    });
    const html = rendered(markdown);
    expect(html.querySelector('h1')?.textContent).toBe('Open action items in the workspace, by person');
    expect(html.querySelector('p')?.textContent).toBe('As of Fri, Nov 20, 2026, for member li.ming@acme.example.');
    expect([...html.querySelectorAll('h2, h3')].map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H2 Zoë Łukasik (zoe.lukasik@acme.example) — 1 open, oldest 3 days',
      'H3 Weekly sync — Tue, Nov 17, 2026',
      'H2 李明 (li.ming@acme.example) — 1 open, oldest 10 days',
      'H3 Design review — Tue, Nov 10, 2026',
    ]);
    expect([...html.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Weekly sync', 'https://app.example/workspace/meetings/m1'],
      ['Design review', 'https://app.example/workspace/meetings/m2'],
    ]);
    expect([...html.querySelectorAll('li')].map((item) => item.textContent?.trim())).toEqual(['Send the deck', 'Book the room']);
    expect(html.querySelectorAll('li input[type="checkbox"]:not([checked])')).toHaveLength(2);
  });

  it('in personal scope, has what is assigned to me, what is owed to me, and what nobody took', () => {
    const markdown = boardDigest({
      ...context,
      scope: 'me',
      filters: [],
      view: 'people',
      open: [task('Mine', me, WEEKLY), task('Owed', li, REVIEW), task('Nobody’s', null, REVIEW)],
      completed: [],
      partial: null,
    });
    const html = rendered(markdown);
    expect(html.querySelector('p')?.textContent).toBe('As of Fri, Nov 20, 2026.');
    expect([...html.querySelectorAll('h2, h3, h4')].map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H2 Assigned to me',
      'H3 Weekly sync — Thu, Nov 19, 2026',
      'H2 Owed to me',
      'H3 李明 (li.ming@acme.example) — 1 open, oldest 1 day',
      'H4 Design review — Thu, Nov 19, 2026',
      'H2 Not assigned to anyone',
      'H3 Design review — Thu, Nov 19, 2026',
    ]);
    expect(html.querySelector('a')?.getAttribute('href')).toBe('https://app.example/me/meetings/m1');
  });

  it('has both columns on the board view, done items ticked, and says when it is partial', () => {
    const html = rendered(
      boardDigest({
        ...context,
        view: 'board',
        open: [task('Open one', li, WEEKLY)],
        completed: [task('Done one', li, WEEKLY, { completed: true })],
        partial: 'Only the 2 tasks loaded on the board are included: there are more.',
      }),
    );
    expect(html.querySelector('h1')?.textContent).toBe('Action items in the workspace');
    expect([...html.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'As of Fri, Nov 20, 2026, for member li.ming@acme.example.',
      'Only the 2 tasks loaded on the board are included: there are more.',
    ]);
    expect(html.querySelector('h2')?.textContent).toBe('李明 (li.ming@acme.example) — 1 open, 1 done, oldest 1 day');
    expect(
      [...html.querySelectorAll('li')].map((item) => [item.textContent?.trim(), item.querySelector('input')?.hasAttribute('checked')]),
    ).toEqual([
      ['Open one', false],
      ['Done one', true],
    ]);
  });

  it('escapes names, titles and items: pasting it adds no link or HTML', () => {
    const evil = { id: 'e', name: '[Boss](https://evil.example)', email: 'boss@evil.example', unreadable: [] };
    const html = rendered(
      boardDigest({
        ...context,
        view: 'people',
        open: [task('<img src=x onerror=alert(1)> visit www.evil.example', evil, ['m)(1', '# Weekly ![x](https://evil.example/p.png)'])],
        completed: [],
        partial: null,
      }),
    );
    expect(html.querySelectorAll('img, script')).toHaveLength(0);
    expect([...html.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://app.example/workspace/meetings/m%29%281']);
    expect(html.querySelector('h2')?.textContent).toContain('[Boss](https://evil.example) (boss@evil.example)');
    expect(html.querySelector('h3 a')?.textContent).toBe('# Weekly ![x](https://evil.example/p.png)');
    expect(html.querySelector('li')?.textContent?.trim()).toBe('<img src=x onerror=alert(1)> visit www.evil.example');
  });

  it('says when there is nothing, and writes a missing text and title as such', () => {
    const empty = rendered(boardDigest({ ...context, view: 'people', open: [], completed: [], partial: null }));
    expect(empty.textContent).toContain('No action items.');
    const [group] = groupByPerson([task(null, li, [null, null], { createdAt: null })]);
    const one = rendered(personDigest(group!, context));
    expect(one.querySelector('h1')?.textContent).toBe('Open action items: 李明 (li.ming@acme.example)');
    expect(one.querySelector('h2')?.textContent).toBe('Untitled meeting');
    expect(one.querySelector('li')?.textContent?.trim()).toBe('No description');
  });
});
