import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { headerSettled, serious } from './support/axe';
import { resizeTo } from './support/resize';
import { expect, test } from './support/fixtures';
import { shortcutsLoaded } from './support/shortcuts';
import { deleteTheFirstMeetingAndHoldItsUndo } from './support/undo-countdown';
import { expectWithinViewport } from './support/within-viewport';

/**
 * Every screen and dialog in the states a user sees them, each opened and brought to its state once
 * per kind of device: on a desktop, axe-core finds nothing serious in the light and the dark theme,
 * nothing reaches past the sides at 1280 and at 1440 px, and the screenshots are taken; on a phone
 * (390 px, opened there, as a phone opens it) the same without axe. Demo mode: the screens as a
 * visitor first sees them. With UPDATE_SCREENSHOTS=1 the screenshots are taken too, to
 * test-results/screenshots/ and the copies the README shows (test/e2e/screenshots/): a picture no
 * test compares proves nothing, and taking them was a third of a pictured state's time.
 */

const ARTIFACTS = 'test-results/screenshots';
const README_COPIES = 'test/e2e/screenshots';

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  wide: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
type Viewport = keyof typeof VIEWPORTS;

interface ScreenState {
  /** Said in the test's title and in its failures. */
  name: string;
  path: string;
  /** Brings the opened page to the state checked, waiting on what the user sees. */
  ready: (page: Page) => Promise<void>;
  /** The screenshots' file names start with this (`<shot>-<viewport>[-dark].png`); none without it. */
  shot?: string;
  /** Checked on a phone too (default); `false` where the state is a wide screen's alone or a phone adds nothing. */
  phone?: boolean;
  /**
   * At 1440 px the window is widened from 1280 (`resized`, the default: the same layout, wider), or
   * the page is opened again there (`opened`: a state a resize would disturb, such as an undo notice
   * held under the pointer).
   */
  wide?: 'resized' | 'opened';
  /** Brings the page from its pictured state to the one axe checks, where they differ. */
  beforeAxe?: (page: Page) => Promise<void>;
}

const meetingRows = (page: Page) => page.getByRole('list', { name: 'Meetings' }).getByRole('link');

const states: ScreenState[] = [
  {
    name: 'meeting list',
    shot: 'meeting-list',
    path: '/me/meetings',
    // The first page's rows all rendered (the ones past the first screenful come in a deferred pass).
    ready: (page) => expect(meetingRows(page)).toHaveCount(30),
  },
  {
    name: 'workspace list, one member',
    path: '/workspace/meetings?member=li.ming%40acme.example',
    ready: (page) => expect(page.getByText(/^End of list/)).toBeVisible(),
  },
  {
    name: 'empty list with filters',
    path: '/me/meetings?tag=Follow-up',
    phone: false,
    ready: (page) => expect(page.getByRole('heading', { name: 'No meetings found' })).toBeVisible(),
  },
  {
    name: 'meeting page',
    shot: 'meeting-page',
    path: '/me/meetings',
    ready: async (page) => {
      await meetingRows(page).first().click();
      await expect(page.getByRole('region', { name: 'Summary' }).getByRole('table')).toBeVisible();
    },
  },
  {
    name: 'meeting page, found in its transcript from a search hit',
    shot: 'transcript-find',
    path: '/search?q=pricing',
    ready: async (page) => {
      await page.locator('main mark').first().click();
      await expect(page.locator('mark[aria-current="true"]')).toBeInViewport();
      await page.getByRole('region', { name: 'Transcript' }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'meeting page, one speaker shown and a turn linked',
    shot: 'meeting-speakers',
    path: '/me/meetings',
    ready: async (page) => {
      await meetingRows(page).first().click();
      await expect(page.getByRole('button', { name: 'Delete meeting' })).toBeVisible();
      // Opened at a turn, as from a shared link (following one here would need clipboard permission).
      await page.goto(`${page.url()}?turn=3`);
      await expect(page.locator('li[aria-current="location"]')).toBeVisible();
      const speakers = page.getByRole('group', { name: 'Speakers' });
      await speakers.getByRole('button').first().click();
      await expect(speakers.getByRole('button', { pressed: true })).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Show everyone' })).toBeVisible();
      await page.getByRole('region', { name: 'Transcript' }).scrollIntoViewIfNeeded();
    },
    beforeAxe: async (page) => {
      // Controls scrolled under the sticky header count as too small a target: the check is of the
      // meeting, from the page's top (the transcript keeps its own scroll).
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    },
  },
  {
    name: 'recurring meeting, its agenda and the way to take a meeting out',
    shot: 'recurring-meeting',
    path: `/me/series/${encodeURIComponent('event:weeklysync4f2a9c')}`,
    ready: (page) => expect(page.getByText('All 9 meetings checked.')).toBeVisible(),
    beforeAxe: async (page) => {
      await page.getByText('Why these meetings belong together').click();
      await expect(page.getByText('Instances of one recurring calendar event')).toBeVisible();
    },
  },
  {
    name: 'task board, a member’s columns',
    shot: 'task-board',
    path: '/workspace/tasks?member=li.ming%40acme.example',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: /^Open/ }).getByText(/^End of list/)).toBeVisible();
      await expect(page.getByRole('region', { name: /^Completed/ }).getByText(/^End of list/)).toBeVisible();
    },
  },
  {
    name: 'task board, by person, one member expanded',
    shot: 'task-board-by-person',
    path: '/workspace/tasks?member=li.ming%40acme.example&view=people',
    ready: async (page) => {
      await expect(page.getByText(/^All \d+ open items loaded\.$/)).toBeVisible();
      await page.getByRole('region', { name: 'Open items by person' }).getByRole('button', { expanded: false }).first().click();
      await expect(page.getByRole('button', { expanded: true })).toBeVisible();
    },
  },
  {
    name: 'task board, my columns',
    path: '/me/tasks',
    ready: (page) => expect(page.getByRole('region', { name: /^Open/ }).getByRole('article').first()).toBeVisible(),
  },
  {
    name: 'task board, by person, personal scope',
    path: '/me/tasks?view=people',
    ready: (page) => expect(page.getByText(/^All \d+ open items? loaded\.$/)).toBeVisible(),
  },
  {
    // Where the time goes: the demo's last twelve weeks (its data ends on 2026-11-20).
    name: 'insights, then a table shown and a week focused',
    shot: 'insights',
    path: '/me/insights?from=2026-08-31&to=2026-11-20',
    ready: (page) => expect(page.getByText(/^All read:/)).toBeVisible(),
    beforeAxe: async (page) => {
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
    name: 'search results',
    shot: 'search',
    path: '/search?q=pricing',
    ready: (page) => expect(page.locator('main mark').first()).toBeVisible(),
  },
  {
    // The list and the selected meeting side by side: a phone shows the meeting page instead.
    name: 'split view (list and meeting side by side)',
    shot: 'split-view',
    path: '/me/meetings?from=2026-09-01',
    phone: false,
    ready: async (page) => {
      await meetingRows(page).nth(4).click();
      await expect(page.getByRole('region', { name: 'Selected meeting' }).getByRole('region', { name: 'Summary' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Meetings' }).locator('a[aria-current="page"]')).toHaveCount(1);
    },
  },
  {
    // Selection mode: short and untitled meetings selected by the suggestions, each saying why.
    name: 'cleaning up, suggestions chosen',
    shot: 'cleanup',
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
    name: 'delete dialog',
    path: '/me/meetings',
    phone: false,
    ready: async (page) => {
      await meetingRows(page).first().click();
      await page.getByRole('button', { name: 'Delete meeting' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'undo notice, the first meeting deleted',
    shot: 'delete-undo',
    path: '/me/meetings',
    wide: 'opened',
    ready: async (page) => {
      // The list's first rows all rendered, then the first deleted: gone from the list, the next on top.
      await expect(meetingRows(page)).toHaveCount(30);
      const { deleted, next } = await deleteTheFirstMeetingAndHoldItsUndo(page);
      const list = page.getByRole('list', { name: 'Meetings' });
      await expect(list.locator(`a[href="${deleted}"]`)).toHaveCount(0);
      await expect(list.getByRole('link').first()).toHaveAttribute('href', next);
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
    name: 'command palette',
    shot: 'command-palette',
    path: '/me/meetings',
    ready: async (page) => {
      await expect(meetingRows(page).first()).toBeVisible();
      await shortcutsLoaded(page);
      await page.keyboard.press('Control+k');
      // The palette loads when first opened: typing goes in once its box has focus.
      await expect(page.getByRole('combobox', { name: 'Go to a screen or meeting' })).toBeFocused();
      await page.keyboard.type('review');
      await expect(page.getByRole('group', { name: 'From search' })).toBeVisible();
    },
  },
  {
    name: 'keyboard shortcuts dialog',
    path: '/me/meetings',
    phone: false,
    ready: async (page) => {
      await shortcutsLoaded(page);
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    },
  },
  {
    name: 'settings, the key checked',
    path: '/settings',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Check and save key' }).click();
      await expect(page.getByText('Key: The key was accepted.')).toBeVisible();
    },
  },
  {
    name: 'not found',
    path: '/nowhere',
    phone: false,
    ready: (page) => expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible(),
  },
];

const SCHEMES = ['light', 'dark'] as const;

const SHOOTING = Boolean(process.env.UPDATE_SCREENSHOTS);

/** With UPDATE_SCREENSHOTS=1, saves what the page shows now, light and dark, to the artifacts and the README's copies. */
async function shoot(page: Page, shot: string, viewport: Viewport): Promise<void> {
  if (!SHOOTING) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  mkdirSync(README_COPIES, { recursive: true });
  // The colours are the stylesheet's alone (prefers-color-scheme, no transitions on colour): the
  // same state is repainted in the other scheme rather than opened again.
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    const file = `${shot}-${viewport}${scheme === 'dark' ? '-dark' : ''}.png`;
    // Transitions and animations are shown at their end, never caught halfway.
    await page.screenshot({ path: join(ARTIFACTS, file), animations: 'disabled' });
    copyFileSync(join(ARTIFACTS, file), join(README_COPIES, file));
  }
  await page.emulateMedia({ colorScheme: SCHEMES[0] });
}

/** Nothing past the sides, and the pictures, at the viewport the page has now. */
async function checkAt(page: Page, state: ScreenState, viewport: Viewport): Promise<void> {
  await expectWithinViewport(page, `${state.name} at ${VIEWPORTS[viewport].width} px`);
  if (state.shot) await shoot(page, state.shot, viewport);
}

// The demo's meetings happen in European office hours.
test.use({ timezoneId: 'Europe/London' });

/** Opens the state's path at this viewport, in the light theme, and brings it to the state. */
async function openAt(page: Page, open: (path: string) => Promise<void>, state: ScreenState, viewport: Viewport): Promise<void> {
  await page.setViewportSize(VIEWPORTS[viewport]);
  await page.emulateMedia({ colorScheme: SCHEMES[0] });
  await open(state.path);
  await state.ready(page);
  await headerSettled(page);
}

for (const state of states) {
  const widened = (state.wide ?? 'resized') === 'resized';
  test(`${state.name}, on a desktop: no serious or critical accessibility violation in light or dark, nothing wider than 1280${widened ? ' or 1440' : ''} px`, async ({
    page,
    open,
  }) => {
    await openAt(page, open, state, 'desktop');
    await checkAt(page, state, 'desktop');
    if (widened) {
      await resizeTo(page, VIEWPORTS.wide);
      await checkAt(page, state, 'wide');
      await resizeTo(page, VIEWPORTS.desktop);
    }
    await state.beforeAxe?.(page);
    // Every rule in the light theme; in the dark one, which differs in colours alone, the colours'.
    expect(await serious(page), 'light theme').toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await serious(page, 'colours'), 'dark theme').toEqual([]);
  });

  const opened: Viewport[] = [...(widened ? [] : ['wide' as const]), ...((state.phone ?? true) ? ['phone' as const] : [])];
  for (const viewport of opened) {
    test(`${state.name}, opened at ${VIEWPORTS[viewport].width} px: nothing wider`, async ({ page, open }) => {
      await openAt(page, open, state, viewport);
      await checkAt(page, state, viewport);
    });
  }
}

test('@live-only connect screen, with a rejected key: no serious or critical accessibility violations; screenshots', async ({
  page,
  open,
  ui,
}) => {
  for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await open('/me/meetings');
    await expect(page.getByRole('heading', { level: 1, name: 'Connect to your meetings' })).toBeVisible();
    await shoot(page, 'connect', viewport);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await ui.fill(page.getByLabel('API key', { exact: true }), 'not-a-key');
  await ui.press(page.getByRole('button', { name: 'Check and save key' }));
  await expect(page.getByText(/^Key:\s*The API key was rejected/)).toBeVisible();
  await headerSettled(page);
  expect(await serious(page)).toEqual([]);
});
