import { expect, type Locator, type Page } from '@playwright/test';

type WithScrollEnd = Window & { e2eScrollEnd?: Promise<void> };

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/**
 * Scrolls the page down with the mouse wheel and returns where it comes to rest. `mouse.wheel` returns
 * before Chromium has applied the scroll, so a position read as soon as it has moved may not be its
 * last: the place is read at `scrollend`, which fires once the scroll, however applied, is over.
 */
export async function wheelDown(page: Page, pixels: number): Promise<number> {
  await page.evaluate(() => {
    const start = window.scrollY;
    (window as WithScrollEnd).e2eScrollEnd = new Promise<void>((resolve) => {
      const onEnd = () => {
        if (window.scrollY === start) return;
        document.removeEventListener('scrollend', onEnd);
        resolve();
      };
      document.addEventListener('scrollend', onEnd);
    });
  });
  await page.mouse.wheel(0, pixels);
  await page.evaluate(() => (window as WithScrollEnd).e2eScrollEnd);
  return scrollY(page);
}

/**
 * The href of the list's focused link or, without one, of a link in the middle of the view: clear of
 * the sticky header above and the notices in the corner below, so clicking it scrolls nothing.
 */
export async function linkInView(list: Locator): Promise<string> {
  const href = await list
    .getByRole('link')
    .evaluateAll((links) =>
      (
        links.find((link) => link === document.activeElement) ??
        links.find(
          (link) =>
            link.getBoundingClientRect().top >= window.innerHeight / 3 &&
            link.getBoundingClientRect().bottom <= (window.innerHeight * 2) / 3,
        )
      )?.getAttribute('href'),
    );
  if (!href) throw new Error('No link in view');
  return href;
}

/** The page is scrolled to `expected` (within a few pixels); `when` says at which step, for the failure message. */
export async function expectScrolledTo(page: Page, expected: number, when: string): Promise<void> {
  const actual = await scrollY(page);
  expect(Math.abs(actual - expected), `${when}: scrolled to ${actual}, expected ${expected}`).toBeLessThanOrEqual(5);
}

/** Where an element is on screen: its top, from the top of the viewport. */
export function screenTop(target: Locator): Promise<number> {
  return target.evaluate((element) => element.getBoundingClientRect().top);
}
