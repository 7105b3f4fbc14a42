import type { Browser, Page } from 'playwright-core';
import { longTasks, nextFrames, openBenchPage, startLongTaskLog } from '../page-probes';
import { longMeetingPage } from '../synthetic-data';

export interface CleanupFigures {
  loaded: number;
  /** Longest main-thread task while selecting all 1,000 loaded, then clearing, ms (0: none over 50 ms). */
  longestTaskSelectingMs: number;
  /** ms from "Delete selected…" to the review dialog listing every meeting. */
  reviewMs: number;
  longestTaskReviewingMs: number;
  deleted: number;
  /** ms from the end of the undo window to the last DELETE answered: the pace the API's rate allows. */
  deleteMs: number;
  longestTaskDeletingMs: number;
}

const longest = async (page: Page) => Math.max(0, ...(await longTasks(page)));

/**
 * 1,000 meetings loaded in one page (a server that ignores `limit`), 200 of them two minutes long; in
 * selection mode: select all and clear, select the 200 short ones with the suggestion, review, confirm,
 * and delete them. The API's answers are served in the page (DELETE answered at once), so what is
 * measured is the dashboard: its responsiveness, and the pace it keeps to stay within the API's rate.
 */
export async function reviewAndDelete(
  browser: Browser,
  appUrl: string,
  apiKey: string,
  count = 1_000,
  short = 200,
): Promise<CleanupFigures> {
  const bench = await openBenchPage(browser, { cache: true, apiKey });
  try {
    const { page } = bench;
    const list = longMeetingPage(count);
    // Every fifth meeting, two minutes long: false starts to clean up.
    list.meetings.forEach((meeting, index) => {
      if (index % (count / short) === 0) meeting.endTime = new Date(Date.parse(meeting.startTime) + 2 * 60_000).toISOString();
    });
    const body = JSON.stringify(list);
    let deleted = 0;
    await page.route(
      (url) => url.pathname === '/v1/me/meetings',
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body }),
    );
    await page.route('**/v1/me/meetings/*', (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback();
      deleted += 1;
      const id = new URL(route.request().url()).pathname.split('/').pop() ?? '';
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, deletedMeetingId: id }) });
    });
    await page.goto(`${appUrl}/me/meetings?select=on`);
    const selectAll = page.getByRole('button', { name: `Select all loaded (${count})` });
    await selectAll.waitFor({ timeout: 30_000 });
    await nextFrames(page);

    await startLongTaskLog(page);
    await selectAll.click();
    await page.getByText(`${count} selected`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await page.getByText('None selected', { exact: true }).waitFor();
    await page.getByText('Clean-up suggestions').click();
    await page.getByRole('button', { name: 'Select short meetings' }).click();
    await page.getByText(`${short} selected`, { exact: true }).waitFor();
    await nextFrames(page);
    const longestTaskSelectingMs = await longest(page);

    await startLongTaskLog(page);
    const before = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Delete selected…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('list', { name: 'Meetings to delete' })
      .getByRole('listitem')
      .nth(short - 1)
      .waitFor({ state: 'attached' });
    await nextFrames(page);
    const reviewMs = (await page.evaluate(() => performance.now())) - before;
    const longestTaskReviewingMs = await longest(page);

    await dialog.getByRole('button', { name: `Delete ${short} meetings` }).click();
    await page.getByRole('progressbar').waitFor({ timeout: 30_000 });
    const started = await page.evaluate(() => performance.now());
    await startLongTaskLog(page);
    await page.getByText(`${short} of ${short} deleted. Done.`).waitFor({ timeout: 10 * 60_000 });
    const deleteMs = (await page.evaluate(() => performance.now())) - started;
    return {
      loaded: count,
      longestTaskSelectingMs,
      reviewMs,
      longestTaskReviewingMs,
      deleted,
      deleteMs,
      longestTaskDeletingMs: await longest(page),
    };
  } finally {
    await bench.close();
  }
}
