import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RLO, SPOOFING } from '@/mocks/scenarios/hostile-text';
import { unisolatedServerText } from '../support/bidi';
import { useDataScenario } from '../support/data-scenario';
import { findMeetingPage, section } from '../support/meeting-page';
import { useFakeClock } from '../support/fake-clock';
import { rowLink } from '../support/meeting-list';
import { renderApp, shortcutsLoaded } from '../support/render-app';
import { textContent } from '../support/text-content';

/**
 * Text that hides itself (a title of zero-width characters) is as good as none, and text that
 * reverses what follows it (a right-to-left override) is isolated wherever it is shown.
 */

const { invisible, blank, override } = SPOOFING;
/** Every piece of the scenario's server text that holds an override. */
const OVERRIDDEN = [
  override.title,
  `Dana${RLO}`,
  `dana${RLO}@northwind.example`,
  `Photos${RLO}`,
  `Rename the file${RLO}`,
  `See the file${RLO}`,
];

describe('a title with nothing visible in it', () => {
  it('is no title: the list and the page show the generated one, or "Untitled meeting"', async () => {
    useDataScenario('spoofing-text');
    const { user } = renderApp('/me/meetings');
    const list = await screen.findByRole('list', { name: 'Meetings' });
    await waitFor(() =>
      expect(rowLink(list, invisible.id)).toHaveTextContent(new RegExp(`^${invisible.generatedTitle.replace(/[()]/g, '\\$&')}`)),
    );
    // Blank-looking fillers, and a generated title of nothing visible either.
    expect(within(rowLink(list, blank.id)).getByText('Untitled meeting')).toBeInTheDocument();

    await user.click(rowLink(list, invisible.id));
    await findMeetingPage(invisible.generatedTitle);
    expect(document.title).toBe(`${invisible.generatedTitle} · Meeting Records`);
    // A name, a tag and a task of nothing visible are missing ones.
    expect(within(section('Attendees')).getAllByText('ghost@example.com').length).toBeGreaterThan(0);
    expect(screen.getByText('Unnamed tag')).toBeInTheDocument();
    const actions = within(section('Action items'));
    expect(actions.getByText('No description')).toBeInTheDocument();
    expect(actions.getByText('ghost@example.com')).toBeInTheDocument();
  });
});

describe('a title ending in a right-to-left override', () => {
  it('is isolated in the list, on the page, in the dialog and the notices, and in the tab’s title', async () => {
    useDataScenario('spoofing-text');
    // The undo window is measured on a clock that moves only when the test says so.
    useFakeClock();
    const { user } = renderApp('/me/meetings', { fakeTimers: true });
    const list = await screen.findByRole('list', { name: 'Meetings' });
    await waitFor(() => rowLink(list, override.id));
    expect(unisolatedServerText(list, RLO, OVERRIDDEN)).toEqual([]);

    await user.click(rowLink(list, override.id));
    await findMeetingPage(override.title);
    expect(unisolatedServerText(screen.getByRole('main'), RLO, OVERRIDDEN)).toEqual([]);
    expect(document.title).toBe(`\u2068${override.title}\u2069 · Meeting Records`);

    await user.click(screen.getByRole('button', { name: 'Delete meeting' }));
    const dialog = screen.getByRole('dialog', { name: `Delete “${override.title}”?` });
    expect(unisolatedServerText(dialog, RLO, OVERRIDDEN)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete meeting' }));
    const notices = screen.getByRole('region', { name: 'Notifications' });
    expect(
      within(notices).getByText(textContent(`“${override.title}” will be deleted in 5 seconds.`), {
        ignore: 'script, style, .visually-hidden',
      }),
    ).toBeInTheDocument();
    expect(unisolatedServerText(notices, RLO, OVERRIDDEN)).toEqual([]);
    await user.click(within(notices).getByRole('button', { name: 'Undo' }));
    expect(within(notices).getByText(textContent(`“${override.title}” was not deleted.`))).toBeInTheDocument();
    expect(unisolatedServerText(notices, RLO, OVERRIDDEN)).toEqual([]);
  });

  it('is isolated on the task board and in the Markdown of the meeting', async () => {
    useDataScenario('spoofing-text');
    const { user } = renderApp('/me/tasks');
    const card = (await screen.findByText(`Rename the file${RLO}`)).closest('article')!;
    expect(unisolatedServerText(card, RLO, OVERRIDDEN)).toEqual([]);

    await user.click(within(card).getByRole('link', { name: override.title }));
    await findMeetingPage(override.title);
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    await screen.findByText('The meeting was copied as Markdown.');
    const markdown = await navigator.clipboard.readText();
    // Each line of server text with an override is isolated from the rest of its line.
    expect(markdown).toContain(`# \u2068${override.title}\u2069\n`);
    expect(markdown).toContain(`- **Tags:** \u2068Photos${RLO}\u2069\n`);
    expect(markdown).toContain(`- [ ] \u2068Rename the file${RLO}\u2069 — \u2068Dana${RLO}\u2069 (\`dana@example.com\`)\n`);
  });
});

describe('a title ending in a right-to-left override, found', () => {
  it('is isolated in search results and in the command palette', async () => {
    useDataScenario('spoofing-text');
    const { user } = renderApp('/search?q=Holiday');
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 2, name: override.title });
    expect(unisolatedServerText(main, RLO, OVERRIDDEN)).toEqual([]);

    await shortcutsLoaded();
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.type(within(palette).getByRole('combobox'), 'Holiday');
    await within(palette).findByRole('option', { name: new RegExp(`^${override.title}`) });
    expect(unisolatedServerText(palette, RLO, OVERRIDDEN)).toEqual([]);
  });
});
