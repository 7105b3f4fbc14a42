import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node/test-server';
import { renderApp } from '../../../../support/render-app';

// A file of its own: paging loads the list virtualiser, which then stays loaded for the file's later tests.
const COUNT = 1_000;

/** One page of COUNT meetings, an hour apart, and no next page: a server that ignores `limit`. */
function onePage() {
  const newest = Date.parse('2026-11-20T17:00:00.000Z');
  const meetings = Array.from({ length: COUNT }, (_, index) => ({
    id: `long-${index + 1}`,
    title: `Long meeting ${index + 1}`,
    generatedTitle: null,
    startTime: new Date(newest - index * 3_600_000).toISOString(),
    endTime: new Date(newest - index * 3_600_000 + 30 * 60_000).toISOString(),
    calendarEventId: null,
    userId: 'usr_01',
  }));
  return { meetings, nextCursor: null };
}

describe('a meeting list that comes in one long page', () => {
  it('is as long as all its rows, with only those near the viewport in the DOM', async () => {
    server.use(http.get('*/v1/me/meetings', () => HttpResponse.json(onePage())));
    renderApp('/me/meetings');
    await screen.findByText(`End of list: all ${COUNT} meetings shown.`);
    // Rows of 4.25rem (68 px at the default text size), day headings besides: the page scrolls to every meeting.
    await waitFor(() => expect(parseFloat(screen.getByRole('list', { name: 'Meetings' }).style.height)).toBeGreaterThanOrEqual(COUNT * 68));
    expect(within(screen.getByRole('list', { name: 'Meetings' })).getAllByRole('listitem').length).toBeLessThan(60);
  });
});
