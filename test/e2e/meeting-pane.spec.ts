import { createSeedData } from '../../src/mocks/data/seed';
import { expect, test } from './support/fixtures';
import { scrollY, wheelDown } from './support/scroll';

/**
 * The meeting beside the list and on a page of its own: what the user is reading stays where it is.
 * Links to its sections scroll the pane, not the page (and the list with it); content that arrives
 * late takes a place kept for it.
 */

const latestWeeklySync = createSeedData().meetings.find((m) => m.calendarEventId?.startsWith('weeklysync4f2a9c_'))!;

test('beside the list, the links to the meeting’s sections scroll the pane; the list keeps its scroll', async ({ page, open }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open('/me/meetings');
  const rows = page.getByRole('list', { name: 'Meetings' }).getByRole('link');
  await expect(rows.nth(8)).toBeVisible();
  const listScroll = await wheelDown(page, 200);
  expect(listScroll).toBeGreaterThan(0);
  await rows.nth(4).click();
  const pane = page.getByRole('region', { name: 'Selected meeting' });
  await expect(pane.getByRole('region', { name: 'Calendar event' })).toBeVisible();
  const sections = pane.getByRole('navigation', { name: 'Sections of this meeting' });
  for (const name of ['Action items', 'Attendees', 'Transcript', 'Calendar event', 'Summary']) {
    await sections.getByRole('link', { name }).click();
    const box = (await pane.boundingBox())!;
    // The section's start in the pane's view (at its top, unless the pane cannot scroll that far; the
    // last ones' then), the page where it was.
    await expect
      .poll(
        async () => {
          const top = (await pane.getByRole('region', { name }).boundingBox())?.y ?? -1;
          return top >= box.y && top < box.y + box.height - 60;
        },
        { message: name },
      )
      .toBe(true);
    expect(await scrollY(page), name).toBe(listScroll);
    await expect(pane.getByRole('region', { name })).toBeFocused();
  }
  // The URL still names the meeting alone: a reload opens it as it was, not at a section.
  expect(new URL(page.url()).hash).toBe('');
});

for (const width of [1280, 390]) {
  test(`@live-only at ${width} px the line saying which series a meeting is part of moves nothing when it arrives`, async ({
    page,
    open,
    connect,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // The series is found from the whole list, read in pages of 100: held until the page has been measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/v1\/me\/meetings\?(.*&)?limit=100(&|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await open(`/me/meetings/${latestWeeklySync.id}`);
    await connect();
    const sections = page.getByRole('navigation', { name: 'Sections of this meeting' });
    await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
    const before = await sections.boundingBox();
    release();
    await expect(page.getByText(/^Part of Weekly sync — 9 meetings; /)).toBeVisible();
    expect(await sections.boundingBox()).toEqual(before);
  });
}
