import { expect, test } from '../support/fixtures';
import { apiCalls, callsTo } from '../support/requests';
import { shortcutsLoaded } from '../support/shortcuts';

test('@journey @keyboard search: find a phrase from anywhere, open a hit, and see it highlighted in the transcript', async ({
  page,
  ui,
  open,
  connect,
  mode,
  mockApi,
  pageRequests,
}) => {
  await open('/me/meetings');
  await connect();
  await expect(page.getByRole('heading', { level: 1, name: 'My meetings' })).toBeVisible();

  // The header's search box: "/" focuses it from anywhere.
  const box = page.getByRole('search', { name: 'Meeting search' }).getByRole('searchbox');
  if (ui.input === 'keyboard') {
    await shortcutsLoaded(page);
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
    await page.keyboard.type('on mute');
  } else {
    await box.fill('on mute');
  }
  await box.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=on(\+|%20)mute$/);
  await expect(page.getByText(/^\d+ match(es)? in \d+ meetings? for “on mute”$/)).toBeVisible();
  const hits = page
    .getByRole('main')
    .getByRole('listitem')
    .getByRole('link')
    .filter({ has: page.locator('mark') });
  await expect(hits.first()).toBeVisible();
  await expect(hits.first().locator('mark').first()).toHaveText(/^(on|mute)$/i);
  const searched = callsTo(await apiCalls(mode, mockApi, pageRequests), '/v1/me/meetings/search');
  expect(searched.map((call) => call.params.get('query'))).toEqual(['on mute']);

  // The hit opens its meeting with the transcript's find filled in and the match in view.
  await ui.press(hits.first());
  await expect(page).toHaveURL(/\/me\/meetings\/\d+\?find=on(\+|%20)mute$/);
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await expect(transcript.getByRole('searchbox', { name: 'Find in transcript' })).toHaveValue('on mute');
  await expect(transcript.getByRole('status')).toHaveText(/^\d+ of \d+ match/);
  const current = transcript.locator('mark[aria-current="true"]');
  await expect(current).toHaveText(/^(on|mute)$/i);
  await expect(current).toBeInViewport();
  // It opens at the first turn holding every word of the query (what the search matched), not at
  // the first "on" of the transcript.
  const turn = transcript
    .getByRole('list', { name: 'Turns' })
    .getByRole('listitem')
    .filter({ has: page.locator('mark[aria-current="true"]') });
  await expect(turn).toContainText(/on/i);
  await expect(turn).toContainText(/mute/i);
});
