import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TASK_PAGE_SIZE } from '@/screens/task-board-filters';
import { db } from '@/mocks/data/db';
import { server } from '@/mocks/node/test-server';
import { deferred } from '../../../support/deferred';
import { renderApp } from '../../../support/render-app';
import { recordRequests, sentTo } from '../../../support/request-log';
import { textContent } from '../../../support/text-content';

const myMeetings = () => db.meetings().filter((m) => m.ownerId === db.me().id);
const myOpenTasks = () => myMeetings().flatMap((m) => (m.tasks ?? []).filter((t) => !t.completed).map((task) => ({ task, meeting: m })));
const region = (name: RegExp) => screen.getByRole('region', { name });
const loadedAll = (count: number) => `All ${count} open ${count === 1 ? 'item' : 'items'} loaded.`;

describe('the task board by person', () => {
  it('pages through every open item, saying how far it got, then splits mine from what is owed to me', async () => {
    const open = myOpenTasks();
    expect(open.length).toBeGreaterThan(2 * TASK_PAGE_SIZE);
    // The second page waits until the test has seen the progress after the first.
    const secondPage = deferred();
    server.use(
      http.get('*/v1/me/tasks', async ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('completed') === 'false' && url.searchParams.has('cursor')) await secondPage.promise;
        // Nothing returned: the seeded mock API answers.
      }),
    );
    const sent = recordRequests();
    renderApp('/me/tasks?view=people');
    expect(await screen.findByText(`Loading open items: ${TASK_PAGE_SIZE} so far…`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy as Markdown' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Copy as Markdown' })).toHaveAccessibleDescription(
      'Available once every open item is loaded.',
    );
    secondPage.resolve();
    expect(await screen.findByText(loadedAll(open.length))).toBeInTheDocument();

    const pages = sentTo(sent, '/v1/me/tasks').filter((r) => r.url.searchParams.get('completed') === 'false');
    expect(pages).toHaveLength(Math.ceil(open.length / TASK_PAGE_SIZE));
    expect(new Set(pages.map((r) => r.url.searchParams.get('cursor'))).size).toBe(pages.length);

    const mine = open.filter(({ task }) => task.assignee?.id === db.me().id);
    const owed = open.filter(({ task }) => task.assignee && task.assignee.id !== db.me().id);
    expect(region(/^Assigned to me/)).toHaveAccessibleName(new RegExp(`^Assigned to me ${mine.length} open · oldest `));
    expect(
      within(region(/^Assigned to me/))
        .getAllByRole('listitem')
        .filter((li) => !li.querySelector('li')),
    ).toHaveLength(mine.length);
    expect(region(/^Owed to me/)).toHaveAccessibleName(new RegExp(`^Owed to me ${owed.length} open`));
  });

  it('goes on paging when it opens during a refresh of the pages already loaded', async () => {
    const open = myOpenTasks();
    // The board's open column asks for its first page; the refresh asks for it again, and waits.
    const refresh = deferred();
    let firstPages = 0;
    server.use(
      http.get('*/v1/me/tasks', async ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('completed') !== 'false' || url.searchParams.has('cursor')) return;
        firstPages += 1;
        if (firstPages === 2) await refresh.promise;
      }),
    );
    const { user, queryClient } = renderApp('/me/tasks');
    await screen.findByText(`Showing ${TASK_PAGE_SIZE} open tasks`, { exact: false });
    // What a minute on the board does: the loaded pages go stale, and opening the view refreshes them.
    await queryClient.invalidateQueries({ refetchType: 'none' });
    await user.click(screen.getByRole('link', { name: 'By person' }));
    await waitFor(() => expect(firstPages).toBe(2));
    refresh.resolve();
    // Not stuck at the first page: a next page asked for during the refresh used to join it, and load nothing.
    expect(await screen.findByText(loadedAll(open.length))).toBeInTheDocument();
  });

  it('shows an item whose fields could not be read, with what the API sent for them', async () => {
    const me = db.me();
    const item = (id: string, text: unknown) => ({
      id,
      text,
      completed: false,
      assignee: { id: me.id, name: me.name, email: me.email },
      meetingId: 'm1',
      meetingTitle: 'Planning',
      createdAt: '2026-11-02T17:30:00.000Z',
      userId: me.id,
    });
    server.use(
      http.get('*/v1/me/tasks', ({ request }) =>
        HttpResponse.json({
          tasks:
            new URL(request.url).searchParams.get('completed') === 'false'
              ? [item('t1', { draft: 'Send the deck' }), item('t2', 'Book the room')]
              : [],
          nextCursor: null,
        }),
      ),
    );
    renderApp('/me/tasks?view=people');
    await screen.findByText(loadedAll(2));
    const mine = region(/^Assigned to me/);
    const odd = within(mine).getByText('No description').closest('li');
    const fine = within(mine).getByText('Book the room').closest('li');
    expect(within(odd!).getByRole('complementary', { name: 'Parts that could not be read' })).toHaveTextContent(
      'text: {"draft":"Send the deck"}',
    );
    expect(within(fine!).queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('expands a member to their items by meeting, each meeting linking to its page', async () => {
    const open = myOpenTasks();
    const priya = open.filter(({ task }) => task.assignee?.email === 'priya.natarajan@acme.example');
    expect(priya.length).toBeGreaterThan(1);
    const { user } = renderApp('/me/tasks?view=people');
    await screen.findByText(loadedAll(open.length));

    const owed = region(/^Owed to me/);
    const toggle = within(owed).getByRole('button', {
      name: new RegExp(`^Priya Natarajan priya\\.natarajan@acme\\.example ${priya.length} open · oldest `),
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    const meetingIds = [...new Set(priya.map(({ meeting }) => meeting.id))];
    expect(
      within(panel)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => within(heading).getByRole('link').getAttribute('href')),
    ).toEqual(meetingIds.map((id) => `/me/meetings/${id}`));
    for (const { task } of priya) expect(within(panel).getAllByText(task.content).length).toBeGreaterThan(0);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('copies the whole view, and one member’s items, as Markdown with links back to the meetings', async () => {
    const open = myOpenTasks();
    const { user } = renderApp('/me/tasks?view=people');
    await screen.findByText(loadedAll(open.length));

    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    expect(await screen.findByText('The tasks were copied as Markdown.')).toBeInTheDocument();
    const all = await navigator.clipboard.readText();
    expect(all).toMatch(
      /^# Open action items from my meetings, by person\n\n_As of \w{3}, \w{3} \d+, \d{4}\._\n\n## Assigned to me\n\n### \[/,
    );
    expect(all).toContain('\n## Owed to me\n\n### Amélie Durand (`amelie.durand@litware.example`) — ');
    expect(all.match(/^- \[ \] /gm)).toHaveLength(open.length);
    expect(all).toContain(`](${window.location.origin}/me/meetings/${open[0]!.meeting.id})`);

    const owed = region(/^Owed to me/);
    await user.click(within(owed).getByRole('button', { name: /^Jonas Weber / }));
    await user.click(within(owed).getByRole('button', { name: 'Copy as Markdown (Jonas Weber)' }));
    expect(await screen.findByText(textContent('Jonas Weber’s items were copied as Markdown.'))).toBeInTheDocument();
    const jonas = await navigator.clipboard.readText();
    expect(jonas.startsWith('# Open action items: Jonas Weber \\(`jonas.weber@acme.example`\\)\n')).toBe(true);
    const jonasItems = open.filter(({ task }) => task.assignee?.email === 'jonas.weber@acme.example');
    expect(jonas.match(/^- \[ \] /gm)).toHaveLength(jonasItems.length);
  });

  it('shows the workspace’s members under the board’s filters, and keeps them when switching views', async () => {
    const member = 'li.ming@acme.example';
    const owner = db.users().find((u) => u.email === member)!;
    const open = db
      .meetings()
      .filter((m) => m.ownerId === owner.id)
      .flatMap((m) => (m.tasks ?? []).filter((t) => !t.completed));
    const { user, url } = renderApp(`/workspace/tasks?member=${encodeURIComponent(member)}&view=people`);
    await screen.findByText(loadedAll(open.length));
    const people = region(/^Open items by person/);
    const names = [...new Set(open.map((t) => t.assignee?.name ?? 'Unassigned'))];
    expect(within(people).getAllByRole('button', { expanded: false })).toHaveLength(names.length);

    await user.click(within(screen.getByRole('navigation', { name: 'Task views' })).getByRole('link', { name: 'Board' }));
    await waitFor(() => expect(url()).toBe(`/workspace/tasks?member=${encodeURIComponent(member)}`));
    expect(await screen.findByRole('region', { name: 'Open' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Task views' })).getByRole('link', { name: 'By person' })).toHaveAttribute(
      'href',
      `/workspace/tasks?member=${encodeURIComponent(member)}&view=people`,
    );
  });

  it('says when a page fails, keeps what it has, and goes on from there on Retry', async () => {
    const open = myOpenTasks();
    server.use(
      http.get('*/v1/me/tasks', ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('completed') === 'false' && url.searchParams.has('cursor')) {
          return HttpResponse.json({ message: 'The cursor has expired' }, { status: 400 });
        }
      }),
    );
    const { user } = renderApp('/me/tasks?view=people');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `Could not load every open item (${TASK_PAGE_SIZE} so far): The API rejected the request: The cursor has expired`,
    );
    expect(screen.getByRole('region', { name: /^Owed to me/ })).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(loadedAll(open.length))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the board’s digest', () => {
  it('copies what the columns show, by person, and says it is partial while more pages exist', async () => {
    const member = 'li.ming@acme.example';
    const { user } = renderApp(`/workspace/tasks?member=${encodeURIComponent(member)}`);
    for (const column of ['Open', 'Completed'])
      await within(await screen.findByRole('region', { name: column })).findByText(/^End of list/);
    expect(screen.getByRole('button', { name: 'Copy as Markdown' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    const digest = await navigator.clipboard.readText();
    expect(digest).toMatch(/^# Action items in the workspace\n\n_As of .+, for meetings owned by `li\.ming@acme\.example`\._\n/);
    const owner = db.users().find((u) => u.email === member)!;
    const tasks = db
      .meetings()
      .filter((m) => m.ownerId === owner.id)
      .flatMap((m) => m.tasks ?? []);
    expect(tasks.length).toBeLessThan(TASK_PAGE_SIZE);
    expect(digest.match(/^- \[ \] /gm)).toHaveLength(tasks.filter((t) => !t.completed).length);
    expect(digest.match(/^- \[x\] /gm)).toHaveLength(tasks.filter((t) => t.completed).length);
    expect(digest).not.toContain('there are more');
  });
});
