import { expect, type Page } from '@playwright/test';

/** Resized as a window is: the page lays itself out again, and what listens for the width has answered, before the next look. */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(size.width);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
