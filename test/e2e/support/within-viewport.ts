import { expect, type Page } from '@playwright/test';

/**
 * What reaches past the viewport's sides: the page's own width, and every element wider than the
 * viewport or outside it that no box of its own scrolls or clips (a wide table in its scroll box is
 * fine, and so is what a box of no size hides). Each named by its tag, classes and first words.
 */
async function sideways(page: Page): Promise<{ pageWidth: number; viewport: number; elements: string[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const held = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') {
          const box = parent.getBoundingClientRect();
          // A box of no size shows nothing of what it clips (a chart library's text-measuring node).
          return box.width === 0 || box.height === 0 || (box.left >= -1 && box.right <= viewport + 1);
        }
      }
      return false;
    };
    const elements: string[] = [];
    // A select's options are drawn in the browser's own popup, never in the page's layout: the
    // select's own box is what is checked.
    for (const element of document.body.querySelectorAll('*:not(option, optgroup)')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if ((box.right > viewport + 1 || box.left < -1) && !held(element)) {
        elements.push(
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${Math.round(box.left)}–${Math.round(box.right)}: ${(element.textContent ?? '').slice(0, 40)}`,
        );
      }
    }
    return { pageWidth: document.documentElement.scrollWidth, viewport: window.innerWidth, elements: elements.slice(0, 12) };
  });
}

/** Nothing past the viewport's sides, and the page no wider than it; `where` names the screen in a failure. */
export async function expectWithinViewport(page: Page, where: string): Promise<void> {
  const found = await sideways(page);
  expect(found.elements, `${where}: elements past the viewport's sides`).toEqual([]);
  expect(found.pageWidth, `${where}: the page's width`).toBeLessThanOrEqual(found.viewport);
}
