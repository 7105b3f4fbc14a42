import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { APP_BUNDLE } from '../support/requests';
import { withSavedKey } from '../support/saved-key';

/**
 * The landing list's first rows are painted by the early entry (src/app/first-paint) before the app
 * bundle has run, and React's first render replaces them: the hand-over must not move anything. The
 * app bundle is held back until the first paint has been seen, so both moments are checked every run.
 */
interface Shown {
  header: string;
  heading: string;
  /** Boxes of the header, the page's heading and the date filter: where a shift would start. */
  landmarks: Record<string, { top: number; height: number } | null>;
  /** The list's items (day headings and rows): box and text. */
  items: { top: number; left: number; width: number; height: number; text: string }[];
}

/** What the first screen shows, read from whichever is on screen (the first paint or the app). */
function readScreen(page: Page, count: number): Promise<Shown> {
  return page.evaluate((count) => {
    const list = [...document.querySelectorAll('main ul')].find((ul) => ul.querySelector('h2'));
    const items = [...(list?.children ?? [])].slice(0, count).map((item) => {
      const box = item.getBoundingClientRect();
      const text = (item as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
      return { top: box.top, left: box.left, width: box.width, height: box.height, text };
    });
    const nav = document.querySelector('header nav');
    const box = (selector: string) => {
      const found = document.querySelector(selector)?.getBoundingClientRect();
      return found ? { top: found.top, height: found.height } : null;
    };
    const landmarks = { header: box('header'), heading: box('main h1'), dates: box('main fieldset'), tag: box('main select') };
    return {
      header: nav instanceof HTMLElement ? nav.innerText : '',
      heading: document.querySelector('main h1')?.textContent ?? '',
      landmarks,
      items,
    };
  }, count);
}

type Outcome = 'continue' | 'fail';

/** Holds requests for `url` back until `release` is called: then they go on, or fail as offline. */
async function hold(page: Page, url: RegExp): Promise<(outcome?: Outcome) => void> {
  let release: (outcome: Outcome) => void = () => {};
  const released = new Promise<Outcome>((resolve) => (release = resolve));
  await page.route(url, async (route) => ((await released) === 'fail' ? route.abort('internetdisconnected') : route.continue()));
  return (outcome = 'continue') => release(outcome);
}

for (const viewport of [
  { name: 'wide screen (list beside the pane)', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`@live-only the first rows are painted before the app runs, and stay in place when it takes over: ${viewport.name}`, async ({
    page,
    appUrl,
  }) => {
    await page.setViewportSize(viewport);
    await withSavedKey(page);
    // The app bundle (the early entry and the stylesheets load as usual), and the health check, whose
    // answer changes the header's text (and its height on a phone) later, in the app as it is.
    const release = await hold(page, APP_BUNDLE);
    await hold(page, /\/v1\/health$/);
    // Not waiting for the load event: it waits for the held bundle.
    await page.goto(`${appUrl}/me/meetings`, { waitUntil: 'commit' });

    const firstPaint = page.locator('[data-first-paint]');
    await expect(firstPaint.getByText('Candidate chat')).toBeVisible();
    // Nothing in it can be used yet, and assistive technology is not told about it.
    await expect(firstPaint).toHaveAttribute('inert', '');
    await expect(page.getByRole('link', { name: /^Candidate chat 1 h 30 min/ })).toHaveCount(0);
    const before = await readScreen(page, 8);
    expect(before.items).toHaveLength(8);
    expect(before.items[1]?.text).toMatch(/^Candidate chat 1 h 30 min \d\d:\d\d [AP]M – \d\d:\d\d [AP]M$/);

    release();
    await expect(page.getByRole('link', { name: /^Candidate chat 1 h 30 min/ })).toBeVisible();
    await expect(firstPaint).toHaveCount(0);
    const after = await readScreen(page, 8);

    expect(after.header).toBe(before.header);
    expect(after.heading).toBe(before.heading);
    expect(after.landmarks).toEqual(before.landmarks);
    expect(after.items).toHaveLength(before.items.length);
    after.items.forEach((item, index) => {
      const painted = before.items[index];
      expect(item.text).toBe(painted?.text);
      for (const side of ['top', 'left', 'width', 'height'] as const) expect(item[side]).toBeCloseTo(painted?.[side] ?? NaN, 0);
    });
  });
}

test('@live-only the app failing to load after the first paint: its rows give way to a clear message, and a reload recovers', async ({
  page,
  appUrl,
}) => {
  await withSavedKey(page);
  const release = await hold(page, APP_BUNDLE);
  await page.goto(`${appUrl}/me/meetings`, { waitUntil: 'commit' });
  await expect(page.locator('[data-first-paint]').getByText('Candidate chat')).toBeVisible();

  release('fail');
  await expect(page.getByRole('alert')).toHaveText('The dashboard could not load. Check your connection, then reload the page.');
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);

  await page.unroute(APP_BUNDLE);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link').first()).toBeVisible();
});
