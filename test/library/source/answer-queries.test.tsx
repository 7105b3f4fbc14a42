import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { openLibrary } from '@/library/storage/library-db';
import { adoptDeviceFirstPage } from '@/library/source/device-first-page';
import { MEETING_PAGE_SIZE } from '@/screens/meeting-list-filters';
import { server } from '@/mocks/node/test-server';
import { readBytes, recordDownloads } from '../../support/downloads';
import { keepCopyOf, libraryApi, meetings, type ApiMeeting } from '../../support/library-api';
import { renderApp } from '../../support/render-app';

const KEY = 'source-test-key';
const OFFLINE_LINE = /^Offline — showing what was saved at \d/;

/** The browser's word that the network is back. */
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

/** The requests the app sends from now on, by method and path. */
function recordRequests(): string[] {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => void sent.push(`${request.method} ${new URL(request.url).pathname}`));
  onTestFinished(() => server.events.removeAllListeners('request:start'));
  return sent;
}

const meetingList = () => screen.findByRole('list', { name: 'Meetings' });

/**
 * As a page opened offline from the service worker finds it: the browser says offline, every request
 * fails, and TanStack Query, which hears only the browser's later changes, starts online.
 */
function openedOffline() {
  vi.spyOn(Navigator.prototype, 'onLine', 'get').mockReturnValue(false);
  server.use(http.all('*/v1/*', () => HttpResponse.error()));
  onTestFinished(() => onlineManager.setOnline(true));
}

const FROM_COPY = /^From the copy saved on this device at \d/;

/** The copy as a first sync that has not reached its end leaves it: never saved to its end. */
async function asIfTheFirstSyncHadNotEnded() {
  const library = await openLibrary(KEY);
  await library.updateSyncState((state) => ({ ...state, lastSyncAt: null }));
  library.close();
}
const DAY = 86_400_000;

/** A weekly meeting (one calendar event) over the last weeks, each with an action item; the newest two days ago. */
function weekly(count: number): ApiMeeting[] {
  return meetings('w', count, Date.now() - 2 * DAY).map((meeting, i) => ({
    ...meeting,
    title: 'Weekly sync',
    startTime: new Date(Date.now() - (2 + 7 * i) * DAY).toISOString(),
    calendarEventId: 'weekly-sync',
    tasks: [{ content: `Follow up ${i + 1}`, completed: i % 2 === 1, assignee: { name: 'Grace Hopper', email: 'grace@example.com' } }],
  }));
}

/**
 * Opened without a network over a copy of two meetings and a recording with no transcript and no
 * summary (`notSaved`: listed, their details never saved), the cleanup's suggestion of the empty ones.
 */
async function selectTheEmptyOnesOffline(notSaved: string[] = []) {
  const api = libraryApi({ me: [...meetings('m', 2), { ...meetings('e', 1)[0]!, transcript: null, summary: null }] });
  for (const id of notSaved) api.failing.add(id);
  await keepCopyOf(KEY);
  openedOffline();

  const { user } = renderApp('/me/meetings', { mode: 'live' });
  await user.click(await screen.findByRole('button', { name: 'Select…' }));
  await screen.findByRole('list', { name: 'Meetings to select' });
  await user.click(screen.getByText('Clean-up suggestions'));
  await user.click(screen.getByRole('button', { name: 'Select meetings with no transcript and no summary' }));
}

describe('the screens answered from the copy on this device', () => {
  it('reads the list and a meeting never opened from the copy when the network fails, and says so until it is back', async () => {
    const api = libraryApi({ me: meetings('m', 3) });
    await keepCopyOf(KEY);
    // The network fails while the browser still says it is online; once back, the API answers.
    let down = true;
    const unreachable = () => (down ? HttpResponse.error() : undefined);
    server.use(http.get('*/v1/:scope/meetings', unreachable), http.get('*/v1/:scope/meetings/:id', unreachable));

    const { user } = renderApp('/me/meetings', { mode: 'live' });
    const list = await meetingList();
    // Every saved row: no next page can come from the network.
    for (const title of ['m meeting 1', 'm meeting 2', 'm meeting 3']) expect(await within(list).findByText(title)).toBeInTheDocument();
    expect(await screen.findByText(OFFLINE_LINE)).toBeInTheDocument();

    await user.click(within(list).getByRole('link', { name: /m meeting 3/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'm meeting 3' })).toBeInTheDocument();
    expect(await screen.findByText('Summary of m3')).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_LINE)).toBeInTheDocument();

    api.change('m3', { title: 'm meeting 3, renamed' });
    down = false;
    goOnline();
    expect(await screen.findByRole('heading', { level: 1, name: 'm meeting 3, renamed' })).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_LINE)).not.toBeInTheDocument();
  });

  it('opened without a network, refuses to delete and says why, sending no DELETE; back online, it refreshes by itself', async () => {
    const api = libraryApi({ me: meetings('m', 3) });
    await keepCopyOf(KEY);
    // As a page opened offline from the service worker finds it: the browser says offline, every
    // request fails, and TanStack Query, which hears only the browser's later changes, starts online.
    const onLine = vi.spyOn(Navigator.prototype, 'onLine', 'get').mockReturnValue(false);
    let down = true;
    server.use(http.all('*/v1/*', () => (down ? HttpResponse.error() : undefined)));
    onTestFinished(() => onlineManager.setOnline(true));
    const sent = recordRequests();

    const { user } = renderApp('/me/meetings/m2', { mode: 'live' });
    expect(await screen.findByRole('heading', { level: 1, name: 'm meeting 2' })).toBeInTheDocument();
    expect(await screen.findByText(OFFLINE_LINE)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Delete/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not deleted: you are offline.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    api.change('m2', { title: 'm meeting 2, renamed' });
    down = false;
    onLine.mockReturnValue(true);
    goOnline();
    expect(await screen.findByRole('heading', { level: 1, name: 'm meeting 2, renamed' })).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_LINE)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent.filter((request) => request.startsWith('DELETE'))).toEqual([]);
  });

  it('on a returning visit shows the saved rows before the network answers, then refreshes them in place', async () => {
    const api = libraryApi({ me: meetings('m', 3) });
    await keepCopyOf(KEY);
    api.change('m1', { title: 'm meeting 1, renamed' });
    // The list's answer waits until the test lets it go.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/v1/me/meetings', async () => {
        await held;
      }),
    );

    renderApp('/me/meetings', { mode: 'live' });
    const list = await meetingList();
    expect(await within(list).findByText('m meeting 1')).toBeInTheDocument();
    const second = within(list).getByText('m meeting 2');
    // Slow, not offline.
    expect(screen.queryByText(OFFLINE_LINE)).not.toBeInTheDocument();

    release();
    expect(await within(list).findByText('m meeting 1, renamed')).toBeInTheDocument();
    // The rows the network confirms stay where they were.
    expect(within(list).getByText('m meeting 2')).toBe(second);
  });

  it('a list that started with the copy’s first page (read by the page’s inline start) gets the whole copy when the network fails', async () => {
    libraryApi({ me: meetings('m', 3) });
    await keepCopyOf(KEY);
    const library = await openLibrary(KEY);
    const [newest] = (await library.rows()).sort((a, b) => b.summary.startTime!.localeCompare(a.summary.startTime!));
    library.close();
    // A page's worth as the inline start reads it (only the newest row, so that the whole copy shows as more).
    window.__MEETINGS_DEVICE_FIRST_PAGE__ = Promise.resolve({
      scope: 'me',
      limit: MEETING_PAGE_SIZE,
      page: { meetings: [newest!.summary], nextCursor: null },
    });
    await adoptDeviceFirstPage();
    openedOffline();

    renderApp('/me/meetings', { mode: 'live' });
    const list = await meetingList();
    // The app's first render: the copy's page, before the library's code has loaded.
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringMatching(/^m meeting 1/)]);
    expect(await within(list).findByText('m meeting 3')).toBeInTheDocument();
    expect(await screen.findByText(OFFLINE_LINE)).toBeInTheDocument();
  });

  it('opened without a network, shows the task board’s action items from the saved meetings', async () => {
    libraryApi({ me: weekly(3) });
    await keepCopyOf(KEY);
    openedOffline();

    renderApp('/me/tasks', { mode: 'live' });
    // Found again once answered: the board may have said first that neither column could be read.
    expect(await screen.findByText('Follow up 1')).toBeInTheDocument();
    const open = screen.getByRole('region', { name: 'Open' });
    expect(within(open).getByText('Follow up 1')).toBeInTheDocument();
    expect(within(open).getByText('Follow up 3')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Completed' })).getByText('Follow up 2')).toBeInTheDocument();
    expect(within(open).queryByText('Follow up 2')).not.toBeInTheDocument();
    expect(await screen.findByText(OFFLINE_LINE)).toBeInTheDocument();
  });

  it('opened without a network, reads a recurring meeting from the copy and says so', async () => {
    libraryApi({ me: weekly(3) });
    await keepCopyOf(KEY);
    openedOffline();

    renderApp('/me/series/event%3Aweekly-sync', { mode: 'live' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly sync' })).toBeInTheDocument();
    expect(await screen.findByText('All 3 meetings checked.')).toBeInTheDocument();
    expect(screen.getByText(FROM_COPY)).toBeInTheDocument();
  });

  it('opened without a network, counts Insights from the copy and says so', async () => {
    libraryApi({ me: weekly(3) });
    await keepCopyOf(KEY);
    openedOffline();

    renderApp('/me/insights', { mode: 'live' });
    expect(await screen.findByText(/^All read:/)).toBeInTheDocument();
    expect(screen.getByText(FROM_COPY)).toBeInTheDocument();
    expect(screen.getAllByText(/Grace Hopper/).length).toBeGreaterThan(0);
  });

  it('opened without a network, finds recordings with no transcript and no summary in the copy and says so', async () => {
    await selectTheEmptyOnesOffline();
    expect(await screen.findByText('3 of 3 meetings checked')).toBeInTheDocument();
    expect(screen.getByText(/^Selected 1 meeting: no transcript and no summary\.$/)).toBeInTheDocument();
    expect(screen.getByText(FROM_COPY)).toBeInTheDocument();
  });

  it('opened without a network, filters the list by tag and dates from the copy', async () => {
    const [first, second, third] = meetings('m', 3);
    libraryApi({ me: [{ ...first!, tags: ['Sales'] }, second!, { ...third!, tags: ['Sales'] }] });
    await keepCopyOf(KEY);
    openedOffline();

    renderApp('/me/meetings?tag=Sales&from=2026-11-19', { mode: 'live' });
    const list = await meetingList();
    expect(await within(list).findByText('m meeting 1')).toBeInTheDocument();
    // m2 has no tag; m3 started on 18 November.
    expect(within(list).queryByText('m meeting 2')).not.toBeInTheDocument();
    expect(within(list).queryByText('m meeting 3')).not.toBeInTheDocument();
  });

  it('before the first sync has ended, says a filtered list from the copy may be short, with how much is saved', async () => {
    const api = libraryApi({ me: meetings('m', 3).map((meeting) => ({ ...meeting, tags: ['Sales'] })) });
    // Listed, but its details not read yet when the first sync stopped.
    api.failing.add('m2');
    await keepCopyOf(KEY);
    await asIfTheFirstSyncHadNotEnded();
    openedOffline();

    renderApp('/me/meetings?tag=Sales', { mode: 'live' });
    const list = await meetingList();
    expect(await within(list).findByText('m meeting 1')).toBeInTheDocument();
    expect(within(list).getByText('m meeting 3')).toBeInTheDocument();
    expect(within(list).queryByText('m meeting 2')).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        'Offline — showing what was saved on this device. The copy on this device is not complete yet: 2 of 3 meetings saved, so a list here may be missing meetings.',
      ),
    ).toBeInTheDocument();
  });

  it('before the first sync has ended, Insights from the copy says some meetings may be missing', async () => {
    libraryApi({ me: weekly(3) });
    await keepCopyOf(KEY);
    await asIfTheFirstSyncHadNotEnded();
    openedOffline();

    renderApp('/me/insights', { mode: 'live' });
    expect(await screen.findByText(/^All read:/)).toBeInTheDocument();
    expect(screen.getByText('From the copy on this device, which is not complete yet: some meetings may be missing')).toBeInTheDocument();
    expect(screen.queryByText(FROM_COPY)).not.toBeInTheDocument();
  });

  it('says nothing of the copy when the network answers', async () => {
    libraryApi({ me: weekly(3) });
    await keepCopyOf(KEY);

    renderApp('/me/series/event%3Aweekly-sync', { mode: 'live' });
    expect(await screen.findByText('All 3 meetings checked.')).toBeInTheDocument();
    expect(screen.queryByText(FROM_COPY)).not.toBeInTheDocument();
  });
});

describe('People and the export read from the copy on this device', () => {
  const downloads = recordDownloads();

  /** Exports the recurring meeting from its page, to its end: the dialog, and the archive's index.md. */
  async function exportTheSeries() {
    const { user } = renderApp('/me/series/event%3Aweekly-sync', { mode: 'live' });
    expect(await screen.findByText('All 3 meetings checked.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export 3 meetings' });
    await user.click(within(dialog).getByRole('button', { name: 'Export 3 meetings' }));
    expect(await within(dialog).findByText(/^Saved “.+\.zip” with all 3 meetings\.$/)).toBeInTheDocument();
    await waitFor(() => expect(downloads.filter((d) => d.download.endsWith('.zip'))).toHaveLength(1));
    const index = strFromU8(unzipSync(await readBytes(downloads[0]!.blob))['index.md'] ?? new Uint8Array());
    return { dialog, index };
  }

  it('opened without a network, lists People from the copy, and a person’s page, each saying so', async () => {
    libraryApi({ me: weekly(3) });
    await keepCopyOf(KEY);
    openedOffline();

    const { user } = renderApp('/me/people', { mode: 'live' });
    expect(await screen.findByText('All 3 meetings read.')).toBeInTheDocument();
    expect(screen.getByText(FROM_COPY)).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Grace Hopper' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(await screen.findByText('All 3 meetings read.')).toBeInTheDocument();
    expect(screen.getByText(FROM_COPY)).toBeInTheDocument();
  });

  it('opened without a network, exports a recurring meeting from the copy, and the dialog and the archive say so', async () => {
    libraryApi({ me: weekly(3) });
    await keepCopyOf(KEY);
    openedOffline();

    const { dialog, index } = await exportTheSeries();
    expect(within(dialog).getByText(FROM_COPY)).toBeInTheDocument();
    expect(index).toMatch(
      /^From the copy saved on this device at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d, the network being unavailable\.$/m,
    );
  });

  it('exporting while the network answers says nothing of the copy', async () => {
    libraryApi({ me: weekly(3) });
    await keepCopyOf(KEY);

    const { dialog, index } = await exportTheSeries();
    expect(within(dialog).queryByText(FROM_COPY)).not.toBeInTheDocument();
    expect(index).not.toContain('From the copy');
  });
});

describe('offline, a meeting listed in the copy whose details are not saved on this device', () => {
  const downloads = recordDownloads();
  const NOT_SAVED = 'Not saved on this device, and you are offline.';

  /** The weekly meeting's copy, its second meeting listed but never read (its details failed in the sync), opened offline. */
  async function copyWithoutOneMeeting() {
    const api = libraryApi({ me: weekly(3) });
    api.failing.add('w2');
    await keepCopyOf(KEY);
    openedOffline();
  }

  it('People and a person’s page read the rest, and say which could not be read and why', async () => {
    await copyWithoutOneMeeting();

    const { user } = renderApp('/me/people', { mode: 'live' });
    expect(await screen.findByText('All 3 meetings read; 1 could not be read.')).toBeInTheDocument();
    expect(screen.getByText(`Could not be read: ${NOT_SAVED}`)).toBeInTheDocument();
    expect(screen.getByText(FROM_COPY)).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Grace Hopper' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(await screen.findByText('All 3 meetings read; 1 could not be read.')).toBeInTheDocument();
    expect(screen.getByText(`Could not be read: ${NOT_SAVED}`)).toBeInTheDocument();
  });

  it('back online, People reads the missing meeting from the network when asked', async () => {
    const api = libraryApi({ me: weekly(3) });
    api.failing.add('w2');
    await keepCopyOf(KEY);
    api.failing.clear();
    const onLine = vi.spyOn(Navigator.prototype, 'onLine', 'get').mockReturnValue(false);
    let down = true;
    server.use(http.all('*/v1/*', () => (down ? HttpResponse.error() : undefined)));
    onTestFinished(() => onlineManager.setOnline(true));

    const { user } = renderApp('/me/people', { mode: 'live' });
    expect(await screen.findByText('All 3 meetings read; 1 could not be read.')).toBeInTheDocument();
    down = false;
    onLine.mockReturnValue(true);
    goOnline();
    await user.click(screen.getByRole('button', { name: 'Try the failed ones again' }));
    expect(await screen.findByText('All 3 meetings read.')).toBeInTheDocument();
    expect(screen.queryByText(`Could not be read: ${NOT_SAVED}`)).not.toBeInTheDocument();
  });

  it('the series page and the export finish with the rest, the export naming the meeting and why', async () => {
    await copyWithoutOneMeeting();

    const { user } = renderApp('/me/series/event%3Aweekly-sync', { mode: 'live' });
    expect(await screen.findByText('All 3 meetings checked; 1 could not be read.')).toBeInTheDocument();
    expect(screen.getByText(`Could not be read: ${NOT_SAVED}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export 3 meetings' });
    await user.click(within(dialog).getByRole('button', { name: 'Export 3 meetings' }));
    expect(
      await within(dialog).findByText(
        /^Saved a partial archive, “.+\.zip”: 2 of 3 meetings \(1 could not be read\)\. Its index\.md lists what is missing\.$/,
      ),
    ).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Could not be read' })).getByRole('listitem')).toHaveTextContent(
      `Weekly sync: ${NOT_SAVED}`,
    );
    expect(within(dialog).getByText(FROM_COPY)).toBeInTheDocument();
    await waitFor(() => expect(downloads.filter((d) => d.download.endsWith('.zip'))).toHaveLength(1));
    const index = strFromU8(unzipSync(await readBytes(downloads[0]!.blob))['index.md'] ?? new Uint8Array());
    expect(index).toContain(NOT_SAVED);
  });

  it('the cleanup’s empty check finishes with the rest, not counting it as empty', async () => {
    await selectTheEmptyOnesOffline(['m2']);
    expect(await screen.findByText('2 of 3 meetings checked; 1 could not be read, so are not counted as empty')).toBeInTheDocument();
    expect(screen.getByText(/^Selected 1 meeting: no transcript and no summary\.$/)).toBeInTheDocument();
    expect(screen.getByText(FROM_COPY)).toBeInTheDocument();
  });

  it('Insights finishes from the copy and says so', async () => {
    await copyWithoutOneMeeting();

    renderApp('/me/insights', { mode: 'live' });
    expect(await screen.findByText(/^All read:/)).toBeInTheDocument();
    expect(screen.getByText(FROM_COPY)).toBeInTheDocument();
  });
});
