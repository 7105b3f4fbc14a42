import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/data/db';
import { server } from '@/mocks/node/test-server';
import { useDataScenario } from '../../../support/data-scenario';
import { deferred } from '../../../support/deferred';
import { readText, recordDownloads } from '../../../support/downloads';
import { renderApp } from '../../../support/render-app';
import { recordRequests, sentTo } from '../../../support/request-log';

const FROM = '2026-10-01';
const TO = '2026-11-20';
const RANGE = `from=${FROM}&to=${TO}`;
const card = (name: string) => screen.getByRole('region', { name });
/** A chart counted from lists not read to their end: its name says so. */
const partialCard = (name: string) => screen.getByRole('region', { name: `${name} (partial)` });
const allRead = () => screen.findByText(/^(All read|Read what could be read):/);

/** Answers to `path` wait until the test calls what this returns: the reading is under way meanwhile. */
function holdAnswers(path: string): () => void {
  const held = deferred();
  server.use(
    http.get(path, async () => {
      await held.promise;
      return undefined;
    }),
  );
  return () => held.resolve();
}

/** The meetings Insights should count: started within the range (local days), with a readable time. */
function countable(ownerId?: string) {
  const start = new Date(2026, 9, 1).getTime();
  const end = new Date(2026, 10, 20, 23, 59, 59, 999).getTime();
  return db.meetings().filter((m) => {
    const s = Date.parse(m.startTime ?? '');
    const e = Date.parse(m.endTime ?? '');
    return (!ownerId || m.ownerId === ownerId) && s >= start && s <= end && e >= s && e - s <= 86_400_000;
  });
}

function tableColumn(region: HTMLElement, name: string): number[] {
  const table = within(region).getByRole('table');
  const head = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const index = head.indexOf(name);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Number(within(row).getAllByRole(index === 0 ? 'rowheader' : 'cell')[index - 1]?.textContent ?? NaN));
}

describe('Insights', () => {
  const downloads = recordDownloads();

  it('counts the personal meetings of the range per week, the same numbers in the chart, its table and its CSV', async () => {
    const sent = recordRequests();
    const { user } = renderApp(`/me/insights?${RANGE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    await allRead();
    const weekly = card('Meeting time per week');
    const expected = countable(db.me().id);
    expect(expected.length).toBeGreaterThan(10);
    expect(weekly).toHaveTextContent(new RegExp(`in ${expected.length} meetings over 8 weeks`));

    // Each week is a point of the chart, its figures in its name.
    const weeks = within(weekly).getAllByRole('img', { name: /^Week of / });
    expect(weeks).toHaveLength(8);

    await user.click(within(weekly).getByRole('button', { name: 'Show table' }));
    const meetings = tableColumn(weekly, 'Meetings');
    expect(meetings.reduce((a, b) => a + b, 0)).toBe(expected.length);
    const totals = tableColumn(weekly, 'Total (h)');
    const hoursInChart = within(weekly).getByText(/h in \d+ meetings/).textContent ?? '';
    expect(Math.round(totals.reduce((a, b) => a + b, 0))).toBe(Number(/^([\d.]+) h/.exec(hoursInChart)?.[1]));

    await user.click(within(weekly).getByRole('button', { name: 'Download CSV' }));
    const csv = await readText(downloads[0]!.blob);
    expect(downloads[0]?.download).toBe('meeting-hours-per-week.csv');
    const rows = csv.trim().split('\r\n');
    expect(rows).toHaveLength(9);
    const header = rows[0]!.replace('\uFEFF', '').split(',');
    const meetingsColumn = header.indexOf('Meetings');
    expect(rows.slice(1).reduce((sum, row) => sum + Number(row.split(',')[meetingsColumn]), 0)).toBe(expected.length);

    // Read through the bulk reader: the whole list in pages of 100, each tag's list, both task lists.
    expect(sentTo(sent, '/v1/me/meetings').every((r) => r.url.searchParams.get('limit') === '100')).toBe(true);
    expect(sentTo(sent, '/v1/me/tasks')).not.toHaveLength(0);
  });

  it('stacks by tag; a legend entry hides its tag and shows it again', async () => {
    const { user } = renderApp(`/me/insights?${RANGE}`);
    await allRead();
    const weekly = card('Meeting time per week');
    const legend = within(weekly).getByRole('list', { name: 'Tags: show or hide' });
    const first = within(legend).getAllByRole('button')[0]!;
    const tag = first.textContent ?? '';
    expect(first).toHaveAttribute('aria-pressed', 'true');
    const mentioning = () => within(weekly).queryAllByRole('img', { name: new RegExp(`\\(.*${tag} [\\d.]+ h`) });
    expect(mentioning().length).toBeGreaterThan(0);
    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(mentioning()).toHaveLength(0);
    await user.click(first);
    expect(mentioning().length).toBeGreaterThan(0);
  });

  it('keeps its legend in the tag list’s order, not by hours: the buttons stay put as pages come in', async () => {
    renderApp(`/me/insights?${RANGE}`);
    await allRead();
    const legend = within(card('Meeting time per week')).getByRole('list', { name: 'Tags: show or hide' });
    const shown = within(legend)
      .getAllByRole('button')
      .map((button) => button.textContent ?? '');
    const tagList = db.tags().flatMap(({ name }) => (name ? [name] : []));
    const tags = shown.filter((label) => tagList.includes(label));
    expect(tags.length).toBeGreaterThan(2);
    expect(tags).toEqual(tagList.filter((name) => tags.includes(name)));
  });

  it('moves between weeks with the arrow keys, one tab stop for the chart, and shows the week focused', async () => {
    const { user } = renderApp(`/me/insights?${RANGE}`);
    await allRead();
    const weekly = card('Meeting time per week');
    const weeks = within(weekly).getAllByRole('img', { name: /^Week of / });
    expect(weeks.filter((w) => w.getAttribute('tabindex') === '0')).toHaveLength(1);
    weeks[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(weeks[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(weeks.at(-1)).toHaveFocus();
    // The pointer passing over other weeks changes the tooltip, not where the keys move from.
    await user.hover(weeks[2]!);
    await user.unhover(weeks[2]!);
    await user.keyboard('{ArrowLeft}');
    expect(weeks.at(-2)).toHaveFocus();
  });

  it('names the tags without meetings in the range', async () => {
    renderApp(`/me/insights?${RANGE}`);
    await allRead();
    expect(card('Meeting time per week')).toHaveTextContent(/No meetings tagged Follow-up\./);
  });

  it('says a tag could not be read, stacks what it could, and does not call the rest untagged', async () => {
    server.use(
      http.get('*/v1/me/meetings', ({ request }) =>
        new URL(request.url).searchParams.get('tag') === 'Hiring' ? HttpResponse.json({ error: 'Nope' }, { status: 400 }) : undefined,
      ),
    );
    renderApp(`/me/insights?${RANGE}`);
    expect(await screen.findByText(/^Read what could be read:/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/No meetings tagged “Hiring” read: a page could not be read \(.*Nope\)\./);
    const legend = within(partialCard('Meeting time per week')).getByRole('list', { name: 'Tags: show or hide' });
    expect(legend).not.toHaveTextContent('Untagged');
    expect(legend).toHaveTextContent('Tag not read');
  });

  it('leads from a person’s follow-through bar to the task board showing their items over the same days', async () => {
    const { user, url } = renderApp(`/me/insights?${RANGE}`);
    await allRead();
    const people = card('Follow-through by person');
    const bar = within(people).getAllByRole('link', { name: /Open their items on the task board/ })[0]!;
    const email = new URL(bar.getAttribute('href') ?? '', 'http://x').searchParams.get('assignee');
    expect(email).toMatch(/@/);
    await user.click(bar);
    await waitFor(() => expect(url()).toBe(`/me/tasks?assignee=${encodeURIComponent(email ?? '')}&from=${FROM}&to=${TO}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'My tasks' })).toBeInTheDocument();
  });

  it('stacks the workspace’s meetings by member', async () => {
    renderApp(`/workspace/insights?${RANGE}`);
    await allRead();
    const weekly = card('Meeting time per week');
    expect(weekly).toHaveTextContent(new RegExp(`in ${countable().length} meetings`));
    expect(within(weekly).getByRole('list', { name: 'Members: show or hide' })).toHaveTextContent(/Member /);
  });

  it('says what could not be read, and still draws the rest', async () => {
    server.use(http.get('*/v1/me/tasks', () => HttpResponse.json({ error: 'Tasks are down' }, { status: 400 })));
    renderApp(`/me/insights?${RANGE}`);
    await allRead();
    expect(screen.getByRole('alert')).toHaveTextContent(/No open action items read: a page could not be read \(.*Tasks are down\)\./);
    expect(screen.getByText(/^Read what could be read:/)).toBeInTheDocument();
    expect(partialCard('Follow-through by person')).toHaveTextContent('No action items read.');
    // The meetings were all read: their charts are whole.
    expect(card('Meeting time per week')).toHaveTextContent(new RegExp(`in ${countable(db.me().id).length} meetings`));
  });

  it('never says "All read" when the API repeats a page: what was read, what was not, and why', async () => {
    useDataScenario('repeating-cursor');
    // The workspace: its three lists are nine requests, within the pacer's burst (no clock to move).
    const { user } = renderApp(`/workspace/insights?${RANGE}`);
    expect(await screen.findByText(/^Read what could be read: /)).toBeInTheDocument();
    expect(screen.queryByText(/^All read/)).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/Stopped after \d+ meetings: the API sent the same page twice\./);
    expect(alert).toHaveTextContent(/Stopped after \d+ open action items: the API sent the same page twice\./);
    // Every figure built from a partial list says so, and so does its CSV's name.
    const weekly = partialCard('Meeting time per week');
    expect(partialCard('When meetings happen')).toBeInTheDocument();
    expect(partialCard('Follow-through by person')).toBeInTheDocument();
    await user.click(within(weekly).getByRole('button', { name: 'Download CSV' }));
    expect(downloads.at(-1)?.download).toBe('meeting-hours-per-week-partial.csv');
  });

  it('shows which quick range is in effect: the default one, the one chosen, none for other days', async () => {
    const { user, url } = renderApp('/me/insights');
    const presets = await screen.findByRole('group', { name: 'Quick ranges' });
    const pressed = () =>
      within(presets)
        .getAllByRole('button', { pressed: true })
        .map((button) => button.textContent);
    expect(pressed()).toEqual(['Last 12 weeks']);
    await user.click(within(presets).getByRole('button', { name: 'Last 4 weeks' }));
    expect(url()).toMatch(/from=\d{4}-\d\d-\d\d&to=/);
    expect(pressed()).toEqual(['Last 4 weeks']);
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(pressed()).toEqual(['Last 12 weeks']);
  });

  it('marks no quick range for days of one’s own', async () => {
    renderApp(`/me/insights?${RANGE}`);
    const presets = await screen.findByRole('group', { name: 'Quick ranges' });
    expect(within(presets).getAllByRole('button', { pressed: false })).toHaveLength(4);
  });

  it('calls recurring what the meetings’ own pages call a series, and links to its page', async () => {
    const { user } = renderApp('/me/insights?from=2026-08-31&to=2026-11-20');
    await allRead();
    const recurring = card('Recurring meetings that take the most time');
    const names = [...recurring.querySelectorAll('details > summary')].map((summary) => summary.textContent);
    // The weekly sync kept in the calendar (renamed once) and the numbered one-to-one; not the
    // demo's meetings that merely share a title, such as the four Roadmap check-ins.
    expect(names).toEqual(['Weekly sync', 'Alex / Priya 1:1 #12']);
    expect(recurring).toHaveTextContent(/9 meetings/);
    expect(recurring).not.toHaveTextContent('Roadmap check-in');
    await user.click(within(recurring).getByText('Weekly sync'));
    expect(within(recurring).getByRole('link', { name: 'The series’ page: Weekly sync' })).toHaveAttribute(
      'href',
      `/me/series/${encodeURIComponent('event:weeklysync4f2a9c')}`,
    );
  });

  it('explains a range that cannot be used, and reads nothing', async () => {
    const sent = recordRequests();
    renderApp('/me/insights?from=2026-11-20&to=2026-10-01');
    expect(await screen.findByText(/The start date is after the end date\. Choose a valid range/)).toBeInTheDocument();
    expect(sentTo(sent, '/v1/me/meetings')).toHaveLength(0);
  });

  it('draws its cards once the first page of meetings is in: never "0 h in 0 meetings" while it reads', async () => {
    const release = holdAnswers('*/v1/me/meetings');
    renderApp(`/me/insights?${RANGE}`);
    expect(await screen.findByText(/^Reading: 0 meetings read/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Meeting time per week' })).not.toBeInTheDocument();
    expect(screen.queryByText(/0 h in 0 meetings/)).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('region', { name: 'Meeting time per week' })).toHaveTextContent(/ h in \d+ meetings? over 8 weeks/);
    expect(screen.queryByText(/0 h in 0 meetings/)).not.toBeInTheDocument();
    await allRead();
  });

  it('draws its cards once the meetings list has failed, while the action items are still read', async () => {
    server.use(http.get('*/v1/me/meetings', () => HttpResponse.json({ error: 'Meetings are down' }, { status: 400 })));
    const release = holdAnswers('*/v1/me/tasks');
    renderApp(`/me/insights?${RANGE}`);
    expect(await screen.findByRole('region', { name: /^Meeting time per week/ })).toBeInTheDocument();
    expect(screen.getByText(/^Reading: /)).toBeInTheDocument();
    release();
    await allRead();
  });

  it('reads nothing for an invalid range, then draws its cards once a valid one’s first page is in', async () => {
    const release = holdAnswers('*/v1/me/meetings');
    const { user } = renderApp(`/me/insights?from=${TO}&to=${FROM}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/nothing was read/);
    await user.click(screen.getByRole('button', { name: 'Last 4 weeks' }));
    expect(await screen.findByText(/^Reading: 0 meetings read/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Meeting time per week' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('region', { name: 'Meeting time per week' })).toBeInTheDocument();
    await allRead();
  });

  it('keeps its cards while another range is read: they do not vanish and come back', async () => {
    const { user } = renderApp(`/me/insights?${RANGE}`);
    await allRead();
    const release = holdAnswers('*/v1/me/meetings');
    await user.click(screen.getByRole('button', { name: 'Last 4 weeks' }));
    expect(await screen.findByText(/^Reading: /)).toBeInTheDocument();
    expect(card('Meeting time per week')).toBeInTheDocument();
    release();
    await allRead();
  });

  it('stops when asked, says what it has, and reads on', async () => {
    // The first page answers only when the test lets it, so Stop is pressed while reading.
    const release = holdAnswers('*/v1/me/meetings');
    const { user } = renderApp(`/me/insights?${RANGE}`);
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(screen.getByText(/^Stopped: 0 meetings read/)).toBeInTheDocument();
    // What was not read is said, not alerted: the user stopped it.
    expect(screen.getByText('No meetings read: you stopped it.')).toBeInTheDocument();
    expect(partialCard('Meeting time per week')).toBeInTheDocument();
    release();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await allRead();
  });
});
