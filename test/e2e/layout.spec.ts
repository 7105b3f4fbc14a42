import type { Page } from '@playwright/test';
import { db } from '../../src/mocks/data/db';
import { expect, test } from './support/fixtures';

/**
 * How the screens sit on a desktop and on a phone (issue 36): a header that keeps one height and one
 * row, and no focus ring the user did not ask for. Demo mode: the screens as a visitor first sees them.
 */

const firstMeeting = () => db.meetings().find((m) => m.ownerId === db.me().id);

/** Every screen of the header's nav, each once its heading is on screen. */
const screens = (): { path: string; heading: string }[] => [
  { path: '/me/meetings', heading: 'My meetings' },
  { path: '/workspace/meetings', heading: 'Workspace meetings' },
  { path: `/me/meetings/${encodeURIComponent(firstMeeting()?.id ?? '')}`, heading: firstMeeting()?.title ?? '' },
  { path: '/me/tasks', heading: 'My tasks' },
  { path: '/search?q=pricing', heading: 'Search' },
  { path: '/settings', heading: 'Settings' },
];

async function headerHeight(page: Page): Promise<number> {
  return (await page.getByRole('banner').boundingBox())?.height ?? 0;
}

for (const width of [1280, 1440]) {
  test(`at ${width} px the header is one row, as tall on every screen`, async ({ page, open }) => {
    await page.setViewportSize({ width, height: 900 });
    const heights: Record<string, number> = {};
    for (const screen of screens()) {
      await open(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible();
      // Its status settled: the widest words it shows.
      await expect(page.getByRole('banner').getByRole('status')).toHaveText(/API online/);
      heights[screen.path] = await headerHeight(page);
    }
    const [first] = Object.values(heights);
    expect(
      Object.values(heights).every((height) => height === first),
      JSON.stringify(heights),
    ).toBe(true);
    // One row: the nav link's height and the header's padding, not two rows of them.
    expect(first).toBeLessThanOrEqual(64);
  });
}

test('opening / lands on the meetings list with focus in the page but no ring around it', async ({ page, open }) => {
  await open('/');
  await expect(page).toHaveURL(/\/me\/meetings$/);
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByRole('main')).toHaveCSS('outline-style', 'none');
});
