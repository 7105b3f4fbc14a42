import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ODD_DATES } from '@/mocks/scenarios/hostile-text';
import { useDataScenario } from '../support/data-scenario';
import { findMeetingPage, section } from '../support/meeting-page';
import { rowLink } from '../support/meeting-list';
import { renderApp } from '../support/render-app';

/**
 * Dates a server sends that do not exist (30 February, which `new Date` reads as 2 March) or do not
 * add up (an end before the start): what cannot be read is shown as unreadable, never as another date.
 */

/** A fact in the meeting's header (Date, Time…): its value. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
const unreadableParts = () =>
  within(screen.getByRole('complementary', { name: 'Parts that could not be read' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('a date that does not exist', () => {
  it('is unreadable in the list, under "Date unknown", never another day', async () => {
    useDataScenario('odd-dates');
    renderApp('/me/meetings');
    const list = await screen.findByRole('list', { name: 'Meetings' });
    const row = await waitFor(() => rowLink(list, ODD_DATES.november31.id));
    expect(row).toHaveTextContent(`${ODD_DATES.november31.title}Time unknown · Some details unreadable`);
    // 31 November is not 1 December.
    expect(row).not.toHaveTextContent(/\d\d:\d\d/);
    expect(row.closest('li')?.previousElementSibling).toHaveTextContent('Date unknown');
    // A date with an offset and a fraction of a second is what it says: 09:30 at +05:30 is 04:00 UTC,
    // 8 PM the day before in Los Angeles.
    expect(rowLink(list, ODD_DATES.offset.id)).toHaveTextContent(`${ODD_DATES.offset.title}45 min8:00 PM – 8:45 PM`);
  });

  it('is said to be unreadable on the meeting page, which lists what was sent', async () => {
    useDataScenario('odd-dates');
    const { startTime, endTime, title, id } = ODD_DATES.impossible;
    renderApp(`/me/meetings/${id}`);
    await findMeetingPage(title);
    expect(fact('Date')).toHaveTextContent(/^Could not be read$/);
    expect(fact('Time')).toHaveTextContent(/^Could not be read$/);
    expect(within(section('Calendar event')).getByText('Scheduled').nextElementSibling).toHaveTextContent(/^Could not be read$/);
    expect(unreadableParts()).toEqual([
      `startTime: ${startTime}`,
      `endTime: ${endTime}`,
      `event › scheduledTime: ${startTime}`,
      `event › endTime: ${endTime}`,
    ]);
    expect(screen.getByRole('main')).not.toHaveTextContent(/Mar 2|March 2/);
  });

  it('is unreadable on a task card, which lists what was sent', async () => {
    useDataScenario('odd-dates');
    renderApp('/me/tasks');
    // Dated by its meeting's end, 31 November: first on the board.
    const card = (await screen.findByText(`Follow up on: ${ODD_DATES.november31.title}`)).closest('article')!;
    expect(within(card).getByText('Created').nextElementSibling).toHaveTextContent(/^Date unknown$/);
    expect(card).toHaveTextContent(`createdAt: ${ODD_DATES.november31.endTime}`);
    expect(card).not.toHaveTextContent(/Dec 1/);
  });
});

describe('a meeting that ends before it starts', () => {
  it('says so in the list, on its page and in its Markdown', async () => {
    useDataScenario('odd-dates');
    const { user } = renderApp('/me/meetings');
    const list = await screen.findByRole('list', { name: 'Meetings' });
    const row = await waitFor(() => rowLink(list, ODD_DATES.backwards.id));
    // 18:00 and 17:00 UTC, in Los Angeles.
    expect(row).toHaveTextContent(`${ODD_DATES.backwards.title}Ends before it starts10:00 AM – 9:00 AM`);

    await user.click(row);
    await findMeetingPage(ODD_DATES.backwards.title);
    expect(fact('Time')).toHaveTextContent(/^10:00 AM – 9:00 AM \(Ends before it starts\)$/);
    expect(within(section('Calendar event')).getByText('Scheduled').nextElementSibling).toHaveTextContent(
      /^Sat, Nov 21, 2026, 10:00 AM – 9:00 AM \(Ends before it starts\)$/,
    );
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    await screen.findByText('The meeting was copied as Markdown.');
    expect(await navigator.clipboard.readText()).toContain('- **Time:** 10:00 AM – 9:00 AM (Ends before it starts)');
  });
});
