import type { Locator, Page } from '@playwright/test';
import { db } from '../../src/mocks/data/db';
import { expect, test } from './support/fixtures';
import { expectWithinViewport } from './support/within-viewport';
import { resizeTo } from './support/resize';
import { widerWordGaps } from './support/word-gaps';
import { addressWordsCut } from './support/broken-words';

/**
 * How the screens sit on a desktop and on a phone (issue 36): a header that keeps one height and one
 * row (a compact one on a phone, without hints of keys on a touch screen), and no focus ring the user did not ask for. Demo mode: the screens as a visitor first sees them.
 */

const firstMeeting = () => db.meetings().find((m) => m.ownerId === db.me().id);

/** Every screen of the header's nav, each once its heading is on screen. */
const screens = (): { path: string; heading: string }[] => [
  { path: '/me/meetings', heading: 'My meetings' },
  { path: '/workspace/meetings', heading: 'Workspace meetings' },
  { path: `/me/meetings/${encodeURIComponent(firstMeeting()?.id ?? '')}`, heading: firstMeeting()?.title ?? '' },
  { path: '/me/tasks', heading: 'My tasks' },
  { path: '/search?q=pricing', heading: 'Search' },
  { path: '/settings', heading: 'Connect to your meetings' },
];

async function headerHeight(page: Page): Promise<number> {
  return (await page.getByRole('banner').boundingBox())?.height ?? 0;
}

/** Titles cut short although their row had room for more of them (the title of each item, `[dir=auto]`). */
async function titlesCutWithRoom(items: Locator): Promise<string[]> {
  return items.evaluateAll((elements) =>
    elements.flatMap((item) => {
      const title = item.querySelector('[dir="auto"]');
      if (!(title instanceof HTMLElement)) return [];
      const style = getComputedStyle(item);
      const room = item.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return title.scrollWidth > title.clientWidth && title.clientWidth < room - 1 ? [title.textContent ?? ''] : [];
    }),
  );
}

for (const width of [1280, 390]) {
  test(`at ${width} px a button's words are spaced as words: "Copy as Markdown", not "Copy  as Markdown"`, async ({ page, open }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(`/me/meetings/${encodeURIComponent(firstMeeting()?.id ?? '')}`);
    await expect(page.getByRole('button', { name: 'Delete meeting' })).toBeVisible();
    expect(await widerWordGaps(page.getByRole('main').getByRole('button'))).toEqual([]);
    await open('/me/meetings?select=on');
    await expect(page.getByRole('button', { name: 'Delete selected…' })).toBeVisible();
    expect(await widerWordGaps(page.getByRole('main').getByRole('button'))).toEqual([]);
  });
}

test('opening / lands on the meetings list with focus in the page but no ring around it', async ({ page, open }) => {
  await open('/');
  await expect(page).toHaveURL(/\/me\/meetings$/);
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByRole('main')).toHaveCSS('outline-style', 'none');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // One meeting opened once, looked at as a phone user reads it: from its top down to the transcript.
  test('a meeting: its title, then its actions in one row with Delete apart; a summary table with whole words in its own scroll box; addresses broken only at "@" or a dot; while the transcript is read, a header of one compact row with search and palette as icons', async ({
    page,
    open,
  }) => {
    const meeting = firstMeeting();
    await open(`/me/meetings/${encodeURIComponent(meeting?.id ?? '')}`);
    const heading = page.getByRole('heading', { level: 1, name: meeting?.title ?? '', exact: true });
    await expect(heading).toBeVisible();

    await test.step('its title, then its actions in one row, Delete apart', async () => {
      const title = await heading.boundingBox();
      const box = (name: string) => page.getByRole('button', { name, exact: true }).boundingBox();
      const [copy, download, print, remove] = await Promise.all(['Copy as Markdown', 'Download .md', 'Print', 'Delete meeting'].map(box));
      if (!title || !copy || !download || !print || !remove) throw new Error('The title or an action is not on the page');
      expect(copy.y).toBeGreaterThan(title.y + title.height);
      for (const action of [download, print, remove]) expect(action.y).toBe(copy.y);
      // Delete is set apart from the harmless ones, and still on the screen.
      expect(remove.x - (print.x + print.width)).toBeGreaterThanOrEqual(24);
      expect(remove.x + remove.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    });

    await test.step("a summary's table keeps its words whole and scrolls in its own box", async () => {
      const box = page.getByRole('region', { name: 'Table, scrolls sideways' }).first();
      await expect(box.getByRole('table')).toBeVisible();
      // Reachable with Tab, to scroll with the arrow keys.
      await expect(box).toHaveAttribute('tabindex', '0');
      // A word broken across two lines has two boxes.
      const broken = await box.getByRole('cell').evaluateAll((cells) =>
        cells.flatMap((cell) => {
          const text = cell.firstChild;
          if (!text || text.nodeType !== Node.TEXT_NODE) return [];
          const words: string[] = [];
          for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            if (range.getClientRects().length > 1) words.push(match[0]);
          }
          return words;
        }),
      );
      expect(broken).toEqual([]);
      await expectWithinViewport(page, 'meeting');
    });

    await test.step('its attendees’ addresses break at their "@" or a dot, never inside a word', async () => {
      await expect(page.getByRole('region', { name: 'Attendees' }).getByRole('listitem').first()).toBeVisible();
      expect(await addressWordsCut(page.getByRole('main'))).toEqual([]);
    });

    await test.step('while the transcript is read, the header is one compact row, its search and palette behind icons', async () => {
      await page.getByRole('region', { name: 'Transcript' }).scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 600);
      const header = page.getByRole('banner');
      await expect(header).toBeInViewport();
      expect(await headerHeight(page)).toBeLessThanOrEqual(64);
      // Search and the palette are there, as icons that keep their names.
      await expect(header.getByRole('link', { name: 'Search' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Go to…' })).toBeVisible();
      await expect(header.locator('kbd:visible')).toHaveCount(0);
    });
  });

  test('@live-only the key screen fits the phone, and the smallest phones', async ({ page, open }) => {
    await open('/me/meetings');
    await expect(page.getByRole('heading', { level: 1, name: 'Connect to your meetings' })).toBeVisible();
    await expectWithinViewport(page, 'key screen');
    // The key field gives way to its Show button rather than push the page wider.
    await page.setViewportSize({ width: 320, height: 640 });
    await expectWithinViewport(page, 'key screen at 320 px');
  });

  test("titles in the list and the palette get their row's width", async ({ page, open }) => {
    await open('/me/meetings');
    const rows = page.getByRole('list', { name: 'Meetings' }).getByRole('link');
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasText: 'Roadmap check-in' }).first()).toBeVisible();
    expect(await titlesCutWithRoom(rows)).toEqual([]);

    await page.getByRole('button', { name: 'Go to…' }).click();
    await page.getByRole('combobox', { name: 'Go to a screen or meeting' }).fill('check-in');
    const options = page.getByRole('listbox', { name: 'Places to go' }).getByRole('option');
    await expect(options.filter({ hasText: 'Roadmap check-in' }).first()).toBeVisible();
    expect(await titlesCutWithRoom(options)).toEqual([]);
  });
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 1280, height: 800 } });

  test('the header shows no keys to press', async ({ page, open }) => {
    await open('/me/meetings');
    await expect(page.getByRole('heading', { level: 1, name: 'My meetings' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Go to…' })).toBeVisible();
    await expect(page.getByRole('banner').locator('kbd:visible')).toHaveCount(0);
  });
});

/** Where the header's fixed parts are: the app's name, the demo badge, and (on a wide screen) the search box. */
async function headerPlaces(page: Page): Promise<Record<string, { x: number; y: number } | null>> {
  const banner = page.getByRole('banner');
  const place = async (locator: Locator) => {
    const box = (await locator.isVisible()) ? await locator.boundingBox() : null;
    return box ? { x: Math.round(box.x), y: Math.round(box.y) } : null;
  };
  return {
    name: await place(banner.getByRole('link', { name: 'Meeting Records' })),
    badge: await place(banner.getByText(/^Demo/).first()),
    search: await place(banner.getByRole('searchbox', { name: 'Search meetings' })),
    palette: await place(banner.getByRole('button', { name: /^Go to/ })),
  };
}

const HEADER_WIDTHS = [1280, 1440, 390] as const;

// Each screen opened once, and looked at in each width as its window is resized: the header is the
// layout's, laid out by the stylesheet alone, so a resize shows what an opening at that width would.
test(`at ${HEADER_WIDTHS.join(', ')} px the header keeps its places on every screen, the search page too; wider than a phone, in one row as tall on each`, async ({
  page,
  open,
}) => {
  const places = new Map<number, Map<string, Awaited<ReturnType<typeof headerPlaces>>>>(HEADER_WIDTHS.map((width) => [width, new Map()]));
  const heights = new Map<number, Map<string, number>>(HEADER_WIDTHS.map((width) => [width, new Map()]));
  await page.setViewportSize({ width: HEADER_WIDTHS[0], height: 900 });
  for (const screen of screens()) {
    await open(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible();
    // Its status settled: the widest words it shows.
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(/API online/);
    for (const width of HEADER_WIDTHS) {
      await resizeTo(page, { width, height: 900 });
      places.get(width)!.set(screen.path, await headerPlaces(page));
      heights.get(width)!.set(screen.path, await headerHeight(page));
    }
    await page.setViewportSize({ width: HEADER_WIDTHS[0], height: 900 });
  }
  for (const width of HEADER_WIDTHS) {
    const [first] = places.get(width)!.values();
    expect(first?.name, `at ${width} px the app’s name is shown`).not.toBeNull();
    for (const [path, at] of places.get(width)!) expect(at, `${path} at ${width} px`).toEqual(first);
    if (width > 640) {
      const all = [...heights.get(width)!.values()];
      expect(
        all.every((height) => height === all[0]),
        `at ${width} px: ${JSON.stringify(Object.fromEntries(heights.get(width)!))}`,
      ).toBe(true);
      // One row: the nav link's height and the header's padding, not two rows of them.
      expect(all[0]).toBeLessThanOrEqual(64);
    }
  }
});

for (const width of [1280, 390]) {
  test(`at ${width} px an invalid "Meetings owned by" moves nothing: the message lies over the page`, async ({ page, open }) => {
    await page.setViewportSize({ width, height: 900 });
    await open('/workspace/tasks');
    await expect(page.getByRole('region', { name: /^Open/ }).getByRole('article').first()).toBeVisible();
    const filters = page.getByRole('search', { name: 'Filter tasks' });
    if (width < 640) await page.getByRole('button', { name: 'Filters' }).click();
    const others = [
      filters.getByRole('group', { name: 'Created' }),
      filters.getByLabel('Meeting', { exact: true }),
      filters.getByLabel('Assigned to', { exact: true }),
    ];
    const board = page.getByRole('navigation', { name: 'Task views' });
    const boxes = async () => Promise.all([...others, board].map((locator) => locator.boundingBox()));
    const before = await boxes();
    const owner = filters.getByLabel('Meetings owned by');
    await owner.fill('bob@');
    await owner.press('Enter');
    await expect(owner).toHaveAccessibleDescription(/is not a full e-mail address/);
    expect(await boxes()).toEqual(before);
    await expectWithinViewport(page, 'the task board with an invalid address');
  });
}

test.describe('on a phone, the first screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('of the task board shows tasks: its filters wait behind a Filters button that says how many are on', async ({ page, open }) => {
    await open('/workspace/tasks?member=li.ming%40acme.example');
    const firstCard = page.getByRole('region', { name: /^Open/ }).getByRole('article').first();
    await expect(firstCard).toBeVisible();
    expect(((await firstCard.boundingBox())?.y ?? Infinity) + ((await firstCard.boundingBox())?.height ?? 0)).toBeLessThanOrEqual(844);
    const toggle = page.getByRole('button', { name: 'Filters (1 on)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Meetings owned by')).toBeHidden();
    await toggle.click();
    await expect(page.getByLabel('Meetings owned by')).toHaveValue('li.ming@acme.example');
  });

  test('has the app’s name in its header, and every screen in a tab bar as an icon over its words', async ({ page, open }) => {
    await open('/me/meetings');
    await expect(page.getByRole('heading', { level: 1, name: 'My meetings' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Meeting Records' })).toBeVisible();
    const entries = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(entries).toHaveCount(6);
    const drawn = await entries.evaluateAll((links) =>
      links.map((link) => ({
        // Shown, and drawn: a <use> whose symbol is missing has nothing inside.
        icon: (() => {
          const use = link.querySelector('use');
          return use instanceof SVGGraphicsElement && use.checkVisibility() && use.getBBox().width > 0;
        })(),
        // The words seen (not those kept for screen readers alone), the stylesheet's too.
        words: [
          ...[...link.querySelectorAll('span')].filter((span) => span.getBoundingClientRect().width > 1).map((span) => span.textContent),
          ...[/^"(.+)" \/ ""$/.exec(getComputedStyle(link, '::after').content)?.[1] ?? ''],
        ]
          .filter(Boolean)
          .join(' '),
        bottom: Math.round(link.getBoundingClientRect().bottom),
      })),
    );
    expect(drawn.map(({ words }) => words)).toEqual(['Meetings', 'Tasks', 'Insights', 'People', 'Search', 'Connect']);
    expect(drawn.every(({ icon }) => icon)).toBe(true);
    // At the screen's foot, all in one row.
    expect(new Set(drawn.map(({ bottom }) => bottom)).size).toBe(1);
    expect(drawn[0]!.bottom).toBeGreaterThan(800);
  });

  test('of the workspace\'s task board breaks an e-mail address at its "@" or a dot, never inside a word', async ({ page, open }) => {
    await open('/workspace/tasks');
    await expect(page.getByRole('region', { name: /^Open/ }).getByRole('article').first()).toBeVisible();
    expect(await addressWordsCut(page.getByRole('main'))).toEqual([]);
  });
});

/**
 * Records, from the page's start, the widths the page is laid out at (a chart drawn wider than the
 * screen, even for a frame, widens it) and the text of each element a layout shift moves that lies
 * within `watched` (a selector, for `closest`). Read them with `drawnSoFar`.
 */
async function recordLayout(page: Page, watched: string): Promise<void> {
  await page.addInitScript((selector) => {
    const seen = { widths: new Set<number>(), moved: [] as string[] };
    Object.assign(window, { __layout: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node | null }[] })[]) {
        for (const { node } of entry.sources ?? []) {
          const element = node instanceof Element ? node : node?.parentElement;
          if (element?.closest(selector)) seen.moved.push(element.textContent?.slice(0, 40) || element.tagName);
        }
      }
    }).observe({ type: 'layout-shift' });
    // Once the document has been read: its root element is not there yet when this runs.
    document.addEventListener('DOMContentLoaded', () =>
      new ResizeObserver(([entry]) => seen.widths.add(Math.round(entry?.contentRect.width ?? 0))).observe(document.documentElement),
    );
  }, watched);
}

/** What recordLayout saw, once two more frames have been drawn (their shifts reported). */
function drawnSoFar(page: Page): Promise<{ widths: number[]; moved: string[] }> {
  return page.evaluate(async () => {
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    const { widths, moved } = (window as unknown as { __layout: { widths: Set<number>; moved: string[] } }).__layout;
    return { widths: [...widths], moved };
  });
}

test.describe('in a phone’s browser', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } });

  test('Insights draws its charts at their cards’ width as the data comes in: the page never widens, and the tab bar and what lies below the first chart stay put', async ({
    page,
    open,
    connect,
  }) => {
    // The cards are siblings: every one but the first lies below the first chart.
    await recordLayout(page, 'nav, main section:not(:first-of-type)');
    await open('/me/insights?from=2026-09-01&to=2026-11-20');
    await connect();
    await expect(page.getByText(/^All read: /)).toBeVisible();
    await expect(page.getByRole('group', { name: /^Hours in meetings by weekday/ })).toBeVisible();
    expect(await drawnSoFar(page)).toEqual({ widths: [412], moved: [] });
  });

  test('search’s results stay put while the page learns whether a copy is kept on this device', async ({ page, open, connect }) => {
    await recordLayout(page, 'main form[role="search"] ~ *');
    await open('/search?q=pricing');
    await connect();
    await expect(page.getByText(/^\d+ matches in \d+ meetings for “pricing”/)).toBeVisible();
    expect(await drawnSoFar(page)).toEqual({ widths: [412], moved: [] });
  });
});
