import type { Browser } from 'playwright-core';
import { longTasks, nextFrames, openBenchPage, speedUpPageClock, startLongTaskLog } from '../page-probes';
import { longMeetingPage } from '../synthetic-data';

export interface PeopleFigures {
  meetings: number;
  /** People listed once everything is read (each under up to three spellings). */
  people: number;
  /** ms from the first row shown to every meeting read and matched. */
  allReadMs: number;
  /** Longest main-thread task from the first row to everything read and matched, ms (0: none over 50 ms). */
  longestTaskReadingMs: number;
  /** Longest task while a name is typed, a key at a time, into "Find a person" over everyone. */
  longestTaskTypingMs: number;
}

const FIRST = [
  'Priya',
  'Jonas',
  'Amélie',
  'Kenji',
  'Dana',
  'Marcus',
  'Sofía',
  'Zoë',
  'Olamide',
  'Yulia',
  'Li',
  'Alex',
  'Sam',
  'Noor',
  'Ivan',
];
const LAST = ['Natarajan', 'Weber', 'Durand', 'Tanaka', 'Whitfield', 'Oyelaran', 'Ramírez', 'Łukasik', 'Adébáyọ̀', 'Smirnova', 'Ming'];
const PEOPLE = 300;
/** The page's Date.now runs this much faster: the pacer's 80 reads a minute would take an hour over 5,000 meetings. */
const CLOCK_SPEED = 100;

const personAt = (index: number) => {
  const first = FIRST[index % FIRST.length]!;
  const last = `${LAST[Math.floor(index / FIRST.length) % LAST.length]!}${index >= FIRST.length * LAST.length ? ` ${index}` : ''}`;
  return { name: `${first} ${last}`, short: `${first} ${last[0]}.`, email: `p${index}@org${index % 25}.example` };
};

/** A meeting of five people out of 300: invited under their full names and addresses, speaking as "First L.", assigned in capitals. */
export function meetingDetail(id: string, index: number, startTime: string, endTime: string) {
  const people = Array.from({ length: 5 }, (_, k) => personAt((index * 7 + k * 61) % PEOPLE));
  const items = people.slice(0, 2).map((p, k) => ({
    content: `Send the ${k ? 'revised budget' : 'signed contract'} for meeting ${index}`,
    completed: (index + k) % 3 === 0,
    assignee: { name: p.name.toUpperCase(), email: null },
  }));
  const turns = Array.from({ length: 40 }, (_, turn) => {
    const speaker = people[turn % people.length]!;
    const text =
      turn === 7
        ? `I will ${items[0]!.content.toLowerCase()} by Friday.`
        : `Point ${turn} about the plan for meeting ${index}, and what comes next.`;
    return `**${speaker.short}**\n${text}`;
  });
  return {
    id,
    title: `Bench meeting ${index + 1}`,
    generatedTitle: null,
    startTime,
    endTime,
    user: { id: 'usr_01', email: 'alex.morgan@acme.example' },
    summary: null,
    transcript: turns.join('\n\n'),
    participants: people.map((p) => ({ name: p.short, email: null })),
    tasks: items,
    tags: null,
    event: {
      id: `evt-${index}`,
      title: null,
      attendees: people.map((p, k) => ({ name: p.name, email: p.email, responseStatus: k % 4 ? 'accepted' : 'needsAction' })),
    },
  };
}

/**
 * People over `count` meetings (one list page; each meeting answered in the page), five people out of
 * 300 in each under three spellings: the longest task while they are read and matched, then while a
 * name is typed into the search box. The pacer's clock (Date.now) runs fast in the page so the read
 * takes minutes, not an hour; what the tasks are measured by (the browser's long-task entries,
 * `performance.now` in the slicing) is untouched.
 */
export async function peopleOver(browser: Browser, appUrl: string, apiKey: string, count = 5_000): Promise<PeopleFigures> {
  const bench = await openBenchPage(browser, { cache: true, apiKey });
  try {
    const { page, context } = bench;
    await speedUpPageClock(context, CLOCK_SPEED);
    const list = longMeetingPage(count);
    const byId = new Map(list.meetings.map((m, index) => [m.id, { ...m, index }]));
    const body = JSON.stringify(list);
    await page.route(
      (url) => url.pathname === '/v1/me/meetings',
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body }),
    );
    await page.route('**/v1/me/meetings/*', (route) => {
      const id = decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop() ?? '');
      const row = byId.get(id);
      if (!row) return route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' });
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(meetingDetail(id, row.index, row.startTime, row.endTime)),
      });
    });
    await page.goto(`${appUrl}/me/people`);
    await page.getByRole('list', { name: 'People' }).getByRole('link').first().waitFor({ timeout: 60_000 });
    await startLongTaskLog(page);
    const firstRowAt = Date.now();
    await page.getByText(`All ${count.toLocaleString('en-US')} meetings read.`).waitFor({ timeout: 20 * 60_000 });
    // The last matching is shown: as many rows as the first page of the list holds.
    await page.getByRole('button', { name: /^Show 100 more of \d+$/ }).waitFor({ timeout: 60_000 });
    await nextFrames(page);
    const allReadMs = Date.now() - firstRowAt;
    const longestTaskReadingMs = Math.max(0, ...(await longTasks(page)));
    const people = Number(/of (\d+)$/.exec((await page.getByRole('button', { name: /^Show 100 more/ }).textContent()) ?? '')?.[1] ?? 0);

    await startLongTaskLog(page);
    await page.getByRole('searchbox', { name: 'Find a person' }).pressSequentially('priya n.', { delay: 100 });
    await page.getByRole('list', { name: 'People' }).getByRole('link').first().waitFor({ timeout: 60_000 });
    await nextFrames(page);
    const longestTaskTypingMs = Math.max(0, ...(await longTasks(page)));
    return { meetings: count, people, allReadMs, longestTaskReadingMs, longestTaskTypingMs };
  } finally {
    await bench.close();
  }
}
