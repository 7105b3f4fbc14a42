import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/data/db';
import { WEEKLY_SYNC_RENAMED } from '@/mocks/data/recurring';
import { server } from '@/mocks/node/test-server';
import { parseTranscript } from '@/features/meetings/model/parse-transcript';
import { useDataScenario } from '../../../../support/data-scenario';
import { deferred } from '../../../../support/deferred';
import { passTime, useFakeClock } from '../../../../support/fake-clock';
import { renderApp } from '../../../../support/render-app';
import { recordRequests, sentTo } from '../../../../support/request-log';

const SERIES_URL = `/me/series/${encodeURIComponent('event:weeklysync4f2a9c')}`;
const weeklySyncs = () => db.meetings().filter((m) => m.calendarEventId?.startsWith('weeklysync4f2a9c_'));
const section = (name: RegExp) => screen.getByRole('region', { name });

describe('a recurring meeting’s page', () => {
  it('shows what is still open from earlier meetings, what is new since last time, and each meeting with who came', async () => {
    const sent = recordRequests();
    renderApp(SERIES_URL);
    expect(await screen.findByText('All 9 meetings checked.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Weekly sync' })).toBeInTheDocument();

    const open = section(/Still open from earlier meetings/);
    expect(within(open).getByRole('heading', { level: 2 })).toHaveTextContent('Still open from earlier meetings (5)');
    const groups = within(open)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(groups).toEqual([
      expect.stringMatching(/^Weekly sync — /),
      expect.stringMatching(/^Weekly sync — /),
      expect.stringMatching(/^Weekly sync — /),
      expect.stringMatching(/^Weekly sync — /),
      expect.stringMatching(/^Weekly sync — Q4 planning special — /),
    ]);
    expect(within(open).getByText('Draft the Q4 hiring plan').closest('li')).toHaveTextContent(
      /Draft the Q4 hiring plan · Priya Natarajan · open for \d+ months?/,
    );
    expect(within(open).getByText('Review the security questionnaire').closest('li')).toHaveTextContent('Unassigned');
    // Where the transcript shows an item taken on, it links to that turn.
    const september1 = weeklySyncs().at(-1);
    const said = within(within(open).getByText('Draft the Q4 hiring plan').closest('li')!).getByRole('link', {
      name: /^said in turn \d+$/,
    });
    expect(said).toHaveAttribute('href', expect.stringMatching(new RegExp(`^/me/meetings/${september1?.id}\\?turn=\\d+$`)));
    const renamed = weeklySyncs().find((m) => m.title === WEEKLY_SYNC_RENAMED);
    expect(within(open).getByRole('link', { name: WEEKLY_SYNC_RENAMED })).toHaveAttribute('href', `/me/meetings/${renamed?.id}`);

    const last = section(/New last time/);
    expect(within(last).getByText('Prepare the board update')).toBeInTheDocument();
    expect(within(last).getByText('Check the renewal numbers')).toBeInTheDocument();
    expect(last).toHaveTextContent('5 items completed in the 9 meetings checked.');

    const meetings = within(section(/^Meetings/)).getAllByRole('listitem');
    expect(meetings).toHaveLength(9);
    expect(meetings[2]).toHaveTextContent('Did not come: Jonas Weber');
    expect(meetings[6]).toHaveTextContent('Renamed: “Weekly sync — Q4 planning special”');
    // The whole personal list once, then each meeting of the series once.
    expect(sentTo(sent, /^\/v1\/me\/meetings\/.+/)).toHaveLength(9);
  });

  it('links each open item to the turn where it was said: its words, in that turn', async () => {
    renderApp(SERIES_URL);
    expect(await screen.findByText('All 9 meetings checked.')).toBeInTheDocument();
    const said = within(section(/Still open from earlier meetings/)).getAllByRole('link', { name: /^said in turn \d+$/ });
    expect(said.length).toBeGreaterThan(2);
    const turns = said.map((link) => {
      const [, id = '', turn = ''] = /^\/me\/meetings\/([^?]+)\?turn=(\d+)$/.exec(link.getAttribute('href') ?? '') ?? [];
      const item = link.closest('li')?.querySelector('[dir=auto]')?.textContent ?? '';
      const transcript = parseTranscript(db.meetings().find((m) => m.id === decodeURIComponent(id))?.transcript ?? '');
      expect(transcript[Number(turn) - 1]?.text.toLowerCase(), item).toContain(item.toLowerCase());
      return Number(turn);
    });
    // Items come up where they are discussed, not all at one place in every meeting.
    expect(new Set(turns).size).toBeGreaterThan(1);
  });

  it('says which meeting could not be read, and never counts it as having no items', async () => {
    const [first] = weeklySyncs().slice(-1);
    server.use(http.get(`*/v1/me/meetings/${first?.id}`, () => HttpResponse.json({ message: 'Gone' }, { status: 404 })));
    renderApp(SERIES_URL);
    expect(await screen.findByText('All 9 meetings checked; 1 could not be read.')).toBeInTheDocument();
    expect(section(/Still open/)).toHaveTextContent('Still open from earlier meetings (4)');
    expect(section(/Still open/)).toHaveTextContent('Not counted: the action items of 1 meeting could not be read');
    expect(within(section(/^Meetings/)).getAllByRole('listitem')[0]).toHaveTextContent('Could not be read: Not found: Gone');
  });

  it('stops when asked, keeping what it checked, and reads on with Continue', async () => {
    const held = deferred();
    const [, second] = weeklySyncs().slice(-2).reverse();
    server.use(
      http.get(`*/v1/me/meetings/${second?.id}`, async () => {
        await held.promise;
      }),
    );
    const { user } = renderApp(SERIES_URL);
    expect(await screen.findByText(/^\d of 9 meetings checked…$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByText(/^Stopped: \d of 9 meetings checked\.$/)).toBeInTheDocument();
    held.resolve();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('All 9 meetings checked.')).toBeInTheDocument();
  });

  it('never says "All … checked" when the API repeats a page of the list: how far it read, and why no further', async () => {
    useDataScenario('repeating-cursor');
    renderApp(SERIES_URL);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Stopped after \d+ meetings of the list: the API sent the same page twice\. The meetings after those were not read, so this series may have more meetings than these\.$/,
    );
    expect(await screen.findByText(/^\d+ of \d+ meetings found checked\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/^All \d+ meetings checked/)).not.toBeInTheDocument();
  });

  it('lets a meeting be taken out of the series, in this browser', async () => {
    const { user } = renderApp(SERIES_URL);
    expect(await screen.findByText('All 9 meetings checked.')).toBeInTheDocument();
    const meetings = within(section(/^Meetings/)).getAllByRole('listitem');
    // Each button says which meeting it takes out.
    const names = meetings.map((meeting) => within(meeting).getByRole('button', { name: /^Take out of this series: / }).textContent);
    expect(new Set(names).size).toBe(9);
    await user.click(within(meetings[0]!).getByRole('button', { name: /^Take out of this series: Weekly sync, Tue, Sep 1, 2026$/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Meetings (8)' })).toBeInTheDocument();
    expect(section(/Still open/)).toHaveTextContent('Still open from earlier meetings (4)');
  });

  it('copies the agenda: the open items by assignee, with links back to their meetings', async () => {
    const { user } = renderApp(SERIES_URL);
    expect(await screen.findByText('All 9 meetings checked.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy agenda as Markdown' }));
    expect(await screen.findByText('The agenda was copied as Markdown.')).toBeInTheDocument();
    const agenda = await navigator.clipboard.readText();
    expect(agenda).toMatch(/^# Agenda: Weekly sync\n\n_7 open items from 9 meetings\._\n/);
    const headings = agenda.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual(['## Alex Morgan', '## Jonas Weber', '## Priya Natarajan', '## 李明', '## Unassigned']);
    const okrs = weeklySyncs().find((m) => m.title === WEEKLY_SYNC_RENAMED);
    expect(agenda).toContain(
      `- [ ] Agree the Q1 OKRs — from [Weekly sync — Q4 planning special, Tue, Oct 20, 2026](${window.location.origin}/me/meetings/${okrs?.id})`,
    );
  });

  it('in the workspace too, keeping to the API’s rate: what the burst allows at once, then one request every 750 ms', async () => {
    useFakeClock();
    const sent = recordRequests();
    renderApp(`/workspace/series/${encodeURIComponent('event:weeklysync4f2a9c')}`, { fakeTimers: true });
    // The workspace list is 11 pages; with the 9 meetings that is 20 requests for a burst of 15.
    expect(await screen.findByText('4 of 9 meetings checked…')).toBeInTheDocument();
    expect(sentTo(sent, /^\/v1\/workspace\/meetings\/.+/)).toHaveLength(4);
    await passTime(750);
    expect(await screen.findByText('5 of 9 meetings checked…')).toBeInTheDocument();
    await passTime(4 * 750);
    expect(await screen.findByText('All 9 meetings checked.')).toBeInTheDocument();
    expect(within(section(/Still open/)).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/workspace\/meetings\//),
    );
  });
});
