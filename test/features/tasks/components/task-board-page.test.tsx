import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listTasks } from '@/api/tasks';
import { TASK_PAGE_SIZE } from '@/screens/task-board-filters';
import { PERSONAL_ONLY_API_KEY } from '@/mocks/api-keys';
import { db } from '@/mocks/data/db';
import { server } from '@/mocks/node/test-server';
import { DATA_SCENARIOS } from '@/mocks/scenarios/data-scenarios';
import { passTime, useFakeClock } from '../../../support/fake-clock';
import { recordDownloads } from '../../../support/downloads';
import { renderApp } from '../../../support/render-app';
import { recordRequests, sentTo, type SentRequest } from '../../../support/request-log';

const myMeetings = () => db.meetings().filter((m) => m.ownerId === db.me().id);
const myTasks = (completed: boolean) => myMeetings().flatMap((m) => (m.tasks ?? []).filter((t) => t.completed === completed));

const column = (name: 'Open' | 'Completed') => screen.getByRole('region', { name });
const cardsIn = (name: 'Open' | 'Completed') => within(column(name)).queryAllByRole('article');

/** What a column's footer says once it shows `count` of its tasks (`total` when known). */
const footer = (name: 'Open' | 'Completed', count: number | null, total: number | null = count) => {
  const noun = name.toLowerCase();
  const n = count === null ? '\\d+' : String(count);
  if (count !== null && total !== null && count < total) return new RegExp(`^Showing ${n} ${noun} tasks$`);
  return new RegExp(`^(Showing ${n} ${noun} tasks|End of list: (all ${n} ${noun} tasks|the only ${noun} task is) shown\\.)$`);
};

/**
 * Waits until both columns show their first cards: each column's footer counts them (found by text:
 * role queries over a full board are slow, and the wait would be spent on them). Cards past the
 * first screenful render a moment after the footer.
 */
async function boardLoaded() {
  await screen.findByText(footer('Open', null));
  await screen.findByText(footer('Completed', null));
}

/** Waits until the columns show exactly these tasks' open and completed ones (fewer than a page each). */
async function columnsShow(tasks: readonly { completed: boolean | null }[]) {
  for (const name of ['Open', 'Completed'] as const) {
    const count = tasks.filter((task) => Boolean(task.completed) === (name === 'Completed')).length;
    await screen.findByText(count === 0 ? `No ${name.toLowerCase()} tasks.` : footer(name, count));
  }
}

const params = (requests: readonly SentRequest[], name: string) => requests.map((r) => r.url.searchParams.get(name));

/** Serves fixed tasks, the open ones to `completed=false` and the rest to `completed=true`. */
function serveTasks(path: string, tasks: { open: unknown[]; completed: unknown[] }) {
  server.use(
    http.get(`*${path}`, ({ request }) => {
      const completed = new URL(request.url).searchParams.get('completed') === 'true';
      return HttpResponse.json({ tasks: completed ? tasks.completed : tasks.open, nextCursor: null });
    }),
  );
}

const person = (name: string | null, email: string | null) => ({ id: `u-${name ?? email}`, name, email });
const fixedTask = (id: string, text: string | null, assignee: ReturnType<typeof person> | null, extra: object = {}) => ({
  id,
  text,
  completed: false,
  assignee,
  meetingId: 'm1',
  meetingTitle: 'Planning',
  createdAt: '2026-11-02T17:30:00.000Z',
  userId: 'usr_01',
  ...extra,
});

describe('the task board', () => {
  it('loads the Open and Completed columns, each asking for its own completed value', async () => {
    const sent = recordRequests();
    renderApp('/me/tasks');
    expect(await screen.findByRole('heading', { level: 1, name: 'My tasks' })).toBeInTheDocument();
    await boardLoaded();

    const requests = sentTo(sent, '/v1/me/tasks');
    // The route prefetch and the columns share one request per column.
    expect(requests).toHaveLength(2);
    expect(params(requests, 'completed').sort()).toEqual(['false', 'true']);
    expect(params(requests, 'limit')).toEqual([String(TASK_PAGE_SIZE), String(TASK_PAGE_SIZE)]);
    await waitFor(() => expect(cardsIn('Open')).toHaveLength(Math.min(TASK_PAGE_SIZE, myTasks(false).length)));
    await waitFor(() => expect(cardsIn('Completed')).toHaveLength(Math.min(TASK_PAGE_SIZE, myTasks(true).length)));
  });

  it('renders cards with their text, assignee, meeting link and date, and copes with every field missing', async () => {
    serveTasks('/v1/me/tasks', {
      open: [
        fixedTask('t1', '<img src=x onerror=alert(1)> Send the deck', person('Zoë Łukasik', 'zoe.lukasik@acme.example'), {
          meetingId: '4242',
          meetingTitle: 'Roadmap check-in',
        }),
      ],
      completed: [
        { id: null, text: null, completed: null, assignee: null, meetingId: null, meetingTitle: null, createdAt: null, userId: null },
      ],
    });
    renderApp('/me/tasks');
    await boardLoaded();

    const [card] = cardsIn('Open');
    expect(card).toHaveTextContent('<img src=x onerror=alert(1)> Send the deck');
    expect(card?.querySelector('img')).toBeNull();
    expect(card).toHaveTextContent('Zoë Łukasik · zoe.lukasik@acme.example');
    expect(within(card!).getByRole('link', { name: 'Roadmap check-in' })).toHaveAttribute('href', '/me/meetings/4242');
    const created = card?.querySelector('time');
    expect(created).toHaveAttribute('datetime', '2026-11-02T17:30:00.000Z');
    expect(created).toHaveTextContent(/Nov.*2026/);

    const [empty] = cardsIn('Completed');
    expect(empty).toHaveTextContent('No description');
    expect(empty).toHaveTextContent('Unassigned');
    expect(empty).toHaveTextContent('Untitled meeting');
    expect(empty).toHaveTextContent('Date unknown');
    expect(within(empty!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('marks a field of the wrong type on its card, with what the API sent, and shows the rest', async () => {
    serveTasks('/v1/me/tasks', {
      open: [{ ...fixedTask('t1', 'Send the deck', person('Zoë Łukasik', 'zoe.lukasik@acme.example')), createdAt: 20261102 }],
      completed: [fixedTask('t2', 'Book the room', null)],
    });
    renderApp('/me/tasks');
    await boardLoaded();

    const [odd] = cardsIn('Open');
    expect(odd).toHaveTextContent('Send the deck');
    expect(odd).toHaveTextContent('Zoë Łukasik');
    expect(odd).toHaveTextContent('Date unknown');
    const notice = within(odd!).getByRole('complementary', { name: 'Parts that could not be read' });
    expect(notice).toHaveTextContent('createdAt: 20261102');
    const [fine] = cardsIn('Completed');
    expect(within(fine!).queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('pages each column with Load more until the end of the list, without duplicates', async () => {
    const expected = myTasks(false).length;
    expect(expected).toBeGreaterThan(2 * TASK_PAGE_SIZE);
    const sent = recordRequests();
    const { user } = renderApp('/me/tasks');
    await boardLoaded();

    const open = column('Open');
    for (let shown = TASK_PAGE_SIZE; shown < expected; shown += TASK_PAGE_SIZE) {
      await user.click(within(open).getByRole('button', { name: 'Load more' }));
      const next = Math.min(expected, shown + TASK_PAGE_SIZE);
      await within(open).findByText(footer('Open', next, expected));
    }
    expect(within(open).getByText(`End of list: all ${expected} open tasks shown.`)).toBeInTheDocument();
    expect(within(open).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(within(open).getByText(`All ${expected} loaded`)).toBeInTheDocument();
    await waitFor(() => expect(cardsIn('Open')).toHaveLength(expected));

    const openRequests = sentTo(sent, '/v1/me/tasks').filter((r) => r.url.searchParams.get('completed') === 'false');
    const cursors = params(openRequests, 'cursor');
    expect(cursors[0]).toBeNull();
    expect(new Set(cursors).size).toBe(cursors.length);
    expect(openRequests).toHaveLength(Math.ceil(expected / TASK_PAGE_SIZE));
  });

  it('shows each task once, and stops paging where the server repeats a cursor, saying the column may be incomplete', async () => {
    server.use(...DATA_SCENARIOS['repeating-cursor']().handlers);
    const sent = recordRequests();
    const { user } = renderApp('/me/tasks');
    await boardLoaded();
    const open = column('Open');
    await user.click(within(open).getByRole('button', { name: 'Load more' }));
    await within(open).findByText(footer('Open', 2 * TASK_PAGE_SIZE, null));
    // The third page repeats the first, and hands back the second page's cursor: paging stops there.
    await user.click(within(open).getByRole('button', { name: 'Load more' }));
    await within(open).findByText(
      `Showing ${2 * TASK_PAGE_SIZE} open tasks. The list may be incomplete: the server sent pages it had already sent, so loading stopped.`,
    );
    expect(within(open).getByText(`${2 * TASK_PAGE_SIZE} loaded · may be incomplete`)).toBeInTheDocument();
    expect(within(open).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // Page 3's tasks were all shown already: each once.
    await waitFor(() => expect(cardsIn('Open')).toHaveLength(2 * TASK_PAGE_SIZE));
    const openRequests = sentTo(sent, '/v1/me/tasks').filter((r) => r.url.searchParams.get('completed') === 'false');
    expect(params(openRequests, 'cursor')).toEqual([null, 'again-1', 'again-2']);
  });

  it('goes on past an empty first page that has more after it, and says a column is empty only at its end', async () => {
    // Both columns' first pages come back empty with a cursor (a server that filters after paging).
    server.use(
      http.get('*/v1/me/tasks', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const completed = query.get('completed') === 'true';
        if (query.get('cursor') !== 'c2') return HttpResponse.json({ tasks: [], nextCursor: 'c2' });
        return HttpResponse.json({ tasks: completed ? [] : [fixedTask('t-after', 'After the empty page', null)], nextCursor: null });
      }),
    );
    const { user } = renderApp('/me/tasks');
    const open = await screen.findByRole('region', { name: 'Open' });
    await user.click(await within(open).findByRole('button', { name: 'Load more' }));
    expect(screen.queryByRole('region', { name: 'No tasks found' })).not.toBeInTheDocument();
    await within(open).findByText('End of list: the only open task is shown.');
    // The cards of a next page render as a deferred update, after the column's own status.
    expect(await within(open).findByRole('article')).toHaveTextContent('After the empty page');

    const completed = column('Completed');
    expect(within(completed).queryByText('No completed tasks.')).not.toBeInTheDocument();
    await user.click(within(completed).getByRole('button', { name: 'Load more' }));
    await within(completed).findByText('No completed tasks.');
  });

  it('shows what failed with Retry after a 500, and recovers', async () => {
    let failing = true;
    server.use(
      http.get('*/v1/me/tasks', () => (failing ? HttpResponse.json({ error: 'database unavailable' }, { status: 500 }) : undefined)),
    );
    const { user } = renderApp('/me/tasks');
    const alert = await screen.findByRole('alert', { name: 'Could not load tasks' });
    expect(alert).toHaveTextContent('The API had a problem (500: database unavailable)');

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await boardLoaded();
    expect(screen.queryByRole('alert', { name: 'Could not load tasks' })).not.toBeInTheDocument();
  });

  it('explains a 403 on workspace tasks and points to the personal board', async () => {
    renderApp('/workspace/tasks', { demoKey: PERSONAL_ONLY_API_KEY });
    const alert = await screen.findByRole('alert', { name: 'No access' });
    expect(alert).toHaveTextContent('This API key may not read workspace data');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your own tasks' })).toHaveAttribute('href', '/me/tasks');
  });
});

describe('task board filters', () => {
  it('sends "Meetings owned by" as userEmail in workspace scope, and keeps it in the URL', async () => {
    const member = db.users().find((u) => u.id !== db.me().id)!;
    const sent = recordRequests();
    const { user, url } = renderApp('/workspace/tasks');
    await boardLoaded();

    await user.type(screen.getByLabelText('Meetings owned by'), member.email);
    await waitFor(() => expect(url()).toBe(`/workspace/tasks?member=${encodeURIComponent(member.email)}`));
    await waitFor(() => {
      const filtered = sentTo(sent, '/v1/workspace/tasks').filter((r) => r.url.searchParams.get('userEmail') === member.email);
      expect(params(filtered, 'completed').sort()).toEqual(['false', 'true']);
    });
  });

  it('never sends userEmail in personal scope', async () => {
    const sent = recordRequests();
    renderApp('/me/tasks?member=priya.natarajan%40acme.example');
    await boardLoaded();
    expect(screen.queryByLabelText('Member e-mail')).not.toBeInTheDocument();
    expect(sentTo(sent, '/v1/me/tasks').every((r) => !r.url.searchParams.has('userEmail'))).toBe(true);
  });

  it('explains an invalid member e-mail and sends nothing for it', async () => {
    useFakeClock();
    const sent = recordRequests();
    const { user } = renderApp('/workspace/tasks', { fakeTimers: true });
    await boardLoaded();
    const before = sent.length;

    await user.type(screen.getByLabelText('Meetings owned by'), 'priya@acme');
    // Said once typing has paused for 400 ms; never applied, however long the user waits.
    await passTime(400);
    expect(screen.getByText(/“priya@acme” is not a full e-mail address/)).toBeInTheDocument();
    expect(screen.getByLabelText('Meetings owned by')).toHaveAttribute('aria-invalid', 'true');
    await passTime(10_000);
    expect(sent.slice(before)).toEqual([]);
  });

  it('sends nothing at all for an invalid member e-mail in the URL', async () => {
    const sent = recordRequests();
    renderApp('/workspace/tasks?member=not-an-address');
    expect(await screen.findByText('Enter a full e-mail address to see that member’s tasks.')).toBeInTheDocument();
    expect(screen.getByText(/“not-an-address” is not a full e-mail address/)).toBeInTheDocument();
    // The health check, asked for when the app started, has been answered: anything the board asked
    // for at the same time would have been sent by now.
    expect(await screen.findByText('API online')).toBeInTheDocument();
    expect(sentTo(sent, /\/tasks$/)).toEqual([]);
    expect(sentTo(sent, '/api/v1/health')).toHaveLength(1);
  });

  it('"Assigned to" shows the loaded tasks of one assignee, says how many of the loaded, and keeps it in the URL', async () => {
    const open = [
      fixedTask('t1', 'Draft the plan', person('Priya', 'priya@acme.example')),
      fixedTask('t2', 'Book the room', person('Li', 'li@acme.example')),
      fixedTask('t3', 'Send the notes', person('Priya', 'Priya@Acme.example')),
    ];
    const completed = [fixedTask('t4', 'Share the deck', person('Li', 'li@acme.example'), { completed: true })];
    serveTasks('/v1/workspace/tasks', { open, completed });
    const sent = recordRequests();
    const { user, url } = renderApp('/workspace/tasks');
    await columnsShow([...open, ...completed]);
    const before = sent.length;

    const picker = screen.getByRole('combobox', { name: 'Assigned to' });
    // Each assignee once, whatever the letter case of their address.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Anyone', 'li@acme.example', 'priya@acme.example']);
    await user.selectOptions(picker, 'priya@acme.example');

    expect(url()).toBe(`/workspace/tasks?assignee=${encodeURIComponent('priya@acme.example')}`);
    expect(screen.getByText('Showing 2 of 4 loaded tasks')).toBeInTheDocument();
    const cards = cardsIn('Open');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Draft the plan');
    expect(cards[1]).toHaveTextContent('Send the notes');
    expect(within(column('Completed')).getByText('None of the completed tasks loaded is assigned to them.')).toBeInTheDocument();
    // Applied to what is loaded: nothing more is asked of the API.
    expect(sentTo(sent.slice(before), /\/tasks$/)).toEqual([]);
  });

  it('filters by the meeting in ?meeting=, shows it by title and clears it', async () => {
    const meeting = myMeetings().find((m) => (m.tasks ?? []).length > 0 && m.title)!;
    const sent = recordRequests();
    const { user, url } = renderApp(`/me/tasks?meeting=${meeting.id}`);
    await columnsShow(meeting.tasks!);
    expect(cardsIn('Open').length + cardsIn('Completed').length).toBe(meeting.tasks!.length);

    const requests = sentTo(sent, '/v1/me/tasks');
    // One request per column, each for that meeting only.
    expect(params(requests, 'meetingId')).toEqual([meeting.id, meeting.id]);
    const active = screen.getByText(/Tasks from/);
    expect(within(active).getByRole('link', { name: meeting.title! })).toHaveAttribute('href', `/me/meetings/${meeting.id}`);

    await user.click(screen.getByRole('button', { name: 'Clear meeting filter' }));
    await waitFor(() => expect(url()).toBe('/me/tasks'));
    expect(screen.queryByText(/Tasks from/)).not.toBeInTheDocument();
  });

  it('offers the meetings seen in loaded tasks in a picker', async () => {
    const { user, url } = renderApp('/me/tasks');
    await boardLoaded();
    // What the board loaded: the first page of each column, as the API gives it.
    const pages = await Promise.all([false, true].map((completed) => listTasks('me', { completed, limit: TASK_PAGE_SIZE })));
    const loaded = pages.flatMap((page) => page.tasks);
    const seen = [...new Set(loaded.map((task) => task.meetingId).filter((id) => id !== null))].sort();
    const picker = screen.getByLabelText('Meeting');
    // "All meetings", then each meeting the loaded tasks came from.
    const options = () =>
      within(picker)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'));
    expect(options()[0]).toBe('');
    expect(options().slice(1).sort()).toEqual(seen);
    const meetingId = loaded[0]!.meetingId!;

    await user.selectOptions(picker, meetingId);
    await waitFor(() => expect(url()).toBe(`/me/tasks?meeting=${meetingId}`));
    const tasks = db.findMeeting(meetingId)!.tasks!;
    await columnsShow(tasks);
    expect(cardsIn('Open').length + cardsIn('Completed').length).toBe(tasks.length);
    // The picker still offers the other meetings once one is chosen.
    expect(picker).toHaveValue(meetingId);
    expect(options().slice(1).sort()).toEqual(seen);
  });

  it('sends the created-date range as the local start and end of day', async () => {
    const sent = recordRequests();
    renderApp('/me/tasks?from=2026-10-01&to=2026-10-31');
    await boardLoaded();
    const requests = sentTo(sent, '/v1/me/tasks');
    // Los Angeles: PDT all month (the clocks change on 1 November).
    expect(params(requests, 'startDate')).toEqual(['2026-10-01T07:00:00.000Z', '2026-10-01T07:00:00.000Z']);
    expect(params(requests, 'endDate')).toEqual(['2026-11-01T06:59:59.999Z', '2026-11-01T06:59:59.999Z']);
  });

  it('says which filters left the board empty and clears them', async () => {
    const { user, url } = renderApp('/me/tasks?from=2020-01-01&to=2020-01-31');
    const empty = await screen.findByRole('region', { name: 'No tasks found' });
    expect(empty).toHaveTextContent(/No tasks match from Wed,? (1 Jan|Jan 1),? 2020 to Fri,? (31 Jan|Jan 31),? 2020\./);

    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(url()).toBe('/me/tasks'));
    await boardLoaded();
  });

  it('keeps the shared filters when switching scope', async () => {
    const { user, url } = renderApp('/workspace/tasks?from=2026-10-01&member=li.ming%40acme.example&view=people');
    const scopes = await screen.findByRole('navigation', { name: 'Scope' });
    await user.click(within(scopes).getByRole('link', { name: 'Mine' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My tasks' })).toBeInTheDocument();
    expect(url()).toBe('/me/tasks?from=2026-10-01&view=people');
  });
});

describe('grouping by person', () => {
  it('is one control, the board’s views: no grouping of the columns of its own', async () => {
    renderApp('/me/tasks');
    await boardLoaded();
    const views = screen.getByRole('navigation', { name: 'Task views' });
    expect(within(views).getByRole('link', { name: 'By person' })).toHaveAttribute('href', '/me/tasks?view=people');
    expect(screen.queryByRole('checkbox', { name: /group/i })).toBeNull();
  });
});

describe('CSV export', () => {
  const downloads = recordDownloads();

  /** The file's bytes (jsdom's Blob has no arrayBuffer()). */
  function readBytes(blob: Blob): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
      reader.readAsArrayBuffer(blob);
    });
  }

  it('downloads the loaded tasks of both columns as quoted, formula-safe UTF-8 CSV', async () => {
    serveTasks('/v1/workspace/tasks', {
      open: [
        fixedTask('t1', 'Ship it, then "celebrate"\nwith the team', person('李明', 'li.ming@acme.example'), {
          meetingTitle: 'Zoë’s review, part 2',
        }),
        fixedTask('t2', '=HYPERLINK("http://evil.example")', null, { meetingId: null, meetingTitle: null, createdAt: null }),
      ],
      completed: [fixedTask('t3', '@mention the owner', person('Юлия Смирнова', null), { completed: true })],
    });
    const { user } = renderApp('/workspace/tasks');
    await boardLoaded();

    const button = screen.getByRole('button', { name: 'Export CSV' });
    expect(button).toHaveAccessibleDescription('The 3 loaded tasks, as a spreadsheet file.');
    await user.click(button);

    expect(downloads).toHaveLength(1);
    const [file] = downloads;
    expect(file?.download).toMatch(/^tasks-workspace-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file?.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await readBytes(file!.blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).split('\r\n')).toEqual([
      '\uFEFFStatus,Task,Assignee,Assignee e-mail,Meeting,Meeting ID,Created',
      'Open,"Ship it, then ""celebrate""\nwith the team",李明,li.ming@acme.example,"Zoë’s review, part 2",m1,2026-11-02T17:30:00.000Z',
      `Open,"'=HYPERLINK(""http://evil.example"")",,,,,`,
      "Completed,'@mention the owner,Юлия Смирнова,,Planning,m1,2026-11-02T17:30:00.000Z",
      '',
    ]);
  });

  it('is unavailable while nothing is loaded', async () => {
    renderApp('/me/tasks?from=2020-01-01&to=2020-01-02');
    await screen.findByRole('region', { name: 'No tasks found' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
