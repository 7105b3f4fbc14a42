import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLAIN_SUMMARY_CHARS, summaryOverLimits } from '@/features/meetings/detail/model/summary-limits';
import { db } from '@/mocks/data/db';
import { HOSTILE_SUMMARIES, hostileSummaryId, type HostileSummaryTitle } from '@/mocks/scenarios/hostile-text';
import { useDataScenario } from '../../../../support/data-scenario';
import { readText, recordDownloads } from '../../../../support/downloads';
import { findMeetingPage, section } from '../../../../support/meeting-page';
import { renderApp } from '../../../../support/render-app';

/**
 * Summaries that crashed the meeting screen ("Maximum call stack size exceeded", title, transcript and
 * Delete gone) or held the page for seconds: shown as plain text with a note, the page around them
 * whole. (The browser journey opens them in Chromium, at the window’s width: test/e2e/journeys/hostile-text.spec.ts.)
 */

const TOO_COMPLEX = 'This summary is nested too deeply, or formatted too heavily, to show formatted: here it is as plain text';
const TOO_LONG = 'This summary is too long to show formatted: here it is as plain text';

/** The note each one gets, and whether only its start is shown. */
const EXPECTED: Record<HostileSummaryTitle, string> = {
  'Summary of 10,000 quote levels': TOO_COMPLEX,
  'Summary of 300 nested lists': TOO_COMPLEX,
  'Summary on one 2 MB line': TOO_LONG,
  'Summary of 200 nested emphases': TOO_COMPLEX,
  'Summary of 6,000 emphasis markers': TOO_COMPLEX,
};

describe('a summary past the limits of the Markdown parser', () => {
  const downloads = recordDownloads();

  it.each(Object.keys(HOSTILE_SUMMARIES) as HostileSummaryTitle[])('“%s” is plain text with a note; the page is whole', async (title) => {
    useDataScenario('hostile-markdown');
    // As the page has it: trimmed.
    const markdown = HOSTILE_SUMMARIES[title].trim();
    renderApp(`/me/meetings/${hostileSummaryId(title)}`);
    await findMeetingPage(title);
    expect(screen.getByRole('button', { name: 'Delete meeting' })).toBeInTheDocument();
    expect(within(section('Transcript')).getByText('Happy to be here.')).toBeInTheDocument();

    const summary = section('Summary');
    const note = await within(summary).findByRole('note');
    const cut = markdown.length > PLAIN_SUMMARY_CHARS;
    expect(note).toHaveTextContent(
      cut
        ? `${EXPECTED[title]}, its first 10,000 of ${markdown.length.toLocaleString('en-US')} characters. Copy summary and Download .md have all of it.`
        : `${EXPECTED[title]}.`,
    );
    const shown = note.nextElementSibling?.textContent ?? '';
    expect(shown === (cut ? `${markdown.slice(0, PLAIN_SUMMARY_CHARS)}…` : markdown)).toBe(true);
    // Nothing of it was formatted.
    expect(within(summary).queryByRole('list')).not.toBeInTheDocument();
    expect(summary.querySelector('blockquote, em, strong')).toBeNull();
  });

  it('has all of a 2 MB summary in Copy summary and in the meeting’s Markdown', async () => {
    useDataScenario('hostile-markdown');
    const title = 'Summary on one 2 MB line';
    const { user } = renderApp(`/me/meetings/${hostileSummaryId(title)}`);
    await findMeetingPage(title);
    await user.click(screen.getByRole('button', { name: 'Copy summary' }));
    await screen.findByText('Summary copied to the clipboard.');
    expect((await navigator.clipboard.readText()) === HOSTILE_SUMMARIES[title].trim()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Download .md' }));
    expect((await readText(downloads[0]!.blob)).includes(HOSTILE_SUMMARIES[title].trim())).toBe(true);
  });
});

describe('the limits', () => {
  it('leave every summary of the demo data formatted', () => {
    const summaries = db.meetings().flatMap((meeting) => meeting.summary?.markdown ?? []);
    expect(summaries.length).toBeGreaterThan(100);
    expect(summaries.filter((markdown) => summaryOverLimits(markdown) !== null)).toEqual([]);
  });
});
