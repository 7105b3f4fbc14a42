import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/data/db';
import type { MeetingRecord } from '@/mocks/data/records';
import { server } from '@/mocks/node/test-server';
import { DATA_SCENARIOS } from '@/mocks/scenarios/data-scenarios';
import { MARKUP_TITLE, markupMeeting } from '@/mocks/scenarios/hostile-text';
import { useDataScenario } from '../../../../support/data-scenario';
import { findMeetingPage, section } from '../../../../support/meeting-page';
import { renderApp } from '../../../../support/render-app';
import { recordRequests, sentTo } from '../../../../support/request-log';

const mine = () => db.meetings().filter((m) => m.ownerId === db.me().id);
function meetingWhere(predicate: (m: MeetingRecord) => boolean): MeetingRecord {
  const meeting = mine().find(predicate);
  if (!meeting) throw new Error('the seed has no such meeting');
  return meeting;
}
const fullMeeting = () =>
  meetingWhere((m) =>
    Boolean(
      m.title && m.summary?.markdown && m.event?.attendees?.length && m.tasks?.some((t) => t.assignee) && m.transcript?.startsWith('**'),
    ),
  );
/** The transcript's turns (not its speaker chips). */
const turnList = () => within(section('Transcript')).getByRole('list', { name: 'Turns' });
/** How many turns of a transcript (in any of its three formats) the speaker has. */
const turnsBy = (transcript: string, speaker: string) =>
  transcript
    .split('\n')
    .filter((line) => [`**${speaker}**`, `${speaker}:`].some((start) => line.replace(/^\[[\d:]+\] /, '').startsWith(start))).length;
/** How often a name is listed among a meeting's participants and calendar invitees. */
const listedAs = (meeting: MeetingRecord, name: string) =>
  [...(meeting.participants ?? []), ...(meeting.event?.attendees ?? [])].filter((person) => person.name === name).length;
/** A fact in the meeting's header (Date, Owner, Tags…): its value, not a table cell of the same name. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

/**
 * Opens a meeting's page once all of it is there: the summary's markdown arrives in a lazily loaded
 * part, and its headings and table (a second "Owner") must not land between a test's queries.
 */
async function openMeeting(meeting: MeetingRecord, query = '') {
  const app = renderApp(`/me/meetings/${meeting.id}${query}`);
  await findMeetingPage();
  const firstHeading = /^#{1,6} (.+)$/m.exec(meeting.summary?.markdown ?? '')?.[1];
  if (firstHeading) await within(section('Summary')).findByRole('heading', { level: 3, name: firstHeading });
  return app;
}

describe('the meeting page', () => {
  it('shows every section of a full record', async () => {
    const meeting = fullMeeting();
    await openMeeting(meeting);
    expect(screen.getByRole('heading', { level: 1, name: meeting.title! })).toBeInTheDocument();
    expect(fact('Owner')).toHaveTextContent('alex.morgan@acme.example');
    for (const tag of meeting.tags ?? []) expect(screen.getByRole('link', { name: `Meetings tagged ${tag.name}` })).toBeInTheDocument();

    const summary = section('Summary');
    // The short summary leads; the markdown does not say it again.
    expect(within(summary).getAllByText(meeting.summary!.short!)).toHaveLength(1);
    const table = within(summary).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Owner' })).toBeInTheDocument();
    expect(within(summary).getByRole('heading', { level: 3, name: 'Key points' })).toBeInTheDocument();

    const transcript = section('Transcript');
    const firstSpeaker = /^\*\*(.+)\*\*$/m.exec(meeting.transcript!)![1]!;
    expect(within(turnList()).getAllByText(firstSpeaker)).toHaveLength(turnsBy(meeting.transcript!, firstSpeaker));
    expect(within(transcript).queryByText(/\*\*/)).not.toBeInTheDocument();

    const attendees = section('Attendees');
    for (const person of meeting.participants ?? [])
      expect(within(attendees).getAllByText(person.name!)).toHaveLength(listedAs(meeting, person.name!));
    expect(within(attendees).getByText('Organizer')).toBeInTheDocument();

    const actions = section('Action items');
    for (const task of meeting.tasks ?? []) {
      expect(within(actions).getAllByText(task.content)).toHaveLength(meeting.tasks!.filter((t) => t.content === task.content).length);
    }
    expect(within(actions).getByRole('link', { name: 'See tasks on the board' })).toHaveAttribute(
      'href',
      `/me/tasks?meeting=${meeting.id}`,
    );

    expect(within(section('Calendar event')).getByText(meeting.event!.externalId!)).toBeInTheDocument();
  });

  it('shows unknown response statuses as they come', async () => {
    const meeting = meetingWhere((m) => Boolean(m.event?.attendees?.some((a) => a.responseStatus === 'delegated')));
    await openMeeting(meeting);
    const delegated = meeting.event!.attendees!.filter((a) => a.responseStatus === 'delegated');
    expect(within(section('Attendees')).getAllByText('delegated')).toHaveLength(delegated.length);
  });

  it("keeps a demo meeting's summary in line with the rest of its page", async () => {
    // One without action items: its summary has no table of them, and says nothing twice.
    const meeting = meetingWhere((m) => m.tasks?.length === 0 && Boolean(m.summary?.markdown));
    await openMeeting(meeting);
    expect(section('Action items')).toHaveTextContent('No action items were found');
    expect(within(section('Summary')).queryByRole('table')).not.toBeInTheDocument();
    expect(within(section('Summary')).getAllByText(meeting.summary?.short ?? '')).toHaveLength(1);
  });

  it('shows a generated title that is about the demo meeting it belongs to', async () => {
    await openMeeting(meetingWhere((m) => Boolean(m.title?.startsWith('Cross-functional alignment'))));
    expect(screen.getByText(/^Generated title:/)).toHaveTextContent('Generated title: Q1 enterprise launch alignment');
  });

  it("lists a demo meeting's action items in its summary's table, one row each", async () => {
    const meeting = meetingWhere((m) => (m.tasks?.length ?? 0) > 0 && Boolean(m.summary?.markdown) && m.id !== fullMeeting().id);
    await openMeeting(meeting);
    const rows = within(within(section('Summary')).getByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(meeting.tasks?.map((task) => task.content));
  });

  it('copes with a record whose every optional field is null, and says so', async () => {
    const meeting = meetingWhere((m) => m.summary === null && m.transcript === null);
    await openMeeting(meeting);
    expect(section('Summary')).toHaveTextContent('No summary yet');
    expect(section('Transcript')).toHaveTextContent('No transcript is available');
    expect(section('Attendees')).toHaveTextContent('No participants were recorded');
    expect(section('Attendees')).toHaveTextContent('No calendar event is linked');
    expect(section('Action items')).toHaveTextContent('No action items were found');
    expect(section('Calendar event')).toHaveTextContent('not linked to a calendar event');
    expect(fact('Tags')).toHaveTextContent('None');
  });

  it('copes with an empty object from the server', async () => {
    server.use(http.get('*/v1/me/meetings/:id', () => HttpResponse.json({})));
    renderApp('/me/meetings/123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Untitled meeting' })).toBeInTheDocument();
    expect(fact('Date')).toHaveTextContent('Unknown');
  });

  it('says when the transcript is still processing', async () => {
    await openMeeting(meetingWhere((m) => m.transcript === ''));
    expect(section('Transcript')).toHaveTextContent('The transcript is empty');
  });

  it('falls back to the plain text of the HTML summary, without rendering it', async () => {
    server.use(
      http.get('*/v1/me/meetings/:id', () =>
        HttpResponse.json({ title: 'T', summary: { html: '<h2>Plan</h2><img src=x onerror="alert(1)"><p>Ship <b>it</b></p>' } }),
      ),
    );
    renderApp('/me/meetings/123');
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('PlanShip it');
    expect(summary.querySelector('img, h2 + h2, b')).toBeNull();
  });

  it('recognises timestamped and "Name: text" transcripts', async () => {
    const stamped = meetingWhere((m) => /^\[\d{2}:\d{2}:\d{2}\] /.test(m.transcript ?? ''));
    const { unmount } = await openMeeting(stamped);
    const [, time, speaker] = /^\[(\d{2}:\d{2}:\d{2})\] ([^:]+):/.exec(stamped.transcript!)!;
    expect(within(section('Transcript')).getByText(time!)).toBeInTheDocument();
    expect(within(turnList()).getAllByText(speaker!)).toHaveLength(turnsBy(stamped.transcript!, speaker!));
    unmount();
    const named = meetingWhere((m) => /^Alex Morgan: /.test(m.transcript ?? ''));
    await openMeeting(named);
    expect(within(turnList()).getAllByText('Zoë Łukasik')).toHaveLength(turnsBy(named.transcript!, 'Zoë Łukasik'));
    expect(within(section('Transcript')).queryByText(/^Alex Morgan: /)).not.toBeInTheDocument();
  });

  it('shows a not-found view with a way back for an unknown meeting', async () => {
    renderApp('/me/meetings/999');
    expect(await screen.findByRole('heading', { name: 'Meeting not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to meetings' })).toHaveAttribute('href', '/me/meetings');
  });

  it('offers Retry when loading fails', async () => {
    server.use(http.get('*/v1/me/meetings/:id', () => HttpResponse.error(), { once: true }));
    const { user } = renderApp(`/me/meetings/${fullMeeting().id}`);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: fullMeeting().title! })).toBeInTheDocument();
  });

  it('copies the summary', async () => {
    const meeting = fullMeeting();
    const { user } = await openMeeting(meeting);
    await user.click(screen.getByRole('button', { name: 'Copy summary' }));
    expect(await screen.findByText('Summary copied to the clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(meeting.summary!.markdown);
  });

  it('links a tag chip to the personal list filtered by that tag', async () => {
    const meeting = meetingWhere((m) => m.tags?.some((t) => t.name === 'Customer') ?? false);
    const sent = recordRequests();
    const { user, url } = await openMeeting(meeting);
    await user.click(screen.getByRole('link', { name: 'Meetings tagged Customer' }));
    await waitFor(() => expect(url()).toBe('/me/meetings?tag=Customer'));
    await waitFor(() => expect(sentTo(sent, '/v1/me/meetings').at(-1)?.url.searchParams.get('tag')).toBe('Customer'));
  });
});

describe('a meeting with fields of the wrong type', () => {
  it('shows everything readable and lists each odd field with what was sent', async () => {
    server.use(...DATA_SCENARIOS['odd-fields']().handlers);
    const meeting = fullMeeting();
    await openMeeting(meeting);
    expect(screen.getByRole('heading', { level: 1, name: meeting.title! })).toBeInTheDocument();
    expect(within(section('Summary')).getAllByText(meeting.summary!.short!).length).toBeGreaterThan(0);
    expect(within(section('Attendees')).getAllByText(meeting.event!.attendees![0]!.name!).length).toBeGreaterThan(0);
    const odd = screen.getByRole('complementary', { name: 'Parts that could not be read' });
    const items = within(odd)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'endTime: 42',
      'tasks 1 › completed: true',
      'tasks 2 › assignee: bob',
      'tags 1 › color: 7',
      'event › attendees 1 › organizer: yes',
    ]);
  });

  it('says nothing of the kind when every field was read', async () => {
    await openMeeting(fullMeeting());
    expect(screen.queryByRole('complementary', { name: 'Parts that could not be read' })).not.toBeInTheDocument();
  });
});

describe('safety', () => {
  it('never runs or injects markup from the title, summary or transcript', async () => {
    useDataScenario('markup-text');
    await openMeeting(markupMeeting());
    const summary = section('Summary');
    await within(summary).findByText(/Threat model/);
    expect(document.querySelector('main script, main img, main iframe')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(MARKUP_TITLE);
    // Raw HTML in markdown is shown as text, not rendered.
    expect(summary).toHaveTextContent('<script>alert("summary")</script>');
    expect(within(summary).queryByText('not bold', { selector: 'b' })).toBeNull();
    // A javascript: link is not a link; a web link opens safely.
    expect(within(summary).getByText('Open the report').closest('a')).toBeNull();
    expect(within(summary).getByRole('link', { name: 'Threat model' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(section('Transcript')).toHaveTextContent('Paste this: <script>alert("transcript")</script>');
  });
});

describe('find in transcript', () => {
  const countOf = (text: string, word: string) => text.toLowerCase().split(word).length - 1;

  it('counts the matches, steps through them and highlights the current one', async () => {
    const meeting = fullMeeting();
    const word = 'the';
    const expected = (meeting.transcript ?? '')
      .split('\n')
      .filter((line) => !/^\*\*.*\*\*$/.test(line))
      .reduce((sum, line) => sum + countOf(line, word), 0);
    const { user } = await openMeeting(meeting);
    await user.type(screen.getByRole('searchbox', { name: 'Find in transcript' }), word);
    const status = within(section('Transcript')).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(`1 of ${expected} matches`));
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(status).toHaveTextContent(`2 of ${expected} matches`);
    await user.click(screen.getByRole('button', { name: 'Previous match' }));
    await user.click(screen.getByRole('button', { name: 'Previous match' }));
    expect(status).toHaveTextContent(`${expected} of ${expected} matches`);
    const current = section('Transcript').querySelector('mark[aria-current="true"]');
    expect(current?.textContent?.toLowerCase()).toBe(word);
  });

  it('says when nothing matches', async () => {
    const { user } = await openMeeting(fullMeeting());
    await user.type(screen.getByRole('searchbox', { name: 'Find in transcript' }), 'zebra-crossing');
    expect(await within(section('Transcript')).findByText('No matches')).toBeInTheDocument();
  });

  it('starts from ?find= (a search hit) with the hit highlighted', async () => {
    const meeting = meetingWhere((m) => /pricing/i.test(m.transcript ?? '') && (m.transcript ?? '').length < 20_000);
    await openMeeting(meeting, '?find=pricing');
    expect(screen.getByRole('searchbox', { name: 'Find in transcript' })).toHaveValue('pricing');
    await waitFor(() => expect(within(section('Transcript')).getByRole('status')).toHaveTextContent(/^1 of \d+ match/));
    expect(section('Transcript').querySelector('mark[aria-current="true"]')).toHaveTextContent(/pricing/i);
  });

  it('keeps a 3-hour transcript to a bounded number of rendered turns', async () => {
    const meeting = meetingWhere((m) => (m.transcript ?? '').split('\n').length > 20_000);
    await openMeeting(meeting);
    const transcript = section('Transcript');
    expect(within(transcript).getByRole('status')).toHaveTextContent(/^\d{4,} entries$/);
    expect(within(transcript).queryAllByRole('listitem').length).toBeLessThan(100);
  });
});
