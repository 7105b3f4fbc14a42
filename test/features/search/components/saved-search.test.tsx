import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiKeyStore } from '@/lib/session/api-key-store';
import { libraryApi, meetings, type ApiMeeting } from '../../../support/library-api';
import { renderApp } from '../../../support/render-app';

const KEY = 'search-copy-key';

const forecast: ApiMeeting = {
  id: 'w-forecast',
  title: 'Northwind planning',
  startTime: '2026-11-21T09:00:00Z',
  transcript: 'Ada: Good morning.\nBo: The quarterly forecast for Northwind is late.\nAda: Then we wait.',
  summary: 'Planning the quarter.',
};

const results = () => screen.getByRole('main');
const searchBox = () => within(results()).getByRole('searchbox', { name: 'Search meetings' });

/** Opts in on the Connect screen and waits for the copy; then searches from the header's box. */
async function keepCopyAndSearch(query: string, api = { me: meetings('m', 2), workspace: [forecast, ...meetings('w', 1)] }) {
  apiKeyStore.save(KEY, 'session');
  libraryApi(api);
  const view = renderApp('/settings', { mode: 'live' });
  await view.user.click(await screen.findByRole('button', { name: 'Keep a copy on this device' }));
  const all = api.me.length + api.workspace.length;
  expect(await screen.findByText(`${all} of ${all} meetings saved.`)).toBeInTheDocument();
  await view.user.type(screen.getByRole('searchbox', { name: 'Search meetings' }), `${query}{Enter}`);
  return view;
}

describe('searching the copy kept on this device', () => {
  it('finds a workspace transcript turn, marks the words in context and links to that turn', async () => {
    await keepCopyAndSearch('forecast');

    expect(await screen.findByText('1 match in 1 meeting for “forecast”')).toBeInTheDocument();
    expect(screen.getByText(/^Searched the 4 meetings saved on this device, updated /)).toBeInTheDocument();
    expect(screen.queryByText('Searched your meetings through the API')).not.toBeInTheDocument();
    const meeting = screen.getByRole('article', { name: 'Northwind planning' });
    expect(within(meeting).getByText(/Workspace/)).toBeInTheDocument();
    const hit = within(meeting).getByRole('link', { name: /The quarterly forecast for Northwind/ });
    expect(hit).toHaveAttribute('href', '/workspace/meetings/w-forecast?turn=2');
    expect(hit).toHaveTextContent('Bo: The quarterly forecast for Northwind is late.');
    expect(within(hit).getByText('forecast', { selector: 'mark' })).toBeInTheDocument();
  });

  it('searches as the user types: a quoted phrase matches exactly, and the filters narrow it', async () => {
    const { user } = await keepCopyAndSearch('northwind');
    // The title and the turn both hold it.
    expect(await screen.findByText('2 matches in 1 meeting for “northwind”')).toBeInTheDocument();

    await user.clear(searchBox());
    await user.type(searchBox(), '"quarterly forecast"');
    expect(await screen.findByText('1 match in 1 meeting for “"quarterly forecast"”')).toBeInTheDocument();
    await user.clear(searchBox());
    await user.type(searchBox(), '"forecast quarterly"');
    expect(await screen.findByText('Nothing saved on this device matches “"forecast quarterly"” with these filters.')).toBeInTheDocument();

    await user.clear(searchBox());
    await user.type(searchBox(), 'spoke');
    expect(await screen.findByText('3 matches in 3 meetings for “spoke”')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Meetings' }), 'Mine');
    expect(await screen.findByText('2 matches in 2 meetings for “spoke”')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Speaker' }), 'Bo');
    expect(await screen.findByText('Nothing saved on this device matches “spoke” with these filters.')).toBeInTheDocument();
  });

  it('shows ten meetings at a time, and more when asked', async () => {
    const { user } = await keepCopyAndSearch('spoke', { me: meetings('m', 11), workspace: [] });
    expect(await screen.findByText('11 matches in 11 meetings for “spoke”')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show 1 more meeting' }));
    expect(screen.getAllByRole('article')).toHaveLength(11);
    expect(screen.queryByRole('button', { name: /^Show \d+ more meeting/ })).not.toBeInTheDocument();
  });

  it('keeps the API’s personal search for a key without a copy, says so, and offers the copy', async () => {
    renderApp('/search?q=northwind');
    expect(await screen.findByText(/matches in \d+ meetings for “northwind”/)).toBeInTheDocument();
    expect(screen.getByText('Searched your meetings through the API')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search the whole workspace: keep a copy on this device' })).toHaveAttribute(
      'href',
      '/settings#meeting-library',
    );
  });
});
