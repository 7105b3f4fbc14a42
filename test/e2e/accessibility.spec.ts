import { expect, test } from './support/fixtures';
import { headerSettled, serious } from './support/axe';
import { shortcutsLoaded } from './support/shortcuts';
import { deleteTheFirstMeetingAndHoldItsUndo } from './support/undo-countdown';
import type { Page } from '@playwright/test';

/** Each screen in the state a user sees it, ready for checking. */
const screens: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'meeting list',
    path: '/me/meetings',
    ready: (page) => expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link').first()).toBeVisible(),
  },
  {
    name: 'workspace list, one member',
    path: '/workspace/meetings?member=li.ming%40acme.example',
    ready: (page) => expect(page.getByText(/^End of list/)).toBeVisible(),
  },
  {
    name: 'empty list with filters',
    path: '/me/meetings?tag=Follow-up',
    ready: (page) => expect(page.getByRole('heading', { name: 'No meetings found' })).toBeVisible(),
  },
  {
    name: 'meeting page',
    path: '/me/meetings',
    ready: async (page) => {
      await page.getByRole('list', { name: 'Meetings' }).getByRole('link').first().click();
      await expect(page.getByRole('region', { name: 'Summary' }).getByRole('table')).toBeVisible();
    },
  },
  {
    name: 'meeting page, find in transcript',
    path: '/me/meetings',
    ready: async (page) => {
      await page.getByRole('list', { name: 'Meetings' }).getByRole('link').nth(2).click();
      await page.getByRole('searchbox', { name: 'Find in transcript' }).fill('pricing');
      await expect(page.locator('mark[aria-current="true"]')).toBeVisible();
    },
  },
  {
    name: 'meeting page, one speaker shown and a turn linked',
    path: '/me/meetings',
    ready: async (page) => {
      await page.getByRole('list', { name: 'Meetings' }).getByRole('link').first().click();
      await expect(page.getByRole('button', { name: 'Delete meeting' })).toBeVisible();
      // Opened at a turn, as from a shared link (following one here would need clipboard permission).
      await page.goto(`${page.url()}?turn=3`);
      await expect(page.locator('li[aria-current="location"]')).toBeVisible();
      await page.getByRole('group', { name: 'Speakers' }).getByRole('button').first().click();
      await expect(page.getByRole('button', { name: 'Show everyone' })).toBeVisible();
      // Bringing the turn into view may scroll the page too, by an amount that depends on when the
      // pane's content arrived; controls scrolled under the sticky header then count as too small.
      // The check is of the meeting: the page goes back to its top (the pane keeps its own scroll).
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    },
  },
  {
    name: 'recurring meeting, its agenda and the way to take a meeting out',
    path: `/me/series/${encodeURIComponent('event:weeklysync4f2a9c')}`,
    ready: async (page) => {
      await expect(page.getByText('All 9 meetings checked.')).toBeVisible();
      await page.getByText('Why these meetings belong together').click();
      await expect(page.getByText('Instances of one recurring calendar event')).toBeVisible();
    },
  },
  {
    name: 'task board, by person, one member expanded',
    path: '/workspace/tasks?member=li.ming%40acme.example&view=people',
    ready: async (page) => {
      await expect(page.getByText(/^All \d+ open items loaded\.$/)).toBeVisible();
      await page.getByRole('region', { name: 'Open items by person' }).getByRole('button', { expanded: false }).first().click();
      await expect(page.getByRole('button', { expanded: true })).toBeVisible();
    },
  },
  {
    name: 'insights, a table shown and a week focused',
    path: '/workspace/insights?from=2026-09-01&to=2026-11-20',
    ready: async (page) => {
      await expect(page.getByText(/^All read:/)).toBeVisible();
      const people = page.getByRole('region', { name: 'Follow-through by person' });
      await people.getByRole('button', { name: 'Show table' }).click();
      await expect(people.getByRole('table')).toBeVisible();
      await page
        .getByRole('region', { name: 'Meeting time per week' })
        .getByRole('img', { name: /^Week of / })
        .nth(2)
        .focus();
    },
  },
  {
    name: 'people, one found by name',
    path: '/me/people',
    ready: async (page) => {
      await page.getByRole('searchbox', { name: 'Find a person' }).fill('priya');
      await expect(page.getByRole('list', { name: 'People' }).getByRole('link', { name: 'Priya Natarajan' })).toBeVisible();
    },
  },
  {
    name: 'a person’s page',
    path: `/me/people?person=${encodeURIComponent('e:priya.natarajan@acme.example')}`,
    ready: (page) => expect(page.getByRole('region', { name: 'Open items' })).toBeVisible(),
  },
  {
    name: 'task board, by person, personal scope',
    path: '/me/tasks?view=people',
    ready: (page) => expect(page.getByText(/^All \d+ open items? loaded\.$/)).toBeVisible(),
  },
  {
    name: 'delete dialog',
    path: '/me/meetings',
    ready: async (page) => {
      await page.getByRole('list', { name: 'Meetings' }).getByRole('link').first().click();
      await page.getByRole('button', { name: 'Delete meeting' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'export dialog',
    path: '/me/meetings?select=on',
    ready: async (page) => {
      const boxes = page.getByRole('list', { name: 'Meetings to select' }).getByRole('checkbox');
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.getByRole('button', { name: 'Export selected…' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Export 2 meetings' }).getByRole('button', { name: 'Export 2 meetings' }),
      ).toBeVisible();
    },
  },
  {
    name: 'undo notice',
    path: '/me/meetings',
    ready: async (page) => void (await deleteTheFirstMeetingAndHoldItsUndo(page)),
  },
  {
    name: 'split view (list and meeting side by side)',
    path: '/me/meetings',
    ready: async (page) => {
      await page.getByRole('list', { name: 'Meetings' }).getByRole('link').nth(1).click();
      await expect(page.getByRole('region', { name: 'Selected meeting' }).getByRole('region', { name: 'Summary' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Meetings' }).locator('a[aria-current="page"]')).toHaveCount(1);
    },
  },
  {
    name: 'command palette',
    path: '/me/meetings',
    ready: async (page) => {
      await expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link').first()).toBeVisible();
      await page.getByRole('button', { name: /^Go to/ }).click();
      await page.getByRole('combobox', { name: 'Go to a screen or meeting' }).fill('review');
      await expect(page.getByRole('group', { name: 'From search' })).toBeVisible();
    },
  },
  {
    name: 'keyboard shortcuts dialog',
    path: '/me/meetings',
    ready: async (page) => {
      await shortcutsLoaded(page);
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    },
  },
  {
    name: 'search results',
    path: '/search?q=pricing',
    ready: (page) => expect(page.locator('main mark').first()).toBeVisible(),
  },
  {
    name: 'settings',
    path: '/settings',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Check and save key' }).click();
      await expect(page.getByText('Key: The key was accepted.')).toBeVisible();
    },
  },
  {
    name: 'not found',
    path: '/nowhere',
    ready: (page) => expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible(),
  },
];

// Each screen is checked in the light theme, then in the dark one: the themes differ in CSS alone
// (prefers-color-scheme, no transitions on colour), so the same page is switched rather than opened
// and brought to its state again.
for (const screen of screens) {
  test(`${screen.name}: no serious or critical accessibility violations, light and dark`, async ({ page, open }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(screen.path);
    await screen.ready(page);
    await headerSettled(page);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await serious(page), `${colorScheme} theme`).toEqual([]);
    }
  });
}

test('@live-only connect screen, with a rejected key: no serious or critical accessibility violations', async ({ page, open, ui }) => {
  await open('/me/meetings');
  await ui.fill(page.getByLabel('API key', { exact: true }), 'not-a-key');
  await ui.press(page.getByRole('button', { name: 'Check and save key' }));
  await expect(page.getByText(/^Key:\s*The API key was rejected/)).toBeVisible();
  await headerSettled(page);
  expect(await serious(page)).toEqual([]);
});
