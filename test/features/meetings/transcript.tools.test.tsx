import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node/test-server';
import { readText, recordDownloads } from '../../support/downloads';
import { findMeetingPage, section } from '../../support/meeting-page';
import { renderApp } from '../../support/render-app';
import { textContent } from '../../support/text-content';

/** A meeting served as the API would, with the transcript and people each test needs. */
function serveMeeting(meeting: object) {
  server.use(http.get('*/v1/me/meetings/:id', () => HttpResponse.json({ id: 'm1', title: 'Design review', ...meeting })));
}
const turnList = () => within(section('Transcript')).getByRole('list', { name: 'Turns' });
/** The speakers of the turns shown, in order. */
const shownSpeakers = () =>
  within(turnList())
    .getAllByRole('listitem')
    .map((turn) => turn.querySelector('span')?.textContent);
const turnsStatus = () => within(section('Transcript')).getByRole('status');

const TRANSCRIPT = [
  '**Zoë Łukasik**\nLet us look at the pricing page first.',
  '**alex morgan**\nThe pricing test ends on Friday.',
  '**Speaker 2**\nCan everyone hear me?',
  '**Zoë Łukasik**\nPricing is fine; the copy needs work.',
  '**Dana Whitfield**\nI joined from the customer side.',
  '**Alex Morgan**\nThanks, everyone.',
].join('\n\n');

const PEOPLE = {
  participants: [
    { id: 'p1', name: 'Alex Morgan', email: 'alex.morgan@acme.example' },
    { id: 'p2', name: 'Zoe Lukasik', email: 'zoe.lukasik@acme.example' },
    { id: 'p3', name: 'Jonas Weber', email: 'jonas.weber@acme.example' },
    { id: 'p4', name: 'Dana Whitfield', email: 'dana.whitfield@northwind.example' },
  ],
  event: {
    title: 'Design review',
    attendees: [
      { name: 'Alex Morgan', email: 'alex.morgan@acme.example', responseStatus: 'accepted', organizer: true },
      { name: 'Zoë Łukasik', email: 'ZOE.LUKASIK@acme.example', responseStatus: 'accepted', organizer: false },
      { name: 'Jonas Weber', email: 'jonas.weber@acme.example', responseStatus: 'declined', organizer: false },
    ],
  },
};

async function openServedMeeting(path = '/me/meetings/m1') {
  const app = renderApp(path);
  await findMeetingPage('Design review');
  return app;
}

describe('speakers', () => {
  it('lists each speaker with turns and share of the words, and filters the transcript to the chosen ones', async () => {
    serveMeeting({ transcript: TRANSCRIPT, ...PEOPLE });
    const { user, url } = await openServedMeeting();
    const speakers = within(section('Transcript')).getByRole('group', { name: 'Speakers' });
    const chips = within(speakers).getAllByRole('button', { pressed: false });
    // Most turns first; labels as the transcript writes them.
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Zoë Łukasik 2 turns',
      'alex morgan 1 turn',
      'Speaker 2 1 turn',
      'Dana Whitfield 1 turn',
      'Alex Morgan 1 turn',
    ]);
    // 33 words in all: Zoë 15, alex morgan 6, Speaker 2 4, Dana 6, Alex Morgan 2.
    expect(
      within(speakers)
        .getAllByText(/^(\d+%|<1%)$/)
        .map((share) => share.textContent),
    ).toEqual(['45%', '18%', '12%', '18%', '6%'].map((share) => `${share} of the words`));

    await user.click(within(speakers).getByRole('button', { name: 'Zoë Łukasik 2 turns' }));
    expect(within(speakers).getByRole('button', { name: 'Zoë Łukasik 2 turns' })).toHaveAttribute('aria-pressed', 'true');
    expect(shownSpeakers()).toEqual(['Zoë Łukasik', 'Zoë Łukasik']);
    expect(turnsStatus()).toHaveTextContent('2 of 6 entries');
    expect(url()).toBe(`/me/meetings/m1?${new URLSearchParams({ speaker: 'Zoë Łukasik' }).toString()}`);
    // Turns keep their numbers in the whole transcript.
    expect(within(turnList()).getByRole('link', { name: 'Copy link to turn 4' })).toBeInTheDocument();

    // Find looks only in what is shown: "pricing" is in three turns, two of them Zoë's.
    await user.type(within(section('Transcript')).getByRole('searchbox', { name: 'Find in transcript' }), 'pricing');
    await waitFor(() => expect(turnsStatus()).toHaveTextContent('1 of 2 matches'));

    await user.click(within(speakers).getByRole('button', { name: 'Dana Whitfield 1 turn' }));
    expect(shownSpeakers()).toEqual(['Zoë Łukasik', 'Zoë Łukasik', 'Dana Whitfield']);
    await user.click(within(speakers).getByRole('button', { name: 'Show everyone' }));
    expect(shownSpeakers()).toHaveLength(6);
    await waitFor(() => expect(turnsStatus()).toHaveTextContent('1 of 3 matches'));
    expect(url()).toBe('/me/meetings/m1');
  });

  it('opens with the speakers a link chose', async () => {
    serveMeeting({ transcript: TRANSCRIPT, ...PEOPLE });
    await openServedMeeting('/me/meetings/m1?speaker=Dana+Whitfield&speaker=Speaker+2');
    expect(shownSpeakers()).toEqual(['Speaker 2', 'Dana Whitfield']);
    expect(turnsStatus()).toHaveTextContent('2 of 6 entries');
  });

  it('has no speaker list for a transcript without speakers', async () => {
    serveMeeting({ transcript: 'Notes taken by hand.\nNo names here.', ...PEOPLE });
    await openServedMeeting();
    expect(within(section('Transcript')).queryByRole('group', { name: 'Speakers' })).toBeNull();
    expect(section('Attendees')).toHaveTextContent('The transcript does not name its speakers, so who spoke is not known.');
    expect(within(section('Attendees')).queryByText(/^(Spoke|Did not speak)/)).toBeNull();
  });
});

describe('who spoke', () => {
  it('marks every participant and invitee, matching names leniently, and lists the other speakers', async () => {
    serveMeeting({ transcript: TRANSCRIPT, ...PEOPLE });
    await openServedMeeting();
    const attendees = section('Attendees');
    const rowOf = (heading: string, name: string) => {
      const column = within(attendees).getByRole('heading', { name: heading }).parentElement!;
      return within(column).getByText(name).closest('li')!;
    };
    // "alex morgan" and "Alex Morgan" are one person; "Zoë Łukasik" is the "Zoe Lukasik" participant.
    expect(rowOf('Participants (4)', 'Alex Morgan')).toHaveTextContent('Spoke · 2 turns');
    expect(rowOf('Participants (4)', 'Zoe Lukasik')).toHaveTextContent('Spoke · 2 turns');
    expect(rowOf('Participants (4)', 'Jonas Weber')).toHaveTextContent('Did not speak');
    expect(rowOf('Participants (4)', 'Dana Whitfield')).toHaveTextContent('Spoke · 1 turnNot invited');
    expect(rowOf('Calendar invitees (3)', 'Zoë Łukasik')).toHaveTextContent('Spoke · 2 turns');
    expect(rowOf('Calendar invitees (3)', 'Jonas Weber')).toHaveTextContent('DeclinedDid not speak');
    // "Speaker 2" is nobody: an unidentified voice.
    expect(rowOf('Other speakers (1)', 'Speaker 2')).toHaveTextContent('unidentified voice');
  });

  it('says nothing of who spoke while there is no transcript', async () => {
    serveMeeting({ transcript: null, ...PEOPLE });
    await openServedMeeting();
    expect(within(section('Attendees')).queryByText(/^(Spoke|Did not speak)/)).toBeNull();
    expect(within(section('Attendees')).queryByRole('heading', { name: /^Other speakers/ })).toBeNull();
  });
});

describe('links to a moment', () => {
  it('gives every turn a link; following one copies it, puts it in the URL and highlights the turn', async () => {
    serveMeeting({ transcript: TRANSCRIPT, ...PEOPLE });
    const { user, url } = await openServedMeeting();
    const link = within(turnList()).getByRole('link', { name: 'Copy link to turn 3' });
    expect(link).toHaveAttribute('href', '/me/meetings/m1?turn=3');
    expect(within(turnList()).queryByRole('listitem', { current: 'location' })).toBeNull();

    await user.click(link);
    expect(await screen.findByText('Link to turn 3 copied to the clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/me/meetings/m1?turn=3`);
    expect(url()).toBe('/me/meetings/m1?turn=3');
    expect(within(turnList()).getByRole('listitem', { current: 'location' })).toHaveTextContent('Can everyone hear me?');
  });

  it('opens at the turn a link names, highlighted', async () => {
    serveMeeting({ transcript: TRANSCRIPT, ...PEOPLE });
    await openServedMeeting('/me/meetings/m1?turn=5');
    expect(within(turnList()).getByRole('listitem', { current: 'location' })).toHaveTextContent('I joined from the customer side.');
  });

  it('ignores a turn that does not exist', async () => {
    serveMeeting({ transcript: TRANSCRIPT, ...PEOPLE });
    for (const turn of ['0', '7', '2x', '-1']) {
      const { unmount } = await openServedMeeting(`/me/meetings/m1?turn=${turn}`);
      expect(within(turnList()).getAllByRole('listitem')).toHaveLength(6);
      expect(within(turnList()).queryByRole('listitem', { current: 'location' })).toBeNull();
      unmount();
    }
  });

  it('opens a search hit at the first turn holding every word of the query', async () => {
    serveMeeting({ transcript: TRANSCRIPT, ...PEOPLE });
    await openServedMeeting('/me/meetings/m1?find=pricing+copy');
    // "pricing" comes first in turn 1, but only turn 4 has both words, as the search matched them.
    await waitFor(() => expect(turnsStatus()).toHaveTextContent('3 of 4 matches'));
    const current = turnList().querySelector('mark[aria-current="true"]');
    expect(current).toHaveTextContent(/^pricing$/i);
    expect(current?.closest('li')).toHaveTextContent('Pricing is fine; the copy needs work.');
  });

  it('says so when a failing clipboard refuses the link', async () => {
    serveMeeting({ transcript: TRANSCRIPT, ...PEOPLE });
    const { user } = await openServedMeeting();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(within(turnList()).getByRole('link', { name: 'Copy link to turn 1' }));
    expect(await screen.findByText(textContent('Could not copy the link: the browser did not allow it.'))).toBeInTheDocument();
  });
});

describe('taking the meeting along', () => {
  const downloads = recordDownloads();

  it('copies the whole meeting as Markdown, and downloads the same as a .md file', async () => {
    serveMeeting({ title: 'Design review: <b>v2</b>', transcript: TRANSCRIPT, ...PEOPLE });
    const { user } = renderApp('/me/meetings/m1');
    await screen.findByRole('heading', { level: 1, name: 'Design review: <b>v2</b>' });
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    expect(await screen.findByText('The meeting was copied as Markdown.')).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    expect(copied).toMatch(
      /^# Design review: \\<b\\>v2\\<\/b\\>\n\n\[Open in Meeting Records\]\(http:\/\/localhost(:\d+)?\/me\/meetings\/m1\)\n/,
    );
    expect(copied).toContain('## Transcript\n\n**Zoë Łukasik**\\\nLet us look at the pricing page first.');

    await user.click(screen.getByRole('button', { name: 'Download .md' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.download).toBe('design-review-b-v2-b.md');
    expect(downloads[0]?.blob.type).toBe('text/markdown;charset=utf-8');
    expect(await readText(downloads[0]!.blob)).toBe(copied);
  });

  it('renders every turn of a virtualised transcript while printing, and only the visible ones again after', async () => {
    const long = Array.from(
      { length: 450 },
      (_, index) => `**${index % 2 ? 'Alex Morgan' : 'Zoë Łukasik'}**\nPoint number ${index + 1}.`,
    ).join('\n\n');
    serveMeeting({ transcript: long, ...PEOPLE });
    const { user } = await openServedMeeting('/me/meetings/m1?speaker=Alex+Morgan');
    // Counted as elements: role queries over hundreds of turns are slow in jsdom.
    const turnsInDom = () => turnList().querySelectorAll(':scope > li');
    expect(turnsInDom().length).toBeLessThan(60);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    // The whole transcript, whatever the screen filtered (225 of Alex's turns, virtualised).
    const printed = turnsInDom();
    expect(printed).toHaveLength(450);
    expect(printed[449]).toHaveTextContent('Point number 450.');
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(turnsInDom().length).toBeLessThan(60));
  });
});
