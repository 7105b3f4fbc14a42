import type { Browser, Route } from 'playwright-core';
import { openBenchPage } from '../page-probes';

export interface InsightsFigures {
  meetings: number;
  tags: number;
  tasks: number;
  /** API requests Insights sent to read the year. */
  requests: number;
  /** ms from navigation to the weekly chart drawn with its first data. */
  firstChartMs: number;
  /** ms from navigation to everything read and drawn. */
  allReadMs: number;
  /** Requests in the busiest 60 s: the API allows about 100. */
  busiestMinute: number;
  /** Longest main-thread task from the first chart to everything read and drawn, ms (0: none over 50 ms). */
  longestTaskReadingMs: number;
  /** Longest task before the first chart: the app's start and the screen's first render. */
  longestTaskStartingMs: number;
}

const TAGS = ['Product', 'Engineering', 'Customer', 'Hiring', 'Planning', 'Sales', '1:1', 'Design'];
const PAGE = 100;
const NEWEST = Date.parse('2026-11-20T17:00:00.000Z');

/** A year of a busy calendar: ten meetings a working day, each with a tag or two (some none). */
function aYearOfMeetings() {
  const meetings: { id: string; title: string; startTime: string; endTime: string; userId: string; tags: string[] }[] = [];
  for (let day = 0; day < 364; day += 1) {
    const date = new Date(NEWEST - day * 86_400_000);
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    for (let slot = 0; slot < 10; slot += 1) {
      const index = meetings.length;
      const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 8 + (slot % 9), slot >= 9 ? 30 : 0);
      meetings.push({
        id: `insights-bench-${index}`,
        title: slot % 3 === 0 ? `Weekly sync #${index % 52}` : `Topic ${index % 97} review`,
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + (25 + (index % 4) * 15) * 60_000).toISOString(),
        userId: 'usr_01',
        tags: index % 7 === 0 ? [] : [TAGS[index % TAGS.length]!, ...(index % 5 === 0 ? [TAGS[(index + 3) % TAGS.length]!] : [])],
      });
    }
  }
  return meetings;
}

function aYearOfTasks(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `insights-bench-task-${index}`,
    text: `Follow up on item ${index}`,
    completed: index % 3 !== 0,
    assignee: { id: `p${index % 12}`, name: `Person ${index % 12}`, email: `person${index % 12}@example.com` },
    meetingId: `insights-bench-${index}`,
    meetingTitle: 'Bench meeting',
    createdAt: new Date(NEWEST - index * 6 * 3_600_000).toISOString(),
    userId: 'usr_01',
  }));
}

/** A cursor page of `rows`, as the API sends it (the cursor is the next offset). */
function pageOf<T>(route: Route, key: string, rows: readonly T[]) {
  const url = new URL(route.request().url());
  const offset = Number(url.searchParams.get('cursor') ?? 0);
  const next = offset + PAGE < rows.length ? String(offset + PAGE) : null;
  return route.fulfill({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({ [key]: rows.slice(offset, offset + PAGE), nextCursor: next }),
  });
}

/**
 * Insights over a year of a busy calendar (about 2,600 meetings, 8 tags, 1,200 action items),
 * answered in the page in pages of 100: how soon the first chart is drawn, how long reading it all
 * takes at the pace the API allows, the most requests in any minute, and the longest task meanwhile.
 */
export async function aYearOfInsights(browser: Browser, appUrl: string, apiKey: string): Promise<InsightsFigures> {
  const bench = await openBenchPage(browser, { cache: true, apiKey });
  try {
    const { page, context } = bench;
    const meetings = aYearOfMeetings();
    const tasks = aYearOfTasks(1_200);
    const sentAt: number[] = [];
    await context.addInitScript(() => {
      const log: number[] = [];
      (window as unknown as { __benchLongTasks: number[] }).__benchLongTasks = log;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => log.push(entry.duration, entry.startTime))).observe({
        type: 'longtask',
      });
    });
    await page.route(
      (url) => url.pathname === '/v1/me/meetings',
      (route) => {
        sentAt.push(Date.now());
        const tag = new URL(route.request().url()).searchParams.get('tag');
        return pageOf(route, 'meetings', tag ? meetings.filter((m) => m.tags.includes(tag)) : meetings);
      },
    );
    await page.route(
      (url) => url.pathname === '/v1/me/tasks',
      (route) => {
        sentAt.push(Date.now());
        const completed = new URL(route.request().url()).searchParams.get('completed') === 'true';
        return pageOf(
          route,
          'tasks',
          tasks.filter((t) => t.completed === completed),
        );
      },
    );
    await page.route(
      (url) => url.pathname === '/v1/me/tags',
      (route) => {
        sentAt.push(Date.now());
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ tags: TAGS.map((name, i) => ({ id: `t${i}`, name })) }),
        });
      },
    );
    const started = Date.now();
    await page.goto(`${appUrl}/me/insights?from=2025-11-21&to=2026-11-20`);
    await page
      .getByRole('img', { name: /^Week of .*, [1-9]\d* meetings?/ })
      .first()
      .waitFor({ timeout: 60_000 });
    const firstChartMs = Date.now() - started;
    const chartAt = await page.evaluate(() => performance.now());
    await page.getByText(/^All read:/).waitFor({ timeout: 10 * 60_000 });
    const allReadMs = Date.now() - started;
    const busiestMinute = Math.max(...sentAt.map((at) => sentAt.filter((other) => other >= at && other < at + 60_000).length));
    // [duration, start, duration, start, …]
    const log = await page.evaluate(() => (window as unknown as { __benchLongTasks: number[] }).__benchLongTasks);
    const longTasks = log.flatMap((duration, index) => (index % 2 === 0 ? [{ duration, start: log[index + 1] ?? 0 }] : []));
    const longest = (started: (start: number) => boolean) =>
      Math.max(0, ...longTasks.filter((t) => started(t.start)).map((t) => t.duration));
    return {
      meetings: meetings.length,
      tags: TAGS.length,
      tasks: tasks.length,
      requests: sentAt.length,
      firstChartMs,
      allReadMs,
      busiestMinute,
      longestTaskReadingMs: longest((start) => start >= chartAt),
      longestTaskStartingMs: longest((start) => start < chartAt),
    };
  } finally {
    await bench.close();
  }
}
