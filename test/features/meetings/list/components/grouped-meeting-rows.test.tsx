import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../support/render-app';

// September to mid-November: the weekly sync (9 meetings) and the fortnightly 1:1 (5) are in it.
const AUTUMN = '/me/meetings?from=2026-09-01&to=2026-11-10';

/** A series' entry in the grouped list, by the title its summary shows. */
const seriesEntry = (list: HTMLElement, title: RegExp) => within(list).getByText(title, { selector: 'summary bdi' }).closest('details')!;

describe('"Group recurring meetings" on the meetings list', () => {
  it('shows each recurring meeting as one entry that opens onto its meetings and links to its series page, kept in the URL', async () => {
    const { user, url } = renderApp(AUTUMN);
    expect(await screen.findByRole('list', { name: 'Meetings' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Group recurring meetings' }));
    expect(url()).toBe(`${AUTUMN}&group=series`);
    const grouped = await screen.findByRole('list', { name: 'Meetings, recurring ones grouped' });
    // What is loaded is grouped: here, the range's every page.
    while (screen.queryByRole('button', { name: 'Load more' })) {
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await screen.findByText(/^(Showing \d+ meetings$|End of list)/);
    }
    await screen.findByText(/^End of list/);
    expect(screen.getByText(/^2 recurring meetings among the \d+ loaded, each as one entry\.$/)).toBeInTheDocument();

    const sync = seriesEntry(grouped, /^Weekly sync$/);
    expect(sync).not.toHaveAttribute('open');
    expect(within(sync).getByText(/^9 meetings · one calendar series · latest Tue, Nov 3, 2026$/)).toBeInTheDocument();
    const oneToOne = seriesEntry(grouped, /^Alex \/ Priya 1:1/);
    expect(within(oneToOne).getByText(/^5 meetings · every two weeks · latest /)).toBeInTheDocument();
    // Its meetings are in the entry, not in the list beside it.
    const outside = within(grouped)
      .queryAllByRole('link', { name: /^Weekly sync/ })
      .filter((link) => !sync.contains(link));
    expect(outside).toEqual([]);

    await user.click(within(sync).getByText('Weekly sync', { selector: 'summary bdi' }));
    expect(sync).toHaveAttribute('open');
    expect(within(within(sync).getByRole('list', { name: 'Meetings of Weekly sync' })).getAllByRole('link')).toHaveLength(9);
    await user.click(within(sync).getByRole('link', { name: 'What is still open in Weekly sync' }));
    expect(url()).toBe(`/me/series/${encodeURIComponent('event:weeklysync4f2a9c')}`);
  });

  it('says so when nothing loaded recurs, and turning it off brings the plain list back', async () => {
    const { user, url } = renderApp('/me/meetings?from=2026-11-05&to=2026-11-06&group=series');
    expect(await screen.findByText('No recurring meetings among the meetings loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Group recurring meetings' }));
    expect(url()).toBe('/me/meetings?from=2026-11-05&to=2026-11-06');
    expect(await screen.findByRole('list', { name: 'Meetings' })).toBeInTheDocument();
  });
});
