import type { Browser, Page } from 'playwright-core';
import { longTasks, nextFrames, openBenchPage, startLongTaskLog } from '../page-probes';
import { longMeetingPage } from '../synthetic-data';

export interface CleanupFigures {
  loaded: number;
  /** How many the suggestion selects (every fifth meeting is two minutes long), reviewed and confirmed. */
  selected: number;
  /** Longest main-thread task while selecting all loaded, then clearing, then the short ones, ms (0: none over 50 ms). */
  longestTaskSelectingMs: number;
  /** ms from "Delete selected…" to the review dialog listing every meeting. */
  reviewMs: number;
  longestTaskReviewingMs: number;
  deleted: number;
  /** ms from the end of the undo window to the last DELETE answered (or to Stop): the pace the API's rate allows. */
  deleteMs: number;
  longestTaskDeletingMs: number;
  /** With a Stop: ms from the click to the panel saying it stopped, and DELETEs sent after the click. */
  stopMs: number | null;
  sentAfterStop: number | null;
  longestTaskStoppingMs: number | null;
}

interface CleanupRun {
  /** Meetings loaded in one page (a server that ignores `limit`). */
  count: number;
  /** Stop the batch after this many DELETEs, rather than let it run to its end. */
  stopAfter?: number;
}

const longest = async (page: Page) => Math.max(0, ...(await longTasks(page)));

/**
 * `count` meetings loaded in one page, every fifth of them two minutes long; in selection mode:
 * select all and clear, select the short ones with the suggestion, review, confirm, and delete them
 * (or Stop after `stopAfter`). The API's answers are served in the page (DELETE answered at once), so
 * what is measured is the dashboard: its responsiveness, and the pace it keeps to stay within the
 * API's rate.
 */
export async function reviewAndDelete(
  browser: Browser,
  appUrl: string,
  apiKey: string,
  { count, stopAfter }: CleanupRun,
): Promise<CleanupFigures> {
  const short = count / 5;
  const bench = await openBenchPage(browser, { cache: true, apiKey });
  try {
    const { page } = bench;
    const list = longMeetingPage(count);
    list.meetings.forEach((meeting, index) => {
      if (index % 5 === 0) meeting.endTime = new Date(Date.parse(meeting.startTime) + 2 * 60_000).toISOString();
    });
    const body = JSON.stringify(list);
    let deleted = 0;
    let sentAfterStop: number | null = null;
    await page.route(
      (url) => url.pathname === '/v1/me/meetings',
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body }),
    );
    await page.route('**/v1/me/meetings/*', (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback();
      deleted += 1;
      if (sentAfterStop !== null) sentAfterStop += 1;
      const id = new URL(route.request().url()).pathname.split('/').pop() ?? '';
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, deletedMeetingId: id }) });
    });
    await page.goto(`${appUrl}/me/meetings?select=on`);
    const selectAll = page.getByRole('button', { name: `Select all loaded (${count})` });
    await selectAll.waitFor({ timeout: 60_000 });
    await nextFrames(page);

    await startLongTaskLog(page);
    await selectAll.click();
    await page.getByText(`${count} selected`, { exact: true }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await page.getByText('None selected', { exact: true }).waitFor({ timeout: 60_000 });
    await page.getByText('Clean-up suggestions').click();
    await page.getByRole('button', { name: 'Select short meetings' }).click();
    await page.getByText(`${short} selected`, { exact: true }).waitFor({ timeout: 60_000 });
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
      .waitFor({ state: 'attached', timeout: 60_000 });
    await nextFrames(page);
    const reviewMs = (await page.evaluate(() => performance.now())) - before;
    const longestTaskReviewingMs = await longest(page);

    await dialog.getByRole('button', { name: `Delete ${short} meetings` }).click();
    await page.getByRole('progressbar').waitFor({ timeout: 60_000 });
    const started = await page.evaluate(() => performance.now());
    await startLongTaskLog(page);
    let stopMs: number | null = null;
    let longestTaskStoppingMs: number | null = null;
    if (stopAfter === undefined) {
      await page.getByText(`${short} of ${short} deleted. Done.`).waitFor({ timeout: 10 * 60_000 });
    } else {
      await page.getByText(new RegExp(`^${stopAfter} of ${short} deleted`)).waitFor({ timeout: 10 * 60_000 });
    }
    const deleteMs = (await page.evaluate(() => performance.now())) - started;
    const longestTaskDeletingMs = await longest(page);
    if (stopAfter !== undefined) {
      await startLongTaskLog(page);
      const stop = page.getByRole('button', { name: 'Stop' });
      // From the click, as the page got it, to the first frame that says the batch stopped.
      const stopped = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let at = 0;
            document.addEventListener('click', () => (at = performance.now()), { capture: true, once: true });
            new MutationObserver((_, observer) => {
              if (!at || !document.body.textContent?.includes('. Stopped:')) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - at));
            }).observe(document.body, { subtree: true, childList: true, characterData: true });
          }),
      );
      sentAfterStop = 0;
      await stop.click();
      stopMs = await stopped;
      // The batch has ended (a DELETE on its way finishes first): nothing can be sent after this.
      await page.getByRole('button', { name: 'Close' }).waitFor({ timeout: 60_000 });
      longestTaskStoppingMs = await longest(page);
    }
    return {
      loaded: count,
      selected: short,
      longestTaskSelectingMs,
      reviewMs,
      longestTaskReviewingMs,
      deleted,
      deleteMs,
      longestTaskDeletingMs,
      stopMs,
      sentAfterStop,
      longestTaskStoppingMs,
    };
  } finally {
    await bench.close();
  }
}
