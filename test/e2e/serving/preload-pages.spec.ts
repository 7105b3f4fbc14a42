import type { Page } from '@playwright/test';
import { expect, test, type MockApi } from '../support/fixtures';

// A lazy screen's URL is served a page of its own (src/serving/preload-pages-plugin.ts): index.html
// plus links to the screen's code, so that a cold URL asks for it while the page is read. Through
// `npm run preview` (live) and nginx with deploy/nginx.

async function firstMeetingId(mockApi: MockApi): Promise<string> {
  const { meetings } = await mockApi.get<{ meetings: { id: string }[] }>('/v1/me/meetings?limit=1');
  return meetings[0]!.id;
}

/** The scripts and stylesheets of the app's own that the page has loaded so far. */
const loadedAssets = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/assets\/.+\.(js|css)$/.test(path)),
  );

test.describe('@live-only @nginx preload pages', () => {
  test('a lazy screen’s URL links the code the screen runs, and the screen works', async ({ page, appUrl, open, connect, mockApi }) => {
    const id = await firstMeetingId(mockApi);
    await open('/me/meetings');
    await connect();
    const screens = [
      {
        path: `/me/meetings/${id}`,
        chunks: ['meeting-detail-page', 'markdown-summary'],
        ready: page.getByRole('button', { name: 'Delete meeting' }),
      },
      { path: '/me/tasks', chunks: ['task-board-page'], ready: page.getByRole('heading', { level: 1, name: 'My tasks' }) },
      { path: '/me/insights', chunks: ['insights-page'], ready: page.getByRole('heading', { level: 1, name: 'Insights' }) },
      { path: '/search?q=pricing', chunks: ['search-page'], ready: page.getByRole('heading', { level: 1, name: 'Search' }) },
      { path: '/settings', chunks: ['settings-page'], ready: page.getByRole('heading', { level: 1, name: 'Connect to your meetings' }) },
    ];
    for (const { path, chunks, ready } of screens) {
      const response = await page.goto(`${appUrl}${path}`);
      const html = (await response?.text()) ?? '';
      await expect(ready).toBeVisible();
      for (const chunk of chunks) {
        // The chunk's script (not its stylesheet, which may be listed first), by its 8-character hash:
        // `early-` must not match `early-request-…`.
        const script = new RegExp(`^/assets/${chunk}-[\\w-]{6}\\.js$`);
        // Loaded by the screen (the Markdown renderer once the meeting screen has run)…
        await expect.poll(() => loadedAssets(page), path).toContainEqual(expect.stringMatching(script));
        const file = (await loadedAssets(page)).find((asset) => script.test(asset));
        // …and asked for by the page the server sent.
        expect(html, path).toContain(`<link rel="modulepreload" crossorigin href="${file}">`);
      }
    }
    // The landing list needs none of it: its page is index.html, without the screens' links.
    const landing = await (await page.goto(`${appUrl}/me/meetings`))?.text();
    expect(landing).not.toMatch(/href="\/assets\/meeting-detail-page-/);
  });
});
