import type { Page } from '@playwright/test';
import { DEMO_API_KEY } from '../../../src/mocks/api-keys';

/** The demo key, saved in this tab before the app starts, as a user who connected before has it: it loads connected. */
export async function withSavedKey(page: Page): Promise<void> {
  await page.addInitScript((key) => window.sessionStorage.setItem('meetings-dashboard.api-key', key), DEMO_API_KEY);
}
