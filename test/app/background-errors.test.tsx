import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node/test-server';
import { renderApp } from '../support/render-app';

describe('a refresh that fails while data is on screen', () => {
  it('keeps the data and shows one notice per query, however often it fails', async () => {
    const { queryClient } = renderApp('/me/meetings');
    const list = await screen.findByRole('list', { name: 'Meetings' });
    server.use(http.get('*/v1/me/meetings', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await act(() => queryClient.refetchQueries({ queryKey: ['meetings'] }).catch(() => undefined));
    }
    const notices = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notices).getAllByText(/Could not refresh: The API had a problem \(503: down\)/)).toHaveLength(1);
    expect(within(list).getAllByRole('link').length).toBeGreaterThan(0);
  });

  it('says nothing for the health check, whose indicator already shows the outage', async () => {
    const { queryClient } = renderApp('/me/meetings');
    expect(await screen.findByText('API online')).toBeInTheDocument();
    server.use(http.get('*/api/v1/health', () => HttpResponse.json({}, { status: 503 })));
    await act(() => queryClient.refetchQueries({ queryKey: ['health'] }).catch(() => undefined));
    expect(await screen.findByText('API offline', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Notifications' })).queryAllByRole('listitem')).toHaveLength(0);
  });
});
