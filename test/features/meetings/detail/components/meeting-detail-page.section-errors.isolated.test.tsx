import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ReactVirtual from '@tanstack/react-virtual';
import type * as ReactMarkdown from 'react-markdown';
import { server } from '@/mocks/node/test-server';
import { findMeetingPage, section } from '../../../../support/meeting-page';
import { renderApp } from '../../../../support/render-app';

/**
 * A part of the meeting page that throws while rendering, for a reason nobody foresaw, fails alone.
 * The crash is made in the libraries beneath the page, never in our own modules: the Markdown
 * renderer throws on text holding 💥, the virtualizer of a long transcript while `crash.transcript` is set.
 * A mocked library must be loaded fresh, so this file runs in the isolated project (`*.isolated.test`).
 */
// Hoisted with the mocks, which the page's modules call.
const { CRASH, crash } = vi.hoisted(() => ({ CRASH: '💥', crash: { transcript: false } }));
vi.mock('react-markdown', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactMarkdown>();
  return {
    ...actual,
    default: (options: Parameters<typeof actual.default>[0]) => {
      if (String(options.children).includes(CRASH)) throw new Error('The Markdown renderer crashed');
      return actual.default(options);
    },
  };
});
vi.mock('@tanstack/react-virtual', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactVirtual>();
  return {
    ...actual,
    useVirtualizer: ((options) => {
      if (crash.transcript) throw new Error('The transcript view crashed');
      return actual.useVirtualizer(options);
    }) satisfies typeof actual.useVirtualizer,
  };
});
afterEach(() => {
  crash.transcript = false;
});

function serveMeeting(meeting: object) {
  server.use(
    http.get('*/v1/me/meetings/:id', () =>
      HttpResponse.json({
        id: 'm1',
        title: 'Design review',
        summary: { markdown: '## Notes\n\nAll fine.', short: 'A short summary.' },
        transcript: '**Alex Morgan**\nHello.\n\n**Dana Whitfield**\nHi there.',
        participants: [{ id: 'p1', name: 'Alex Morgan', email: 'alex.morgan@acme.example' }],
        tasks: [{ content: 'Send the notes', completed: false, assignee: null }],
        ...meeting,
      }),
    ),
  );
}

/** Console errors of the crashes the test causes (a boundary logs what it caught; React does too). */
function expectedConsoleErrors() {
  return vi.mocked(console.error).mockImplementation(() => undefined);
}
const logged = (spy: ReturnType<typeof expectedConsoleErrors>) => spy.mock.calls.map((args) => args.map(String).join(' '));

describe('a part of the meeting page that crashes', () => {
  it('the summary’s Markdown: shown as plain text, the rest of the page whole', async () => {
    const errors = expectedConsoleErrors();
    serveMeeting({ summary: { markdown: `## Notes ${CRASH}\n\n- one`, short: null } });
    renderApp('/me/meetings/m1');
    await findMeetingPage('Design review');
    const summary = section('Summary');
    expect(await within(summary).findByRole('note')).toHaveTextContent(
      'This summary could not be shown formatted: here it is as plain text.',
    );
    expect(within(summary).getByText(`## Notes ${CRASH} - one`, { normalizer: (text) => text.replace(/\s+/g, ' ') })).toBeInTheDocument();
    expect(within(section('Transcript')).getByText('Hi there.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete meeting' })).toBeInTheDocument();
    expect(logged(errors).some((line) => line.startsWith("The summary's Markdown crashed: Error: The Markdown renderer crashed"))).toBe(
      true,
    );
  });

  it('the transcript: says so with Try again; the title, Delete and the other sections stay', async () => {
    const errors = expectedConsoleErrors();
    crash.transcript = true;
    // Long enough to be virtualized (a 3-hour meeting has thousands of turns).
    serveMeeting({ transcript: Array.from({ length: 400 }, (_, i) => `**Alex Morgan**\nPoint ${i + 1}.`).join('\n\n') });
    // Should the crash happen while another part updates, React renders again to recover, and says so.
    const recovered: unknown[] = [];
    const { user } = renderApp('/me/meetings/m1', { onRecoverableError: (error) => recovered.push(error) });
    await findMeetingPage('Design review');
    const transcript = section('Transcript');
    expect(within(transcript).getByRole('alert')).toHaveTextContent('This part of the meeting could not be shown.');
    expect(screen.getByRole('heading', { level: 1, name: 'Design review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete meeting' })).toBeInTheDocument();
    expect(within(section('Summary')).getByRole('heading', { level: 3, name: 'Notes' })).toBeInTheDocument();
    expect(within(section('Action items')).getByText('Send the notes')).toBeInTheDocument();
    expect(logged(errors).some((line) => line.startsWith("The meeting's transcript crashed: Error: The transcript view crashed"))).toBe(
      true,
    );
    // Trying again renders it again: it fails again, alone.
    await user.click(within(transcript).getByRole('button', { name: 'Try again' }));
    expect(await within(section('Transcript')).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete meeting' })).toBeInTheDocument();
    for (const error of recovered) expect(error instanceof Error && String(error.cause)).toBe('Error: The transcript view crashed');
  });
});
