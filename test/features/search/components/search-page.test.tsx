import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MAX_FILTER_LENGTH } from '@/api/filter-limits';
import { db } from '@/mocks/data/db';
import { searchMeetings } from '@/mocks/handlers/search-meetings';
import { server } from '@/mocks/node/test-server';
import { dateFields } from '../../../support/date-fields';
import { passTime, useFakeClock } from '../../../support/fake-clock';
import { renderApp, shortcutsLoaded } from '../../../support/render-app';
import { serveEcho } from '../../../support/search-echo';
import { recordRequests, sentTo } from '../../../support/request-log';

const SEARCH = '/v1/me/meetings/search';
/** How long typing must pause before the search is sent. */
const DEBOUNCE_MS = 300;

const searchBox = () => within(screen.getByRole('main')).getByRole('searchbox', { name: 'Search meetings' });
/** How many meetings the mock API's answer to a query covers: the page shows one article for each. */
const meetingsFound = (query: string) =>
  new Set(
    searchMeetings(
      db.meetings().filter((m) => m.ownerId === db.me().id),
      query,
    ).map((r) => r.meetingId),
  ).size;

describe('the search page', () => {
  it('sends one request for the settled query when typing fast', async () => {
    useFakeClock();
    const sent = recordRequests();
    const { url } = renderApp('/search', { fakeTimers: true });
    // 60 ms between keys: well inside the 300 ms the search waits for typing to pause.
    const user = userEvent.setup({ delay: 60, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await screen.findByRole('heading', { level: 1, name: 'Search' });

    await user.type(searchBox(), 'northwind');
    expect(sentTo(sent, SEARCH)).toHaveLength(0);
    // userEvent waited 60 ms after the last key too: the search goes out 240 ms later, not before.
    await passTime(DEBOUNCE_MS - 60 - 1);
    expect(sentTo(sent, SEARCH)).toHaveLength(0);
    expect(url()).toBe('/search');
    await passTime(1);
    expect(await screen.findByText(/matches in \d+ meetings for “northwind”/)).toBeInTheDocument();
    const requests = sentTo(sent, SEARCH);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.searchParams.get('query')).toBe('northwind');
    expect(url()).toBe('/search?q=northwind');
  });

  it('aborts a superseded request, never lets its response replace a newer one, and dims the old results meanwhile', async () => {
    // Typing is measured on a fake clock, so that only the queries the test settles on are sent.
    useFakeClock();
    const { received, aborted, release, answered } = serveEcho({ hold: ['alpha'] });
    const { user } = renderApp('/search?q=beta', { fakeTimers: true });
    expect(await screen.findByRole('link', { name: 'Meeting beta' })).toBeInTheDocument();

    await user.clear(searchBox());
    await user.type(searchBox(), 'alpha');
    await passTime(DEBOUNCE_MS);
    // While alpha is on its way (the server has it, and holds it back), beta's results stay, marked busy.
    await waitFor(() => expect(received).toEqual(['beta', 'alpha']));
    expect(screen.getByRole('link', { name: 'Meeting beta' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');

    await user.clear(searchBox());
    await user.type(searchBox(), 'gamma');
    await passTime(DEBOUNCE_MS);
    expect(await screen.findByRole('link', { name: 'Meeting gamma' })).toBeInTheDocument();
    // Not just ignored: the request itself was cancelled on the wire.
    await waitFor(() => expect(aborted).toEqual(['alpha']));

    // Only now does the server answer alpha: the answer has nowhere to go.
    release('alpha');
    await answered('alpha');
    await passTime(0);
    expect(screen.queryByRole('link', { name: 'Meeting alpha' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meeting gamma' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meeting gamma' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    expect(received).toEqual(['beta', 'alpha', 'gamma']);
  });

  it('counts each result without a meeting id as a meeting of its own, as it shows them', async () => {
    const hit = (id: string, meetingId: string | null) => ({ id, text: 'budget', meetingId, meetingTitle: null, meetingDate: null });
    server.use(
      http.get(`*${SEARCH}`, () => HttpResponse.json({ results: [hit('r1', ''), hit('r2', ''), hit('r3', '7'), hit('r4', '7')] })),
    );
    renderApp('/search?q=budget');
    expect(await screen.findByText('4 matches in 3 meetings for “budget”')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('highlights the query terms as text only, even when a result carries HTML', async () => {
    server.use(
      http.get(`*${SEARCH}`, () =>
        HttpResponse.json({
          results: [
            {
              id: 'r1',
              text: '<img src=x onerror=alert(1)> Budget review <b>budget</b>',
              meetingId: '77',
              meetingTitle: '<script>alert("title")</script>',
              meetingDate: '2026-11-02',
            },
          ],
        }),
      ),
    );
    renderApp('/search?q=budget');
    const hit = await screen.findByRole('link', { name: '<img src=x onerror=alert(1)> Budget review <b>budget</b>' });
    expect([...hit.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Budget', 'budget']);
    expect(screen.getByRole('link', { name: '<script>alert("title")</script>' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main.querySelector('img, script, b')).toBeNull();
  });

  it('groups results by meeting in the server’s order, with calendar dates that never shift', async () => {
    server.use(
      http.get(`*${SEARCH}`, () =>
        HttpResponse.json({
          results: [
            { id: 'a1', text: 'first plan', meetingId: 'A', meetingTitle: 'Zebra sync', meetingDate: '2026-11-02' },
            { id: 'b1', text: 'plan b', meetingId: 'B', meetingTitle: null, meetingDate: null },
            { id: 'a2', text: 'second plan', meetingId: 'A', meetingTitle: 'Zebra sync', meetingDate: '2026-11-02' },
          ],
        }),
      ),
    );
    renderApp('/search?q=plan');
    await screen.findByText('3 matches in 2 meetings for “plan”');
    const meetings = screen.getAllByRole('article');
    expect(meetings.map((m) => within(m).getByRole('heading', { level: 2 }).textContent)).toEqual(['Zebra sync', 'Untitled meeting']);
    expect(
      within(meetings[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['first plan', 'second plan']);
    // 2 November as a calendar date: Los Angeles must not turn it into 1 November.
    const date = meetings[0]!.querySelector('time');
    expect(date).toHaveAttribute('datetime', '2026-11-02');
    expect(date).toHaveTextContent(/Nov 2|2 Nov/);
    expect(meetings[1]).toHaveTextContent('Date unknown');
  });

  const inTranscript = (meetingId: string, query: string) => (db.findMeeting(meetingId)?.transcript ?? '').toLowerCase().includes(query);

  it.each([
    ['in its transcript', 'pricing', true, /^1 of \d+ match/, 'pricing'],
    ['in its title or summary only', 'roadmap', false, /^No matches$/, null],
  ])('opens the meeting of a hit %s with the transcript find pre-filled', async (_where, query, hitInTranscript, status, marked) => {
    const { user, url } = renderApp(`/search?q=${query}`);
    await screen.findAllByRole('article');
    // A hit whose meeting has the query in its transcript, or one whose meeting has not: each case for sure.
    const hit = within(screen.getByRole('main'))
      .getAllByRole('link')
      .find((link) => {
        const id = new RegExp(`^/me/meetings/(\\d+)\\?find=${query}$`).exec(link.getAttribute('href') ?? '')?.[1];
        return id !== undefined && inTranscript(id, query) === hitInTranscript;
      });
    if (!hit) throw new Error(`no hit for “${query}” ${hitInTranscript ? 'in' : 'outside'} a transcript`);
    const href = hit.getAttribute('href')!;

    await user.click(hit);
    await waitFor(() => expect(url()).toBe(href));
    expect(screen.queryByRole('heading', { level: 1, name: 'Search' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Meetings' })).toHaveAttribute('aria-current', 'page');
    // On the meeting, the transcript find starts from the query, and says when the transcript lacks it.
    expect(await screen.findByRole('searchbox', { name: 'Find in transcript' })).toHaveValue(query);
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    await waitFor(() => expect(within(transcript).getByRole('status')).toHaveTextContent(status));
    const current = transcript.querySelector('mark[aria-current="true"]');
    expect(current?.textContent?.toLowerCase() ?? null).toBe(marked);
  });

  it('sends the date range as the local start and end of day', async () => {
    const sent = recordRequests();
    const { user, url } = renderApp('/search?q=roadmap');
    await screen.findAllByRole('article');

    const { from, to } = await dateFields();
    await user.type(from, '2026-10-01');
    await user.type(to, '2026-10-31');
    await waitFor(() => expect(url()).toBe('/search?q=roadmap&from=2026-10-01&to=2026-10-31'));
    await waitFor(() => {
      const last = sentTo(sent, SEARCH).at(-1);
      // Los Angeles: PDT all month (the clocks change on 1 November).
      expect(last?.url.searchParams.get('startDate')).toBe('2026-10-01T07:00:00.000Z');
      expect(last?.url.searchParams.get('endDate')).toBe('2026-11-01T06:59:59.999Z');
    });
  });

  it('sends nothing for an empty or blank query, and says why', async () => {
    useFakeClock();
    const sent = recordRequests();
    const { user } = renderApp('/search', { fakeTimers: true });
    const why = await screen.findByRole('region', { name: 'Search your meetings' });
    expect(why).toHaveTextContent('Nothing is searched until there is something to look for.');

    await user.type(searchBox(), '   ');
    // Well past the moment a search would have gone out.
    await passTime(10 * DEBOUNCE_MS);
    expect(screen.getByRole('region', { name: 'Search your meetings' })).toBeInTheDocument();
    expect(sentTo(sent, SEARCH)).toHaveLength(0);
  });

  it('refuses a query too long to send: the field says so and keeps it, nothing is sent, the URL keeps the last search', async () => {
    useFakeClock();
    const sent = recordRequests();
    const { user, url } = renderApp('/search?q=northwind', { fakeTimers: true });
    expect(await screen.findByText(/matches in \d+ meetings for “northwind”/)).toBeInTheDocument();
    const pasted = 'x'.repeat(MAX_FILTER_LENGTH + 1);
    await user.clear(searchBox());
    // Pasted, as a long text usually arrives.
    await user.click(searchBox());
    await user.paste(pasted);
    await passTime(10 * DEBOUNCE_MS);
    expect(searchBox()).toHaveValue(pasted);
    expect(searchBox()).toHaveAccessibleDescription(
      `The search is too long: at most ${MAX_FILTER_LENGTH} characters, and this one has ${MAX_FILTER_LENGTH + 1}.`,
    );
    expect(searchBox()).toBeInvalid();
    expect(sentTo(sent, SEARCH).map((request) => request.url.searchParams.get('query'))).toEqual(['northwind']);
    expect(url()).toBe('/search?q=northwind');

    // One character fewer fits: it is searched.
    await user.type(searchBox(), '{Backspace}');
    await passTime(DEBOUNCE_MS);
    expect(searchBox()).toBeValid();
    await waitFor(() => expect(sentTo(sent, SEARCH)).toHaveLength(2));
    expect(sentTo(sent, SEARCH)[1]?.url.searchParams.get('query')).toBe('x'.repeat(MAX_FILTER_LENGTH));
  });

  it('does not describe a date range it cannot use as applied: all dates are searched, and the filter says why', async () => {
    const sent = recordRequests();
    renderApp('/search?q=roadmap&from=2026-03-10&to=2026-03-01');
    expect(await screen.findByText('The start date is after the end date. The date filter is not applied.')).toBeInTheDocument();
    const summary = await screen.findByText(/matches? in \d+ meetings? for “roadmap”/);
    expect(summary).toHaveTextContent(/for “roadmap”$/);
    const params = sentTo(sent, SEARCH).at(-1)?.url.searchParams;
    expect(params?.has('startDate') || params?.has('endDate')).toBe(false);
  });

  it('says when nothing matches, with the date range and a way to widen it', async () => {
    const { user, url } = renderApp('/search?q=zzzq&from=2026-10-01&to=2026-10-31');
    const empty = await screen.findByRole('region', { name: 'No results' });
    expect(empty).toHaveTextContent(/Nothing in your meetings matches “zzzq” from .*2026 to .*2026\./);

    await user.click(within(empty).getByRole('button', { name: 'Search all dates' }));
    await waitFor(() => expect(url()).toBe('/search?q=zzzq'));
    expect(await screen.findByRole('region', { name: 'No results' })).toHaveTextContent('Try fewer or different words.');
  });

  it('shows a failed search with Retry', async () => {
    let failing = true;
    server.use(http.get(`*${SEARCH}`, () => (failing ? HttpResponse.json({ error: 'index rebuilding' }, { status: 503 }) : undefined)));
    const { user } = renderApp('/search?q=roadmap');
    const alert = await screen.findByRole('alert', { name: 'Could not load search results' });
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(meetingsFound('roadmap')));
  });
});

describe('the header search box', () => {
  it('is focused by "/" from anywhere and opens the search page with the query', async () => {
    const sent = recordRequests();
    const { user, url } = renderApp('/me/meetings');
    await screen.findByRole('heading', { level: 1, name: 'My meetings' });
    await shortcutsLoaded();

    await user.keyboard('/');
    const box = within(screen.getByRole('banner')).getByRole('searchbox', { name: 'Search meetings' });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');

    await user.keyboard('roadmap{Enter}');
    await waitFor(() => expect(url()).toBe('/search?q=roadmap'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(meetingsFound('roadmap')));
    expect(searchBox()).toHaveValue('roadmap');
    // The route prefetch and the page share one request.
    expect(sentTo(sent, SEARCH)).toHaveLength(1);
  });

  it('refuses a query too long for a URL: nothing opened or sent, the box keeps it and says why', async () => {
    const sent = recordRequests();
    const { user, url } = renderApp('/me/meetings');
    await screen.findByRole('heading', { level: 1, name: 'My meetings' });
    const box = within(screen.getByRole('banner')).getByRole('searchbox', { name: 'Search meetings' });
    const pasted = 'x'.repeat(MAX_FILTER_LENGTH + 1);

    await user.click(box);
    await user.paste(pasted);
    await user.keyboard('{Enter}');
    const message = `The search is too long: at most ${MAX_FILTER_LENGTH} characters, and this one has ${MAX_FILTER_LENGTH + 1}.`;
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(box).toHaveAccessibleDescription(message);
    expect(box).toBeInvalid();
    expect(box).toHaveValue(pasted);
    expect(url()).toBe('/me/meetings');

    // One character fewer fits: the message goes as the user edits, and Enter opens the search.
    await user.keyboard('{Backspace}');
    expect(box).toBeValid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(url()).toBe(`/search?q=${'x'.repeat(MAX_FILTER_LENGTH)}`));
    await waitFor(() => expect(sentTo(sent, SEARCH)).toHaveLength(1));
    expect(sentTo(sent, SEARCH)[0]?.url.searchParams.get('query')).toBe('x'.repeat(MAX_FILTER_LENGTH));
  });

  it('leaves "/" alone while the user types in a field', async () => {
    const { user } = renderApp('/workspace/tasks');
    const member = await screen.findByLabelText('Meetings owned by');
    await user.type(member, 'a/b');
    expect(member).toHaveValue('a/b');
    expect(member).toHaveFocus();
  });

  it('stays in the header on the search page, where "/" focuses the page’s own box', async () => {
    const { user } = renderApp('/search');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Search' });
    // The header is the same on every screen: its box stays, and still searches.
    expect(within(screen.getByRole('banner')).getByRole('searchbox', { name: 'Search meetings' })).toBeInTheDocument();
    // Arriving puts the cursor in the page's box (once its first frame is drawn).
    await waitFor(() => expect(searchBox()).toHaveFocus());

    await user.click(heading);
    expect(searchBox()).not.toHaveFocus();
    await shortcutsLoaded();
    await user.keyboard('/');
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('');
  });
});
