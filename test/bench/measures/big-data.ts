import type { Browser, Page } from 'playwright-core';
import { longTasks, nextFrames, openBenchPage, probeResource, probeText, probeTime, startLongTaskLog } from '../page-probes';
import {
  LONG_LIST_FIRST_TITLE,
  LONG_LIST_LAST_TITLE,
  LONG_TRANSCRIPT_FIRST_LINE,
  LONG_TRANSCRIPT_ID,
  LONG_TRANSCRIPT_TITLE,
  longMeetingPage,
  longTranscriptMeeting,
} from '../synthetic-data';

export interface LongTranscriptFigures {
  /** ms from the meeting's data having arrived to its first turn on screen, opened from the list. */
  openMs: number;
  /** The same for its URL opened cold: the app's own code arrives after the data, and is waited for. */
  coldOpenMs: number;
  /** Longest main-thread task while typing a word into find, ms (0: none over 50 ms). */
  longestTaskWhileTypingMs: number;
  matchesFound: string;
}

/**
 * A 25,000-line transcript, served to the page in place of the API's answer, opened twice: from a
 * list row once the meeting screen's code is in (what the transcript's length costs), and from its
 * URL on a cold load (where most of the wait is the app's code). Then a word typed into find.
 */
export async function longTranscript(browser: Browser, appUrl: string, apiKey: string): Promise<LongTranscriptFigures> {
  const coldOpenMs = await openLongTranscript(browser, apiKey, (page) => page.goto(`${appUrl}/me/meetings/${LONG_TRANSCRIPT_ID}`));
  let typing: Omit<LongTranscriptFigures, 'openMs' | 'coldOpenMs'> = { longestTaskWhileTypingMs: 0, matchesFound: '' };
  const openMs = await openLongTranscript(
    browser,
    apiKey,
    async (page) => {
      await page.goto(`${appUrl}/me/meetings`);
      // Another row first: the meeting screen's code loads on its hover, the long meeting's data does not.
      await page.getByRole('link', { name: LONG_LIST_FIRST_TITLE, exact: false }).first().hover();
      await page.waitForLoadState('networkidle');
      await page.getByRole('link', { name: LONG_TRANSCRIPT_TITLE }).first().click();
    },
    async (page) => {
      typing = await typeIntoFind(page);
    },
  );
  return { openMs, coldOpenMs, ...typing };
}

/** ms from the long meeting's data having arrived to its first turn on screen, as `open` opens it. */
async function openLongTranscript(
  browser: Browser,
  apiKey: string,
  open: (page: Page) => Promise<unknown>,
  then?: (page: Page) => Promise<void>,
): Promise<number> {
  const bench = await openBenchPage(browser, { cache: true, apiKey });
  try {
    const { page, context } = bench;
    const body = JSON.stringify(longTranscriptMeeting());
    // A list whose second row is the long meeting; the other rows' meetings are short ones.
    const list = longMeetingPage(20);
    list.meetings[1] = { ...list.meetings[1]!, id: LONG_TRANSCRIPT_ID, title: LONG_TRANSCRIPT_TITLE };
    await page.route(
      (url) => url.pathname === '/v1/me/meetings',
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(list) }),
    );
    await page.route('**/v1/me/meetings/*', (route) => {
      const id = new URL(route.request().url()).pathname.split('/').pop() ?? '';
      const meeting = id === LONG_TRANSCRIPT_ID ? body : JSON.stringify(longTranscriptMeeting(30, id));
      return route.fulfill({ status: 200, contentType: 'application/json', body: meeting });
    });
    await probeResource(context, 'data', `/v1/me/meetings/${LONG_TRANSCRIPT_ID}`);
    await probeText(context, 'transcript', LONG_TRANSCRIPT_FIRST_LINE);
    const arrived = probeTime(page, 'data');
    const shown = probeTime(page, 'transcript');
    await open(page);
    const openMs = (await shown) - (await arrived);
    await then?.(page);
    return openMs;
  } finally {
    await bench.close();
  }
}

async function typeIntoFind(page: Page): Promise<Omit<LongTranscriptFigures, 'openMs' | 'coldOpenMs'>> {
  const find = page.getByRole('searchbox', { name: 'Find in transcript' });
  await find.click();
  await startLongTaskLog(page);
  // Typed as a person types: a key about every 120 ms.
  await find.pressSequentially('decision', { delay: 120 });
  const status = page.getByRole('region', { name: 'Transcript' }).getByRole('status').first();
  await status.filter({ hasText: /of \d+ match/ }).waitFor();
  await nextFrames(page);
  const tasks = await longTasks(page);
  return { longestTaskWhileTypingMs: Math.max(0, ...tasks), matchesFound: (await status.textContent()) ?? '' };
}

export interface LongListFigures {
  /** Most list items in the DOM at any point while scrolling to the end. */
  maxRenderedRows: number;
  /** Longest main-thread task while scrolling from top to bottom, ms (0: none over 50 ms). */
  longestTaskWhileScrollingMs: number;
  reachedLastRow: boolean;
}

/** 5,000 meetings on one page (a server that ignores `limit`), scrolled from top to bottom. */
export async function longList(browser: Browser, appUrl: string, apiKey: string, count = 5_000): Promise<LongListFigures> {
  const bench = await openBenchPage(browser, { cache: true, apiKey });
  try {
    const { page, context } = bench;
    const body = JSON.stringify(longMeetingPage(count));
    await page.route(
      (url) => url.pathname === '/v1/me/meetings',
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body }),
    );
    await probeText(context, 'first-row', LONG_LIST_FIRST_TITLE);
    const shown = probeTime(page, 'first-row');
    await page.goto(`${appUrl}/me/meetings`);
    await shown;
    const rows = page.getByRole('list', { name: 'Meetings' }).getByRole('listitem');
    await page.getByText(`all ${count} meetings shown`).waitFor();
    // The footer is there with the first screenful of rows; the rest follow in a deferred render (and
    // the virtualiser's chunk). Scrolling starts once the page is as long as the whole list, as a user
    // sees by the scroll bar: the end-of-page check below would otherwise stop at the first screenful.
    await page.waitForFunction((rows) => document.documentElement.scrollHeight > rows * 40, count);
    await nextFrames(page);
    await startLongTaskLog(page);
    let maxRenderedRows = await rows.count();
    for (let step = 0; step < 1_000; step += 1) {
      await page.mouse.wheel(0, 1_200);
      await nextFrames(page);
      maxRenderedRows = Math.max(maxRenderedRows, await rows.count());
      const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
      if (atEnd) break;
    }
    const tasks = await longTasks(page);
    const reachedLastRow = await page.getByText(LONG_LIST_LAST_TITLE(count), { exact: true }).isVisible();
    return { maxRenderedRows, longestTaskWhileScrollingMs: Math.max(0, ...tasks), reachedLastRow };
  } finally {
    await bench.close();
  }
}
