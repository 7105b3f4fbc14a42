import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/data/db';
import { renderApp } from '../../../../support/render-app';

/** Newest first, as the API lists them. */
const weeklySyncs = () => db.meetings().filter((m) => m.calendarEventId?.startsWith('weeklysync4f2a9c_'));
const SERIES_PATH = `/me/series/${encodeURIComponent('event:weeklysync4f2a9c')}`;

describe('a meeting of a recurring series', () => {
  it('says which series it is part of and what is still open from earlier meetings, linking to the series', async () => {
    const [latest] = weeklySyncs();
    renderApp(`/me/meetings/${latest?.id}`);
    const line = await screen.findByText(/items still open from earlier ones/);
    expect(line).toHaveTextContent('Part of Weekly sync — 9 meetings; 5 items still open from earlier ones');
    expect(screen.getByRole('link', { name: 'Weekly sync' })).toHaveAttribute('href', SERIES_PATH);
  });

  it('counts only the meetings before it', async () => {
    // The meeting of 6 October: three items from September are still open.
    const october6 = weeklySyncs().find((m) => m.startTime?.startsWith('2026-10-06'));
    renderApp(`/me/meetings/${october6?.id}`);
    expect(await screen.findByText(/items still open from earlier ones/)).toHaveTextContent(
      'Part of Weekly sync — 9 meetings; 3 items still open from earlier ones',
    );
  });
});

describe('a meeting in no series', () => {
  it('can be put into one by hand, and then says so', async () => {
    const [newest] = db.meetings().filter((m) => m.ownerId === db.me().id);
    const { user } = renderApp(`/me/meetings/${newest?.id}`);
    await user.click(await screen.findByText('Part of a recurring meeting?'));
    // Nothing is chosen for the user: an unrelated series is not offered as the answer.
    const picker = screen.getByLabelText('Recurring meeting');
    expect(picker).toHaveDisplayValue('Choose one…');
    expect(screen.getByRole('button', { name: 'Add this meeting to it' })).toBeDisabled();
    await user.selectOptions(picker, 'Weekly sync (9 meetings)');
    await user.click(screen.getByRole('button', { name: 'Add this meeting to it' }));
    expect(await screen.findByText(/items still open from earlier ones/)).toHaveTextContent(
      'Part of Weekly sync — 10 meetings; 7 items still open from earlier ones',
    );
  });
});
