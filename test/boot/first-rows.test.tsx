import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { renderAppShell } from '@/app/shell/render-app-shell';
import { renderFirstRows } from '@/app/shell/render-first-rows';
import { firstRowsTemplates, type FirstRowsTemplate } from '@/boot/first-rows-template';
import { showDeviceFirstRows, showFirstRows } from '@/boot/first-rows';
import { adoptDeviceFirstPage, type DeviceFirstPage } from '@/library/source/device-first-page';
import { MEETING_PAGE_SIZE } from '@/screens/meeting-list-filters';
import { apiKeyStore } from '@/lib/session/api-key-store';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { server } from '@/mocks/node/test-server';
import { renderApp } from '../support/render-app';
import { useViewportWidth } from '../support/viewport-width';

/**
 * src/boot/first-rows.ts fills the landing page's templates (cut by the build from the app's own
 * render, src/app/shell/render-first-rows.tsx) with the early request's meetings. Here the page is put
 * together as the build writes it, and filled as the page's start (or the early entry) fills it.
 */
const LIST = { operation: 'listMyMeetings' } as const;
const WIDE_PX = 1400;
const NARROW_PX = 800;

type ScreenWidth = ReturnType<typeof useViewportWidth>;

function templateAt(screenWidth: ScreenWidth, url: string, width: number): FirstRowsTemplate {
  screenWidth.resize(width);
  const container = document.createElement('div');
  const template = renderFirstRows(container, url);
  if (!template) throw new Error(`no first rows at ${url}`);
  return template;
}

/** The landing page as the build writes it, shown at `url` on a screen `width` wide. */
function landingPage(screenWidth: ScreenWidth, { url = '/me/meetings', width = NARROW_PX } = {}) {
  const templates = firstRowsTemplates({
    narrow: templateAt(screenWidth, '/me/meetings', NARROW_PX),
    wide: templateAt(screenWidth, '/me/meetings', WIDE_PX),
  });
  const shell = renderAppShell(document.createElement('div'), '/me/meetings');
  screenWidth.resize(width);
  document.body.innerHTML = `<div id="root"><div inert aria-hidden="true" data-app-shell>${shell}</div></div>${templates}`;
  window.history.replaceState(null, '', url);
  onTestFinished(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
    apiKeyStore.setFallback(null);
  });
}

const meeting = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  title: `Meeting ${id}`,
  generatedTitle: null,
  startTime: '2026-11-20T18:15:00.000Z',
  endTime: '2026-11-20T19:00:00.000Z',
  calendarEventId: null,
  userId: 'u1',
  ...fields,
});

const answer = (body: unknown, ok = true) => ({ ok, text: JSON.stringify(body) });
const show = (body: unknown, ok = true) => showFirstRows(LIST, answer(body, ok), DEMO_API_KEY);
const firstRows = () => screen.queryByRole('list', { name: 'Meetings' });
const rowsHtml = (list: HTMLElement) => [...list.children].map((item) => item.outerHTML);

/** Meetings the app shows in each of its ways: titled, titled by the note-taker, untitled, without an end, two days. */
const VARIED = [
  meeting('1022374518931208052', { title: 'Candidate chat' }),
  meeting('1374511900642482908', {
    title: '',
    generatedTitle: 'Roadmap discussion',
    startTime: '2026-11-20T16:00:00.000Z',
    endTime: '2026-11-20T16:25:00.000Z',
  }),
  meeting('2016288247634287780', { title: null, generatedTitle: '\u200b', startTime: '2026-11-19T16:30:00.000Z', endTime: '' }),
  meeting('6085647554135350536', { title: 'Quick sync', startTime: '2026-11-18T19:45:00.000Z', endTime: null }),
];

describe('the first rows, before the app runs', () => {
  beforeEach(() => apiKeyStore.setFallback(null));

  it('shows the first page as rows that work (links) while everything else stays inert', () => {
    landingPage(useViewportWidth(NARROW_PX));
    expect(show({ meetings: VARIED, nextCursor: 'next' })).toBe(true);

    const list = firstRows();
    expect(list).not.toBeNull();
    const links = within(list!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Candidate chat45 min10:15 AM – 11:00 AM',
      'Roadmap discussion25 min8:00 AM – 8:25 AM',
      'Untitled meetingDuration unknown8:30 AM',
      'Quick syncDuration unknown11:45 AM',
    ]);
    expect(links[0]).toHaveAttribute('href', '/me/meetings/1022374518931208052');
    expect(
      within(list!)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Friday, November 20, 2026', 'Thursday, November 19, 2026', 'Wednesday, November 18, 2026']);
    expect(list!.closest('[inert], [aria-hidden="true"]')).toBeNull();
    // The header and the filters do not work yet: inert, and not announced.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('search', { name: 'Filter meetings' })).toBeNull();
    expect(document.querySelector('header')?.closest('[inert]')).not.toBeNull();
  });

  it('shows the rows the app then renders from the same answer, to the attribute', async () => {
    landingPage(useViewportWidth(NARROW_PX));
    show({ meetings: VARIED, nextCursor: null });
    const early = rowsHtml(firstRows()!);
    document.body.innerHTML = '';

    server.use(http.get('*/v1/me/meetings', () => HttpResponse.json({ meetings: VARIED, nextCursor: null })));
    renderApp('/me/meetings');
    const list = await screen.findByRole('list', { name: 'Meetings' });
    expect(rowsHtml(list)).toEqual(early);
  });

  it('on a wide screen, fills the list beside the empty pane, as the app lays it out', () => {
    landingPage(useViewportWidth(NARROW_PX), { width: WIDE_PX });
    expect(show({ meetings: VARIED.slice(0, 1), nextCursor: null })).toBe(true);
    expect(within(firstRows()!).getByRole('link', { name: /Candidate chat/ })).toBeInTheDocument();
    expect(document.querySelector('section[aria-label="Selected meeting"]')).toHaveAttribute('inert');
  });

  it('hides the key wherever the server echoed it, as the app does', () => {
    landingPage(useViewportWidth(NARROW_PX));
    const echoed = {
      meetings: [meeting('1', { title: `Key ${DEMO_API_KEY}`, generatedTitle: encodeURIComponent(DEMO_API_KEY).toUpperCase() })],
    };
    expect(show(echoed)).toBe(true);
    expect(within(firstRows()!).getByRole('link')).toHaveTextContent(/^Key \[key hidden\]/);
    expect(document.body.innerHTML.toLowerCase()).not.toContain(DEMO_API_KEY.toLowerCase());
  });

  it('shows server text as text, isolated, never as HTML', () => {
    landingPage(useViewportWidth(NARROW_PX));
    const title = '<img src=x onerror="window.hacked=1">\u202Eevil';
    show({ meetings: [meeting('1022374518931208052', { title })], nextCursor: null });
    const link = within(firstRows()!).getByRole('link');
    expect(link.querySelector('img')).toBeNull();
    expect(within(link).getByText(title)).toHaveAttribute('dir', 'auto');
  });

  it.each([
    ['a start time the app cannot read', { meetings: [meeting('1', { startTime: '2026-02-30T10:00:00Z' })] }],
    ['a title of the wrong type', { meetings: [meeting('1', { title: 42 })] }],
    ['a meeting that is not a record', { meetings: [meeting('1'), 'meeting'] }],
    ['a meeting without an id', { meetings: [meeting('1', { id: null })] }],
    ['an id no URL can carry', { meetings: [meeting('..')] }],
    ['the same meeting twice', { meetings: [meeting('1'), meeting('1')] }],
    ['no meetings', { meetings: [] }],
    ['no list of meetings', { items: [meeting('1')] }],
  ])('leaves the rows to the app for %s', (_case, body) => {
    landingPage(useViewportWidth(NARROW_PX));
    expect(show(body)).toBe(false);
    expect(firstRows()).toBeNull();
    expect(document.querySelector('[data-app-shell]')).toHaveAttribute('inert');
  });

  it('leaves the rows to the app for an answer that is not JSON, or not a success', () => {
    landingPage(useViewportWidth(NARROW_PX));
    expect(showFirstRows(LIST, { ok: true, text: '<html>Sign in</html>' }, DEMO_API_KEY)).toBe(false);
    expect(show({ meetings: [meeting('1')] }, false)).toBe(false);
    expect(firstRows()).toBeNull();
  });

  it('fills only the page they were rendered for, with the list’s own request', () => {
    const screenWidth = useViewportWidth(NARROW_PX);
    landingPage(screenWidth, { url: '/me/meetings?tag=Sales' });
    expect(show({ meetings: [meeting('1')] })).toBe(false);
    landingPage(screenWidth, { url: '/me/meetings' });
    expect(showFirstRows({ operation: 'listMyTasks' }, answer({ meetings: [meeting('1')] }), DEMO_API_KEY)).toBe(false);
    expect(firstRows()).toBeNull();
  });

  it('are shown once: the same answer shown again (the page’s start, then the early entry) leaves them, and the focus, as they are', () => {
    landingPage(useViewportWidth(NARROW_PX));
    expect(show({ meetings: VARIED, nextCursor: null })).toBe(true);
    const link = within(firstRows()!).getAllByRole('link')[1]!;
    link.focus();
    expect(show({ meetings: VARIED, nextCursor: null })).toBe(false);
    expect(link).toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('also at home, which leads to the landing list', () => {
    landingPage(useViewportWidth(NARROW_PX), { url: '/' });
    expect(show({ meetings: [meeting('1')] })).toBe(true);
    expect(within(firstRows()!).getByRole('link', { name: /Meeting 1/ })).toHaveAttribute('href', '/me/meetings/1');
  });
});

/** A first page as the inline start reads it from the copy: the rows as the app decoded and saved them. */
const savedPage = (meetings: ReturnType<typeof meeting>[], scope: DeviceFirstPage['scope'] = 'me'): DeviceFirstPage => ({
  scope,
  limit: MEETING_PAGE_SIZE,
  page: { meetings: meetings.map((row) => ({ ...row, unreadable: [] })), nextCursor: null },
});

describe('the first rows from the copy on this device, before any answer', () => {
  beforeEach(() => apiKeyStore.setFallback(null));

  it('are shown as the network’s would be, to the attribute', () => {
    const screenWidth = useViewportWidth(NARROW_PX);
    landingPage(screenWidth);
    expect(show({ meetings: VARIED, nextCursor: null })).toBe(true);
    const fromNetwork = rowsHtml(firstRows()!);
    landingPage(screenWidth);
    expect(showDeviceFirstRows(savedPage(VARIED))).toBe(true);
    expect(rowsHtml(firstRows()!)).toEqual(fromNetwork);
    expect(within(firstRows()!).getAllByRole('link')[0]).toHaveAttribute('href', '/me/meetings/1022374518931208052');
  });

  it('are left to the app where it flags a field, and on another scope’s list', () => {
    const screenWidth = useViewportWidth(NARROW_PX);
    landingPage(screenWidth);
    const flagged = savedPage(VARIED);
    flagged.page.meetings[1] = { ...flagged.page.meetings[1]!, title: null, unreadable: [{ field: 'title', text: '42' }] };
    expect(showDeviceFirstRows(flagged)).toBe(false);
    expect(showDeviceFirstRows(savedPage(VARIED, 'workspace'))).toBe(false);
    expect(firstRows()).toBeNull();
  });

  it('never replace the network’s: the copy read after the answer was shown is not shown', () => {
    landingPage(useViewportWidth(NARROW_PX));
    expect(show({ meetings: VARIED.slice(0, 2), nextCursor: null })).toBe(true);
    expect(showDeviceFirstRows(savedPage(VARIED))).toBe(false);
    expect(within(firstRows()!).getAllByRole('link')).toHaveLength(2);
  });

  it('are replaced by the network’s when its answer comes', () => {
    landingPage(useViewportWidth(NARROW_PX));
    expect(showDeviceFirstRows(savedPage(VARIED))).toBe(true);
    expect(show({ meetings: VARIED.slice(0, 2), nextCursor: null })).toBe(true);
    expect(within(firstRows()!).getAllByRole('link')).toHaveLength(2);
  });

  it('are the app’s first render while the network is slow, and the network’s page replaces them in place', async () => {
    const renamed = VARIED.map((row, index) => (index === 0 ? { ...row, title: 'Candidate chat (renamed)' } : row));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/v1/me/meetings', async () => {
        await answered;
        return HttpResponse.json({ meetings: renamed, nextCursor: 'more' });
      }),
    );
    window.__MEETINGS_DEVICE_FIRST_PAGE__ = Promise.resolve(savedPage(VARIED));
    await adoptDeviceFirstPage();

    renderApp('/me/meetings');
    const list = await screen.findByRole('list', { name: 'Meetings' });
    expect(within(list).getByRole('link', { name: /^Candidate chat45 min/ })).toBeInTheDocument();
    expect(within(list).getAllByRole('link')).toHaveLength(VARIED.length);
    // Whether more follows is the API's to say: no end of the list is claimed meanwhile.
    expect(await screen.findByText('Showing 4 meetings saved on this device — asking the API for the list…')).toBeInTheDocument();
    expect(screen.queryByText(/^End of list/)).not.toBeInTheDocument();

    answer();
    expect(await within(list).findByRole('link', { name: /^Candidate chat \(renamed\)/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });
});
