import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PERSONAL_ONLY_API_KEY } from '@/mocks/api-keys';
import { db } from '@/mocks/data/db';
import { server } from '@/mocks/node/test-server';
import { dateFields } from '../../../../support/date-fields';
import { deferred } from '../../../../support/deferred';
import { useElementInView } from '../../../../support/element-in-view';
import { rowLink } from '../../../../support/meeting-list';
import { passTime, useFakeClock } from '../../../../support/fake-clock';
import { renderApp } from '../../../../support/render-app';
import { recordRequests, sentTo } from '../../../../support/request-log';
import { textContent } from '../../../../support/text-content';

const myMeetings = () => db.meetings().filter((m) => m.ownerId === db.me().id);
/** The local calendar day (tests run in Los Angeles) a meeting starts on. */
const localDay = (startTime: string | null) => (startTime ? new Date(startTime).toLocaleDateString('en-CA') : 'unknown');
const meetingList = () => screen.findByRole('list', { name: 'Meetings' });
const meetingLinks = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href'));

const PAGE_SIZE = 30;

/**
 * Clicks "Load more" page by page, each time until the footer counts the page in, to the end of a
 * list of `total` meetings (text queries: role queries are slow on big lists).
 */
async function loadToTheEnd(user: ReturnType<typeof renderApp>['user'], total: number) {
  for (let shown = PAGE_SIZE; shown < total; shown += PAGE_SIZE) {
    await user.click(screen.getByText('Load more'));
    const next = Math.min(total, shown + PAGE_SIZE);
    await screen.findByText(next < total ? `Showing ${next} meetings` : `End of list: all ${total} meetings shown.`);
  }
  return screen.getByText(/End of list/);
}

describe('the meeting list', () => {
  it('shows the first page as links grouped by day, newest first', async () => {
    renderApp('/me/meetings');
    const list = await meetingList();
    const first = myMeetings()[0]!;
    expect(rowLink(list, first.id)).toHaveTextContent(first.title!);
    expect(meetingLinks(list)[0]).toBe(`/me/meetings/${first.id}`);
    // The first paint shows a screenful; the rest of the page follows at once.
    await waitFor(() => expect(meetingLinks(list)).toHaveLength(30));
    // A day heading wherever the local day changes down the page.
    const days = myMeetings()
      .slice(0, 30)
      .map((m) => localDay(m.startTime));
    const dayChanges = days.filter((day, index) => index === 0 || day !== days[index - 1]).length;
    expect(dayChanges).toBeGreaterThan(1);
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(dayChanges);
    expect(await screen.findByText('Showing 30 meetings')).toBeInTheDocument();
  });

  it('shows the fallback titles', async () => {
    renderApp('/me/meetings');
    const list = await meetingList();
    await waitFor(() => expect(meetingLinks(list)).toHaveLength(30));
    const untitled = myMeetings()
      .slice(0, 30)
      .filter((m) => !m.title?.trim() && !m.generatedTitle?.trim());
    expect(untitled.length).toBeGreaterThan(0);
    expect(within(list).getByRole('link', { name: /Discussion about onboarding metrics/ })).toBeInTheDocument();
    expect(within(list).getAllByRole('link', { name: /Untitled meeting/ })).toHaveLength(untitled.length);
  });

  it('says so in a row when a field it shows could not be read, and not for fields it does not show', async () => {
    const meeting = (id: string, extra: object) => ({
      id,
      title: `Meeting ${id}`,
      startTime: '2026-10-01T16:00:00.000Z',
      endTime: '2026-10-01T16:45:00.000Z',
      ...extra,
    });
    server.use(
      http.get('*/v1/me/meetings', () =>
        HttpResponse.json({
          meetings: [meeting('a', { title: 42 }), meeting('b', { calendarEventId: 7 }), meeting('c', {}), 'not a meeting'],
          nextCursor: null,
        }),
      ),
    );
    renderApp('/me/meetings');
    const list = await meetingList();
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    expect(rowLink(list, 'a')).toHaveTextContent(/Untitled meeting.*45 min · Some details unreadable/);
    expect(rowLink(list, 'b')).not.toHaveTextContent('unreadable');
    expect(rowLink(list, 'c')).not.toHaveTextContent('unreadable');
    // Not a meeting at all: a row that cannot be opened, which says so.
    expect(within(list).getByText('Time unknown · Some details unreadable')).toBeInTheDocument();
  });

  it('loads more pages to a clear end, with every meeting exactly once', async () => {
    const { user } = renderApp('/me/meetings');
    await meetingList();
    expect(await loadToTheEnd(user, myMeetings().length)).toHaveTextContent(`End of list: all ${myMeetings().length} meetings shown.`);
    const list = await meetingList();
    await waitFor(() => expect(meetingLinks(list)).toHaveLength(myMeetings().length));
    const hrefs = meetingLinks(list);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('goes on past an empty page that has more after it, and says there are no meetings only at the end', async () => {
    // The first page comes back empty with a cursor (a server that filters after paging).
    const after = {
      id: 'after',
      title: 'After the empty page',
      startTime: '2026-10-01T16:00:00.000Z',
      endTime: '2026-10-01T16:45:00.000Z',
    };
    server.use(
      http.get('*/v1/me/meetings', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('cursor') === 'c2'
            ? { meetings: [after], nextCursor: null }
            : { meetings: [], nextCursor: 'c2' },
        ),
      ),
    );
    const { user } = renderApp('/me/meetings');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(screen.queryByRole('region', { name: 'No meetings found' })).not.toBeInTheDocument();
    const list = await meetingList();
    await waitFor(() => expect(rowLink(list, 'after')).toHaveTextContent('After the empty page'));
    expect(await screen.findByText('End of list: the only meeting is shown.')).toBeInTheDocument();
  });

  it('loads pages by itself while its end is in view, and stops at a page that fails, offering Retry', async () => {
    // jsdom lays nothing out: here the list's end is always in view, as on a tall screen.
    useElementInView(true);
    let pagesAfterFirst = 0;
    server.use(
      http.get('*/v1/me/meetings', ({ request }) => {
        if (!new URL(request.url).searchParams.has('cursor')) return undefined;
        pagesAfterFirst += 1;
        // The third page fails; every other request goes on to the mock API.
        return pagesAfterFirst === 2 ? HttpResponse.json({ error: 'cursor expired' }, { status: 400 }) : undefined;
      }),
    );
    const { user } = renderApp('/me/meetings');
    expect(await screen.findByText('Could not load more meetings: The API rejected the request: cursor expired')).toBeInTheDocument();
    expect(screen.getByText('Showing 60 meetings')).toBeInTheDocument();
    expect(pagesAfterFirst).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // Retried, it loads on by itself to the end.
    await screen.findByText(/^End of list: all \d+ meetings shown\.$/);
    expect(screen.queryByText(/Could not load more/)).not.toBeInTheDocument();
  });

  it('keeps the DOM bounded for long lists', async () => {
    const { user } = renderApp('/workspace/meetings');
    await meetingList();
    expect(await loadToTheEnd(user, db.meetings().length)).toHaveTextContent(`End of list: all ${db.meetings().length} meetings shown.`);
    expect(within(await meetingList()).getAllByRole('listitem').length).toBeLessThan(60);
  });

  it('prefetches a meeting when its row is hovered or focused', async () => {
    const { user } = renderApp('/me/meetings');
    const list = await meetingList();
    const sent = recordRequests();
    const target = myMeetings()[1]!;
    await user.hover(rowLink(list, target.id));
    await waitFor(() => expect(sentTo(sent, `/v1/me/meetings/${target.id}`)).toHaveLength(1));
  });
});

describe('back and forward', () => {
  it('serve the list, its loaded pages and filters from cache, without refetching', async () => {
    const { user, url, go } = renderApp('/me/meetings?from=2026-06-01');
    await meetingList();
    await user.click(screen.getByText('Load more'));
    await waitFor(() => expect(screen.getByText('Showing 60 meetings')).toBeInTheDocument());
    const target = rowLink(await meetingList(), myMeetings().find((m) => m.startTime! >= '2026-06-01')!.id);
    await user.click(target);
    await screen.findByRole('button', { name: 'Delete meeting' });

    const sent = recordRequests();
    act(() => go(-1));
    expect(await screen.findByText('Showing 60 meetings')).toBeInTheDocument();
    expect(url()).toBe('/me/meetings?from=2026-06-01');
    expect(screen.getByLabelText('From')).toHaveValue('2026-06-01');
    act(() => go(1));
    await screen.findByRole('button', { name: 'Delete meeting' });
    expect(sentTo(sent, /^\/v1\//)).toEqual([]);
  });
});

describe('filters', () => {
  it('by date: the fields wait behind "Any date", which shows them with From focused', async () => {
    const { user } = renderApp('/me/meetings');
    await meetingList();
    const dates = screen.getByRole('group', { name: 'Date' });
    expect(within(dates).queryByLabelText('From')).not.toBeInTheDocument();
    await user.click(within(dates).getByRole('button', { name: 'Any date' }));
    expect(await within(dates).findByLabelText('From')).toHaveFocus();
    expect(within(dates).getByLabelText('To')).toHaveValue('');
    expect(within(dates).queryByRole('button', { name: 'Any date' })).not.toBeInTheDocument();
  });

  it('by date: a range in the URL shows its fields until it is cleared', async () => {
    const { user, url } = renderApp('/me/meetings?from=2026-06-01&to=2026-06-30');
    await meetingList();
    const dates = screen.getByRole('group', { name: 'Date' });
    expect(await within(dates).findByLabelText('From')).toHaveValue('2026-06-01');
    expect(within(dates).getByLabelText('To')).toHaveValue('2026-06-30');
    await user.click(within(dates).getByRole('button', { name: 'Clear dates' }));
    await waitFor(() => expect(url()).toBe('/me/meetings'));
    expect(within(dates).getByRole('button', { name: 'Any date' })).toBeInTheDocument();
    expect(within(dates).queryByLabelText('From')).not.toBeInTheDocument();
  });

  it('by date: the local day range goes to startDate/endDate and into the URL', async () => {
    const sent = recordRequests();
    const { user, url } = renderApp('/me/meetings');
    await meetingList();
    const { from, to } = await dateFields();
    await user.type(from, '2026-10-01');
    await user.type(to, '2026-10-31');
    await waitFor(() => expect(url()).toBe('/me/meetings?from=2026-10-01&to=2026-10-31'));
    await waitFor(() => {
      const last = sentTo(sent, '/v1/me/meetings').at(-1);
      // Tests run in Los Angeles: local midnight is 07:00 UTC in October.
      expect(last?.url.searchParams.get('startDate')).toBe('2026-10-01T07:00:00.000Z');
      expect(last?.url.searchParams.get('endDate')).toBe('2026-11-01T06:59:59.999Z');
    });
  });

  it('by date: To set before From has reached the URL keeps both days', async () => {
    const { url } = renderApp('/me/meetings');
    await meetingList();
    const { from, to } = await dateFields();
    // One act: the second field changes before the first change's navigation renders (a busy machine).
    act(() => {
      fireEvent.change(from, { target: { value: '2026-10-01' } });
      fireEvent.change(to, { target: { value: '2026-10-31' } });
    });
    await waitFor(() => expect(url()).toBe('/me/meetings?from=2026-10-01&to=2026-10-31'));
  });

  it('by date: From then To within a moment make one history entry; later, two', async () => {
    useFakeClock();
    const { url, go } = renderApp('/me/meetings');
    await meetingList();
    // Shown by "Any date", From has focus: a field being edited does not follow the URL, so leave it.
    const { from } = await dateFields();
    act(() => from.blur());
    const setDay = async (label: 'From' | 'To', day: string, expected: string) => {
      fireEvent.change(screen.getByLabelText(label), { target: { value: day } });
      await waitFor(() => expect(url()).toBe(expected));
    };
    await setDay('From', '2026-10-01', '/me/meetings?from=2026-10-01');
    await passTime(1_000);
    await setDay('To', '2026-10-31', '/me/meetings?from=2026-10-01&to=2026-10-31');
    // One range: back leaves it whole, not halfway.
    act(() => go(-1));
    await waitFor(() => expect(url()).toBe('/me/meetings'));

    act(() => go(1));
    await waitFor(() => expect(url()).toBe('/me/meetings?from=2026-10-01&to=2026-10-31'));
    await passTime(2_000);
    // A change made after a pause is a step of its own.
    await setDay('From', '2026-10-15', '/me/meetings?from=2026-10-15&to=2026-10-31');
    act(() => go(-1));
    await waitFor(() => expect(url()).toBe('/me/meetings?from=2026-10-01&to=2026-10-31'));
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');
  });

  it('by tag: picked from the tag list, shared tags marked', async () => {
    const sent = recordRequests();
    const { user, url } = renderApp('/me/meetings');
    await meetingList();
    const picker = screen.getByRole('combobox', { name: 'Tag' });
    expect(await within(picker).findByRole('option', { name: 'Customer (shared)' })).toBeInTheDocument();
    expect(within(picker).getByRole('option', { name: 'Hiring' })).toBeInTheDocument();
    await user.selectOptions(picker, 'Customer');
    await waitFor(() => expect(url()).toBe('/me/meetings?tag=Customer'));
    await waitFor(() => expect(sentTo(sent, '/v1/me/meetings').at(-1)?.url.searchParams.get('tag')).toBe('Customer'));
    const expected = myMeetings().filter((m) => m.tags?.some((t) => t.name === 'Customer'));
    await waitFor(async () => expect(meetingLinks(await meetingList())).toHaveLength(Math.min(30, expected.length)));
  });

  it('by member (workspace): a valid address goes to userEmail and into the URL', async () => {
    const sent = recordRequests();
    const { user, url } = renderApp('/workspace/meetings');
    await meetingList();
    await user.type(screen.getByLabelText('Member e-mail'), 'li.ming@acme.example{Enter}');
    await waitFor(() => expect(url()).toBe('/workspace/meetings?member=li.ming%40acme.example'));
    await waitFor(() =>
      expect(sentTo(sent, '/v1/workspace/meetings').at(-1)?.url.searchParams.get('userEmail')).toBe('li.ming@acme.example'),
    );
  });

  it('by member: an invalid address is explained inline and sends nothing', async () => {
    useFakeClock();
    const { user, url } = renderApp('/workspace/meetings', { fakeTimers: true });
    await meetingList();
    const sent = recordRequests();
    const field = screen.getByLabelText('Member e-mail');
    await user.type(field, 'li.ming@');
    // Not while typing (a message on every keystroke would be announced on every keystroke)…
    await passTime(399);
    expect(field).toHaveAccessibleDescription('');
    expect(field).not.toHaveAttribute('aria-invalid');
    // …but once typing has paused for 400 ms.
    await passTime(1);
    expect(field).toHaveAccessibleDescription(/is not a full e-mail address/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await passTime(2_000);
    expect(sentTo(sent, '/v1/workspace/meetings')).toHaveLength(0);
    expect(url()).toBe('/workspace/meetings');
  });

  it('an invalid member typed into the URL is not requested either', async () => {
    const sent = recordRequests();
    renderApp('/workspace/meetings?member=nobody');
    expect(await screen.findByText(/Enter a full e-mail address/)).toBeInTheDocument();
    expect(screen.getByLabelText('Member e-mail')).toHaveValue('nobody');
    expect(sentTo(sent, '/v1/workspace/meetings')).toHaveLength(0);
  });

  it('an invalid date in the URL is explained and not sent', async () => {
    const sent = recordRequests();
    renderApp('/me/meetings?from=2026-02-30');
    expect(await screen.findByText('“2026-02-30” is not a valid start date. The date filter is not applied.')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(/not a valid start date/);
    await meetingList();
    expect(sentTo(sent, '/v1/me/meetings')[0]?.url.searchParams.has('startDate')).toBe(false);
  });

  it('keep the previous results on screen, dimmed, until the new ones arrive', async () => {
    const { user } = renderApp('/me/meetings');
    const list = await meetingList();
    await waitFor(() => expect(meetingLinks(list)).toHaveLength(30));
    // The filtered list is answered only when the test says so.
    const answer = deferred();
    const asked = deferred();
    server.use(
      http.get('*/v1/me/meetings', async () => {
        asked.resolve();
        await answer.promise;
        return HttpResponse.json({ meetings: [], nextCursor: null });
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'Product');
    await asked.promise;
    expect(list.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(meetingLinks(list)).toHaveLength(30);
    answer.resolve();
    expect(await screen.findByText('No meetings found')).toBeInTheDocument();
  });

  it('cancel the request of a filter that was changed before it answered', async () => {
    const aborted: string[] = [];
    // Product's answer is held until the test lets it go, after it has been cancelled.
    const productAnswer = deferred();
    server.use(
      http.get('*/v1/me/meetings', async ({ request }) => {
        const tag = new URL(request.url).searchParams.get('tag') ?? '';
        request.signal.addEventListener('abort', () => aborted.push(tag));
        if (tag === 'Product') await productAnswer.promise;
        return HttpResponse.json({ meetings: [], nextCursor: null });
      }),
    );
    const sent = recordRequests();
    const { user } = renderApp('/me/meetings');
    await screen.findByText('No meetings found');
    // The tags are asked for once the list is in.
    await screen.findByRole('option', { name: /^Product/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'Product');
    await waitFor(() => expect(sentTo(sent, '/v1/me/meetings').at(-1)?.url.searchParams.get('tag')).toBe('Product'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'Customer');
    await waitFor(() => expect(aborted).toEqual(['Product']));
    productAnswer.resolve();
    expect(await screen.findByText(textContent('No meetings match tag “Customer”.'))).toBeInTheDocument();
  });

  it('the scope switch keeps the dates and drops what the other scope cannot filter by', async () => {
    renderApp('/me/meetings?from=2026-10-01&tag=Product');
    await meetingList();
    const scopes = screen.getByRole('navigation', { name: 'Scope' });
    expect(within(scopes).getByRole('link', { name: 'Mine' })).toHaveAttribute('aria-current', 'page');
    expect(within(scopes).getByRole('link', { name: 'Workspace' })).toHaveAttribute('href', '/workspace/meetings?from=2026-10-01');
  });
});

describe('empty and error states', () => {
  it('say which filters are active, with a way to clear them', async () => {
    const { user, url } = renderApp('/me/meetings?tag=Follow-up');
    const empty = await screen.findByText(textContent('No meetings match tag “Follow-up”.'));
    // The tag is isolated from the words around it.
    expect(within(empty).getByText('Follow-up').tagName).toBe('BDI');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await meetingList()).toBeInTheDocument();
    expect(url()).toBe('/me/meetings');
  });

  it('explain a workspace key problem (403) instead of breaking', async () => {
    renderApp('/workspace/meetings', { demoKey: PERSONAL_ONLY_API_KEY });
    const alert = await screen.findByRole('alert', { name: 'No access' });
    expect(alert).toHaveTextContent('This API key may not read workspace data');
    expect(within(alert).getByRole('link', { name: 'Go to your meetings' })).toHaveAttribute('href', '/me/meetings');
  });

  it('offer Retry after a server error, and recover', async () => {
    server.use(http.get('*/v1/me/meetings', () => HttpResponse.json({ error: 'boom' }, { status: 500 }), { once: true }));
    const { user } = renderApp('/me/meetings');
    const alert = await screen.findByRole('alert', { name: 'Could not load meetings' });
    expect(alert).toHaveTextContent('The API had a problem (500: boom)');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await meetingList()).toBeInTheDocument();
  });

  it('send a rejected key (401) to the key screen, saying why', async () => {
    const { url } = renderApp('/me/meetings?tag=Product', { demoKey: 'revoked-key' });
    expect(await screen.findByText(/The API rejected the key/)).toBeInTheDocument();
    expect(url()).toBe(`/settings?next=${encodeURIComponent('/me/meetings?tag=Product')}&reason=rejected`);
  });

  it('say when the server sends data of the wrong shape', async () => {
    server.use(http.get('*/v1/me/meetings', () => HttpResponse.json({ meetings: 'oops' })));
    renderApp('/me/meetings');
    const alert = await screen.findByRole('alert', { name: 'Could not load meetings' });
    expect(alert).toHaveTextContent(/cannot read \(listMyMeetings: meetings/);
  });
});
