import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { headerSettled } from './support/axe';
import { expect, test } from './support/fixtures';
import { shortcutsLoaded } from './support/shortcuts';
import { deleteTheFirstMeetingAndHoldItsUndo } from './support/undo-countdown';

/** Artifacts of every run; with UPDATE_SCREENSHOTS=1 also the copies the README shows. */
const ARTIFACTS = 'test-results/screenshots';
const README_COPIES = 'test/e2e/screenshots';

const viewports = {
  desktop: { width: 1280, height: 800 },
  wide: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** Light is the files' plain name (the README's first pictures); dark adds `-dark`. */
const schemes = ['light', 'dark'] as const;
const fileName = (screen: string, viewport: string, scheme: (typeof schemes)[number]) =>
  `${screen}-${viewport}${scheme === 'dark' ? '-dark' : ''}.png`;

const screens: { name: string; path: string; ready: (page: Page) => Promise<void>; only?: (keyof typeof viewports)[] }[] = [
  {
    name: 'meeting-list',
    path: '/me/meetings',
    // The first page's rows all rendered (the ones past the first screenful come in a deferred pass).
    ready: (page) => expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link')).toHaveCount(30),
  },
  {
    name: 'meeting-page',
    path: '/me/meetings',
    ready: async (page) => {
      await page.getByRole('list', { name: 'Meetings' }).getByRole('link').first().click();
      await expect(page.getByRole('region', { name: 'Summary' }).getByRole('table')).toBeVisible();
    },
  },
  {
    name: 'recurring-meeting',
    path: `/me/series/${encodeURIComponent('event:weeklysync4f2a9c')}`,
    ready: (page) => expect(page.getByText('All 9 meetings checked.')).toBeVisible(),
  },
  {
    name: 'transcript-find',
    path: '/search?q=pricing',
    ready: async (page) => {
      await page.locator('main mark').first().click();
      await expect(page.locator('mark[aria-current="true"]')).toBeInViewport();
      await page.getByRole('region', { name: 'Transcript' }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'task-board',
    path: '/workspace/tasks?member=li.ming%40acme.example',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: /^Open/ }).getByText(/^End of list/)).toBeVisible();
      await expect(page.getByRole('region', { name: /^Completed/ }).getByText(/^End of list/)).toBeVisible();
    },
  },
  {
    name: 'meeting-speakers',
    path: '/me/meetings',
    ready: async (page) => {
      await page.getByRole('list', { name: 'Meetings' }).getByRole('link').first().click();
      await page.getByRole('group', { name: 'Speakers' }).getByRole('button').first().click();
      await expect(page.getByRole('group', { name: 'Speakers' }).getByRole('button', { pressed: true })).toHaveCount(1);
      await page.getByRole('region', { name: 'Transcript' }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'task-board-by-person',
    path: '/workspace/tasks?member=li.ming%40acme.example&view=people',
    ready: async (page) => {
      await expect(page.getByText(/^All \d+ open items loaded\.$/)).toBeVisible();
      await page.getByRole('region', { name: 'Open items by person' }).getByRole('button', { expanded: false }).first().click();
      await expect(page.getByRole('button', { expanded: true })).toBeVisible();
    },
  },
  {
    // Where the time goes: the demo's last twelve weeks (its data ends on 2026-11-20).
    name: 'insights',
    path: '/me/insights?from=2026-08-31&to=2026-11-20',
    ready: (page) => expect(page.getByText(/^All read:/)).toBeVisible(),
  },
  {
    name: 'search',
    path: '/search?q=pricing',
    ready: (page) => expect(page.locator('main mark').first()).toBeVisible(),
  },
  {
    // The list and the selected meeting side by side (wide screens only: a phone shows the meeting page).
    name: 'split-view',
    path: '/me/meetings?from=2026-09-01',
    only: ['desktop', 'wide'],
    ready: async (page) => {
      await page.getByRole('list', { name: 'Meetings' }).getByRole('link').nth(4).click();
      await expect(page.getByRole('region', { name: 'Selected meeting' }).getByRole('region', { name: 'Summary' })).toBeVisible();
    },
  },
  {
    // Selection mode: short and untitled meetings selected by the suggestions, each saying why.
    name: 'cleanup',
    path: '/me/meetings?select=on',
    ready: async (page) => {
      await page.getByText('Clean-up suggestions').click();
      await page.getByRole('button', { name: 'Select untitled meetings' }).click();
      await page.getByRole('button', { name: 'Select short meetings' }).click();
      await expect(page.getByRole('toolbar', { name: 'Selection' }).getByRole('status')).toHaveText(/^\d+ selected/);
      // Folded again: the rows, each chosen one saying why, are what the picture shows.
      await page.getByText('Clean-up suggestions').click();
      await page.getByText('No title, and none was generated', { exact: true }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'command-palette',
    path: '/me/meetings',
    ready: async (page) => {
      await expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link').first()).toBeVisible();
      await shortcutsLoaded(page);
      await page.keyboard.press('Control+k');
      // The palette loads when first opened: typing goes in once its box has focus.
      await expect(page.getByRole('combobox', { name: 'Go to a screen or meeting' })).toBeFocused();
      await page.keyboard.type('review');
      await expect(page.getByRole('group', { name: 'From search' })).toBeVisible();
    },
  },
  {
    name: 'delete-undo',
    path: '/me/meetings',
    ready: async (page) => {
      // The list's first rows all rendered, then the first deleted: gone from the list, the next on top.
      await expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link')).toHaveCount(30);
      const { deleted, next } = await deleteTheFirstMeetingAndHoldItsUndo(page);
      const list = page.getByRole('list', { name: 'Meetings' });
      await expect(list.locator(`a[href="${deleted}"]`)).toHaveCount(0);
      await expect(list.getByRole('link').first()).toHaveAttribute('href', next);
    },
  },
];

/** Saves what the page shows now, as `file`, to the artifacts (and with UPDATE_SCREENSHOTS=1 the README's copies). */
async function save(page: Page, file: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  // Transitions and animations are shown at their end, never caught halfway.
  await page.screenshot({ path: join(ARTIFACTS, file), animations: 'disabled' });
  if (process.env.UPDATE_SCREENSHOTS) {
    mkdirSync(README_COPIES, { recursive: true });
    copyFileSync(join(ARTIFACTS, file), join(README_COPIES, file));
  }
}

for (const [viewportName, viewport] of Object.entries(viewports) as [
  keyof typeof viewports,
  (typeof viewports)[keyof typeof viewports],
][]) {
  test.describe(`${viewportName} screenshots`, () => {
    // The demo's meetings happen in European office hours.
    test.use({ viewport, timezoneId: 'Europe/London' });
    for (const screen of screens.filter((candidate) => candidate.only?.includes(viewportName) ?? true)) {
      // Light and dark of one state: the colours are the stylesheet's alone (prefers-color-scheme), so
      // switching the scheme repaints the same screen, which is opened and brought to its state once.
      test(`${screen.name}, light and dark`, async ({ page, open }) => {
        await page.emulateMedia({ colorScheme: schemes[0] });
        await open(screen.path);
        await screen.ready(page);
        await headerSettled(page);
        for (const scheme of schemes) {
          await page.emulateMedia({ colorScheme: scheme });
          await save(page, fileName(screen.name, viewportName, scheme));
        }
      });
    }
  });
}

test('@live-only connect screen screenshot', async ({ page, open }) => {
  for (const [viewportName, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    await open('/me/meetings');
    await expect(page.getByRole('heading', { level: 1, name: 'Connect to your meetings' })).toBeVisible();
    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme });
      await save(page, fileName('connect', viewportName, scheme));
    }
  }
});
