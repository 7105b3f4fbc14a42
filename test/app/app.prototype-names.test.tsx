import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROTOTYPE_NAMES } from '@/mocks/scenarios/hostile-text';
import { useDataScenario } from '../support/data-scenario';
import { readText, recordDownloads } from '../support/downloads';
import { renderApp } from '../support/render-app';

/**
 * Server text named after what every JavaScript object already has (`__proto__`, `constructor`,
 * `toString`) as tags, people, speakers, assignees, calendar answers, meeting ids and a series'
 * title: wherever such text keys a grouping, a count or a table's column, it is just another name.
 */

const crashed = () => screen.queryByText(/ran into a problem/);

describe('names an object already has, from the server', () => {
  const downloads = recordDownloads();

  it('Insights counts them as tags and people: every chart, its table and its CSV', async () => {
    useDataScenario('prototype-names');
    const { user } = renderApp('/me/insights?from=2026-10-01&to=2026-11-20');
    await screen.findByText(/^All read:/);
    for (const button of screen.getAllByRole('button', { name: 'Show table' })) await user.click(button);
    expect(crashed()).not.toBeInTheDocument();
    const weekly = screen.getByRole('region', { name: 'Meeting time per week' });
    const table = within(weekly).getByRole('table');
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(columns).toEqual(expect.arrayContaining(PROTOTYPE_NAMES.map((name) => `${name} (h)`)));
    // Each of them one 6-hour meeting in the range.
    const rows = within(table).getAllByRole('row').slice(1);
    for (const name of PROTOTYPE_NAMES) {
      const column = columns.indexOf(`${name} (h)`);
      const hours = rows.map((row) => Number(within(row).getAllByRole('cell')[column - 1]?.textContent ?? 0));
      expect(hours.reduce((sum, h) => sum + h, 0)).toBe(6);
    }
    const people = screen.getByRole('region', { name: 'Follow-through by person' });
    for (const name of PROTOTYPE_NAMES) expect(within(people).getAllByText(name).length).toBeGreaterThan(0);

    await user.click(within(weekly).getByRole('button', { name: 'Download CSV' }));
    const csv = await readText(downloads.at(-1)!.blob);
    expect(csv.split('\n')[0]).toEqual(expect.stringContaining('__proto__'));
  });

  it('the task board groups their items by person', async () => {
    useDataScenario('prototype-names');
    renderApp('/me/tasks?view=people');
    for (const name of PROTOTYPE_NAMES) {
      expect(
        await screen.findByRole('button', { name: new RegExp(`^${name} ${name}@example\\.com 2 open · oldest `) }),
      ).toBeInTheDocument();
    }
    expect(crashed()).not.toBeInTheDocument();
  });

  it('a meeting: its attendees’ answers, speakers and action items; its series, and the series page', async () => {
    useDataScenario('prototype-names');
    const { user } = renderApp('/me/meetings/constructor');
    const attendees = await screen.findByRole('region', { name: /Attendees/ });
    // An answer outside the known set is shown as it came.
    for (const name of PROTOTYPE_NAMES) expect((await within(attendees).findAllByText(name)).length).toBeGreaterThan(0);
    const series = await screen.findByRole('link', { name: '__proto__' });
    expect(screen.getByText(/^Part of/)).toHaveTextContent('3 meetings');
    await user.click(series);
    expect(await screen.findByText('All 3 meetings checked.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '__proto__' })).toBeInTheDocument();
    expect(crashed()).not.toBeInTheDocument();
  });

  it('the list groups them as one recurring meeting, and filters by each tag', async () => {
    useDataScenario('prototype-names');
    const { user } = renderApp('/me/meetings?group=series');
    const members = await screen.findByRole('list', { name: 'Meetings of __proto__', hidden: true });
    expect(within(members).getAllByRole('listitem', { hidden: true })).toHaveLength(3);
    const picker = screen.getByRole('combobox', { name: 'Tag' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'constructor' })).toBeInTheDocument());
    await user.selectOptions(picker, 'constructor');
    await waitFor(() => expect(within(screen.getByRole('list', { name: /Meetings/ })).getAllByRole('link').length).toBeGreaterThan(0));
    expect(crashed()).not.toBeInTheDocument();
  });
});
