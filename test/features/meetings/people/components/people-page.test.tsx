import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node/test-server';
import { renderApp } from '../../../../support/render-app';

const MEETINGS = [
  {
    id: 'm-3',
    title: 'Budget review',
    startTime: '2026-03-16T10:00:00Z',
    endTime: '2026-03-16T11:00:00Z',
    participants: [{ name: 'Priya N.' }, { name: '__proto__' }],
    transcript: 'Priya: I will send the revised budget to finance by Friday.\nconstructor: Sounds good to me.',
    tasks: [{ content: 'Send the revised budget to finance', completed: false, assignee: { name: 'Priya N.' } }],
    event: { attendees: [{ name: 'constructor', email: 'constructor@example.org', responseStatus: 'declined' }] },
  },
  {
    id: 'm-2',
    title: 'Planning',
    startTime: '2026-03-09T10:00:00Z',
    endTime: '2026-03-09T11:00:00Z',
    participants: [{ name: 'priya natarajan' }],
    tasks: [{ content: 'Book the offsite venue', completed: true, assignee: { name: 'priya natarajan' } }],
  },
  {
    id: 'm-1',
    title: 'Kick-off',
    startTime: '2026-03-02T10:00:00Z',
    endTime: '2026-03-02T11:00:00Z',
    participants: [],
    event: { attendees: [{ name: 'Priya Natarajan', email: 'Priya@Acme.com', responseStatus: 'accepted' }] },
  },
];

function serve() {
  server.use(
    http.get('*/v1/me/meetings', () =>
      HttpResponse.json({
        meetings: MEETINGS.map(({ id, title, startTime, endTime }) => ({ id, title, startTime, endTime })),
        nextCursor: null,
      }),
    ),
    http.get('*/v1/me/meetings/:id', ({ params }) => {
      const meeting = MEETINGS.find((m) => m.id === params.id);
      return meeting ? HttpResponse.json(meeting) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
  );
}

describe('People', () => {
  it('lists each person once whatever their spelling, finds them by any of them, and opens their page', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/me/people');
    expect(await screen.findByText('All 3 meetings read.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'People' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent).sort()).toEqual(['Priya Natarajan', '__proto__', 'constructor']);

    await user.type(screen.getByRole('searchbox', { name: 'Find a person' }), 'Priya N.');
    const found = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
    expect(found).toHaveLength(1);
    expect(found[0]).toHaveTextContent('Also appears as Priya N., priya natarajan');
    expect(found[0]).toHaveTextContent('3 meetings');
    expect(found[0]).toHaveTextContent('1 open item owed to you');

    await user.click(within(found[0]!).getByRole('link', { name: 'Priya Natarajan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Natarajan' })).toBeInTheDocument();
    const open = screen.getByRole('region', { name: 'Open items' });
    expect(within(open).getByRole('link', { name: 'said in turn 1' })).toHaveAttribute('href', '/me/meetings/m-3?turn=1');
    const done = screen.getByRole('region', { name: 'Done items' });
    expect(done).toHaveTextContent('Book the offsite venue');
    expect(screen.getByRole('link', { name: 'Their action items on the task board' })).toHaveAttribute(
      'href',
      '/me/tasks?assignee=priya%40acme.com',
    );
    const meetings = within(screen.getByRole('region', { name: /^Meetings \(3\)/ })).getAllByRole('listitem');
    expect(meetings[0]).toHaveTextContent(/Budget review.*Joined without an invitation.*Spoke: 1 turn, \d+% of the words/);
    expect(meetings[2]).toHaveTextContent(/Kick-off.*Accepted.*No transcript with speakers/);
  });

  it('separates a spelling by hand, and joins it again', async () => {
    serve();
    const user = userEvent.setup();
    renderApp(`/me/people?person=${encodeURIComponent('e:priya@acme.com')}`);
    const also = await screen.findByRole('region', { name: 'Also appears as' });
    await user.click(within(also).getByRole('button', { name: 'Not the same person: Priya N.' }));
    // Everyone is matched again, in slices, with the correction: the spelling leaves once that is done.
    await waitFor(() => expect(within(also).queryAllByText('Priya N.')).toEqual([]));

    await user.click(screen.getByRole('link', { name: 'All people' }));
    await user.click(await screen.findByRole('link', { name: 'Priya N.' }));
    const separated = await screen.findByRole('region', { name: 'Also appears as' });
    expect(separated).toHaveTextContent('You separated Priya N. from the person it was taken for.');
    await user.click(within(separated).getByRole('button', { name: 'Join again' }));
    // Joined again, its page is the person it was taken for.
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Natarajan' })).toBeInTheDocument();
  });
});
