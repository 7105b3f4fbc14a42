import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as screens from '@/screens/screen-list';
import { screenChunks, preloadPageFor } from '@/serving/preload-pages-plugin';

describe('preload pages', () => {
  it.each([
    ['/me/meetings/123', 'meeting.html'],
    ['/workspace/Meetings/abc/', 'meeting.html'],
    ['/me/tasks', 'tasks.html'],
    ['/workspace/tasks/', 'tasks.html'],
    ['/me/insights', 'insights.html'],
    ['/workspace/Insights/', 'insights.html'],
    ['/search', 'search.html'],
    ['/Settings', 'settings.html'],
    ['/', null],
    ['/me/meetings', null],
    ['/team/meetings/123', null],
    ['/me/meetings/123/extra', null],
  ])('%s is served %s (null: index.html)', (pathname, page) => {
    expect(preloadPageFor(screens, pathname)).toBe(page);
  });

  it('deploy/nginx serves each screen its page, with index.html where it is missing', () => {
    const snippet = readFileSync('deploy/nginx/snippets/meetings-dashboard.conf', 'utf8');
    const served = [...snippet.matchAll(/try_files \/(\w+)\.html \/index\.html;/g)].map(([, screen]) => screen);
    expect(served.toSorted()).toEqual(Object.keys(screenChunks(screens)).toSorted());
  });
});
