import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { longTasks, nextFrames, openBenchPage, speedUpPageClock, startLongTaskLog, traceMainThread } from '../page-probes';
import { detailedMeeting, longMeetingPage } from '../synthetic-data';

export interface ExportFigures {
  meetings: number;
  /** Longest main-thread task from the click on Export to the dialog saying it saved, ms (0: none over 50 ms). */
  longestTaskMs: number;
  /** Every task over 50 ms in that time, ms. */
  longTasksMs: number[];
  /**
   * The same time traced (the trace's tasks are not quite the long-task entries: tracing adds its own
   * work): the CPU time of each task that lasted over 50 ms, the rest of which was spent waiting for
   * a core or another thread, and the most CPU time any one task took, ms.
   */
  longTasksCpuMs: number[];
  mostCpuInATaskMs: number;
  /** ms from the click on Export to the download's arrival (the reading, paced on a sped-up clock, included). */
  downloadMs: number;
  /** ms from "Writing the archive…" on screen to the download: the notes written and zipped in the worker. */
  writingMs: number;
  archiveBytes: number;
  files: number;
  /** A note per meeting, a note per person (under People/), index.md and tasks.csv. */
  meetingNotes: number;
  personNotes: number;
  people: number;
  hasIndex: boolean;
  /** Data rows of tasks.csv (one per action item), and how many the meetings have. */
  taskRows: number;
  tasks: number;
  /** index.md says every meeting asked for is in the archive. */
  saysComplete: boolean;
}

/** The page's Date.now runs this much faster: 80 reads a minute would take six minutes over 500 meetings. */
const CLOCK_SPEED = 100;
const MEETING_NOTE = /^\d{4}-\d\d-\d\d [^/]+\.md$/;

/**
 * `count` meetings of realistic size (synthetic-data's `detailedMeeting`) in one list page, each
 * answered in the page; in selection mode: select all loaded, "Export selected…", Export, and the
 * download. Measures the main thread from the click on Export until the dialog says it saved (the
 * reading, the archive written in its worker, the download), and opens the archive to check that it
 * holds every note.
 */
export async function exportMeetings(browser: Browser, appUrl: string, apiKey: string, count = 500): Promise<ExportFigures> {
  const bench = await openBenchPage(browser, { cache: true, apiKey });
  try {
    const { page, context } = bench;
    await speedUpPageClock(context, CLOCK_SPEED);
    const list = longMeetingPage(count);
    const meetings = list.meetings.map((row, index) => detailedMeeting(row, index));
    const details = new Map(meetings.map((meeting) => [meeting.id, JSON.stringify(meeting)]));
    const body = JSON.stringify(list);
    await page.route(
      (url) => url.pathname === '/v1/me/meetings',
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body }),
    );
    await page.route('**/v1/me/meetings/*', (route) => {
      const detail = details.get(decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop() ?? ''));
      if (!detail) return route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' });
      return route.fulfill({ status: 200, contentType: 'application/json', body: detail });
    });
    await page.goto(`${appUrl}/me/meetings?select=on`);
    const selectAll = page.getByRole('button', { name: `Select all loaded (${count})` });
    await selectAll.waitFor({ timeout: 60_000 });
    await selectAll.click();
    await page.getByText(`${count} selected`, { exact: true }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Export selected…' }).click();
    const dialog = page.getByRole('dialog', { name: `Export ${count} meetings` });
    const exportButton = dialog.getByRole('button', { name: `Export ${count} meetings` });
    await exportButton.waitFor({ timeout: 60_000 });
    await nextFrames(page);

    await startLongTaskLog(page);
    const stopTrace = await traceMainThread(browser, page);
    // Page-clock marks: the click on Export, "Writing the archive…" shown, and the download's link
    // clicked. Recorded in the page because the writing step may be on screen for less time than a
    // poll from here would take to see it.
    await page.evaluate(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { __benchExport: Record<string, number> }).__benchExport = marks;
      document.addEventListener(
        'click',
        (event) => {
          if (event.target instanceof HTMLAnchorElement && event.target.download) marks.download ??= performance.now();
          else marks.click ??= performance.now();
        },
        { capture: true },
      );
      new MutationObserver((_, observer) => {
        if (!document.querySelector('dialog[open]')?.textContent?.includes('Writing the archive')) return;
        marks.writing = performance.now();
        observer.disconnect();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const downloading = page.waitForEvent('download', { timeout: 10 * 60_000 });
    await exportButton.click();
    const download = await downloading;
    await dialog.getByText(`with all ${count} meetings.`, { exact: false }).waitFor({ timeout: 60_000 });
    await nextFrames(page);
    const longTasksMs = await longTasks(page);
    const tasks = await stopTrace();
    const marks = await page.evaluate(() => (window as unknown as { __benchExport: Record<string, number> }).__benchExport);

    const zip = readFileSync(await download.path());
    const files = Object.entries(unzipSync(zip));
    const text = (path: string) => {
      const found = files.find(([name]) => name === path);
      return found ? strFromU8(found[1]) : null;
    };
    const tasksCsv = text('tasks.csv') ?? '';
    const people = new Set(meetings.flatMap((meeting) => meeting.participants.map((person) => person.email))).size;
    return {
      meetings: count,
      longestTaskMs: Math.max(0, ...longTasksMs),
      longTasksMs,
      longTasksCpuMs: tasks.filter((task) => task.wallMs > 50).map((task) => task.cpuMs),
      mostCpuInATaskMs: Math.max(0, ...tasks.map((task) => task.cpuMs)),
      downloadMs: (marks.download ?? NaN) - (marks.click ?? NaN),
      writingMs: (marks.download ?? NaN) - (marks.writing ?? NaN),
      archiveBytes: zip.byteLength,
      files: files.length,
      meetingNotes: files.filter(([path]) => MEETING_NOTE.test(path)).length,
      personNotes: files.filter(([path]) => path.startsWith('People/')).length,
      people,
      hasIndex: text('index.md') !== null,
      taskRows: tasksCsv.trimEnd().split('\r\n').length - 1,
      tasks: meetings.reduce((sum, meeting) => sum + meeting.tasks.length, 0),
      saysComplete: (text('index.md') ?? '').includes(`All ${count} meetings are in this archive.`),
    };
  } finally {
    await bench.close();
  }
}
