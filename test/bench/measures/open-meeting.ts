import type { Browser } from 'playwright-core';
import { openBenchPage, probeClicks, probeText, probeTime } from '../page-probes';

export interface MeetingTarget {
  id: string;
  title: string;
  /** Text of the rendered markdown summary (not of the short summary shown before it). */
  summaryText: string;
}

export type MeetingDetail = { summary: { markdown: string | null; short: string | null } | null };

/**
 * A line of a meeting's rendered markdown summary that nothing else on its screen contains: not the
 * short summary (shown at once), nor the transcript, which quotes the summary's key points.
 */
export function summaryLineOf(detail: MeetingDetail, meetingId: string): string {
  const elsewhere = JSON.stringify({ ...detail, summary: { short: detail.summary?.short } });
  const line = (detail.summary?.markdown ?? '')
    .split('\n')
    .map((text) => text.replace(/^[#>*\-\d.\s|]+|[*_`|]/g, '').trim())
    .find((text) => text.length > 12 && !elsewhere.includes(text));
  if (!line) throw new Error(`meeting ${meetingId} has no markdown summary to look for`);
  return line;
}

/**
 * Hover the meeting's row (which prefetches its data and code), wait until that is done, then click:
 * ms from the click to the summary on screen.
 */
export async function openPrefetchedMeeting(browser: Browser, listUrl: string, apiKey: string, meeting: MeetingTarget): Promise<number> {
  const bench = await openBenchPage(browser, { cache: true, apiKey });
  try {
    await probeText(bench.context, 'summary', meeting.summaryText);
    await probeClicks(bench.context);
    const { page } = bench;
    await page.goto(listUrl);
    // The app's own rows: the early entry's first rows are plain links, which warm nothing up.
    await page.getByRole('banner').waitFor();
    const row = page.getByRole('link', { name: meeting.title }).first();
    const detail = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(`/meetings/${meeting.id}`));
    await row.hover();
    await detail;
    // The screen's code (and anything it loads lazily) is fetched on hover too: let it all arrive.
    await page.waitForLoadState('networkidle');
    const clicked = probeTime(page, 'click');
    const shown = probeTime(page, 'summary');
    await row.click();
    return (await shown) - (await clicked);
  } finally {
    await bench.close();
  }
}

/** A meeting's URL opened cold: ms from navigation start to its summary on screen. */
export async function openMeetingCold(browser: Browser, meetingUrl: string, apiKey: string, meeting: MeetingTarget): Promise<number> {
  const bench = await openBenchPage(browser, { cache: false, apiKey });
  try {
    await probeText(bench.context, 'summary', meeting.summaryText);
    const shown = probeTime(bench.page, 'summary');
    await bench.page.goto(meetingUrl, { waitUntil: 'commit' });
    return await shown;
  } finally {
    await bench.close();
  }
}
