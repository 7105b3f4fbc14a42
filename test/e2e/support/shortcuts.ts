import { expect, type Page } from '@playwright/test';

/**
 * The keyboard shortcuts load when the browser is idle after the first screen; a key pressed before
 * does nothing. Their button is there from the start, and announces Ctrl+K / ⌘K once they listen.
 */
export async function shortcutsLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Go to/ })).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
}
