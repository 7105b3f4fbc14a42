import type { RouteName } from '@/lib/paths';

/**
 * The code a lazy screen runs when its URL is opened cold, by chunk name (the build names a lazy
 * chunk after its module's file; it fails if a chunk named here is missing). The build writes each
 * screen a page of its own, index.html plus links to these chunks, the chunks they import and their
 * stylesheets (src/serving/screen-pages-plugin.ts): served for the screen's URLs, it has the browser
 * ask for the screen's code as it reads the page, not once the app has run. The meeting screen's
 * Markdown renderer is a chunk of its own, loaded by the screen.
 */
export const SCREEN_CHUNKS = {
  meeting: ['meeting-detail-page', 'markdown-summary'],
  tasks: ['task-board-page'],
  search: ['search-page'],
  settings: ['settings-page'],
} as const satisfies Partial<Record<RouteName, readonly string[]>>;
