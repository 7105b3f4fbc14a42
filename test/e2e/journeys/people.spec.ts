import { SPELLINGS_ITEM } from '../../../src/mocks/scenarios/data-scenarios';
import { expect, test } from '../support/fixtures';

/**
 * People over the demo's meetings and two newer ones (the `people-spellings` scenario) where one
 * colleague is also "Priya N." and "PRIYA NATARAJAN". Reads go newest first, so she is there with all
 * three spellings from the first meetings read: nothing waits for the ~170 meetings to be read.
 */
test('@journey people: find a person under another spelling, open their page, and follow an open item to its turn', async ({
  page,
  ui,
  open,
  connect,
  mockApi,
}) => {
  await mockApi.scenario({ data: 'people-spellings' });
  await open('/me/meetings');
  await connect();
  await ui.press(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'People' }));
  await expect(page).toHaveURL(/\/me\/people$/);
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();

  // The short spelling finds the one row of the full name, which says what else she appears as.
  await ui.fill(page.getByRole('searchbox', { name: 'Find a person' }), 'priya n.');
  const rows = page.getByRole('list', { name: 'People' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(/Also appears as .*Priya N\./);
  await expect(rows.first()).toContainText('PRIYA NATARAJAN');
  await ui.press(rows.first().getByRole('link', { name: 'Priya Natarajan' }));

  await expect(page.getByRole('heading', { level: 1, name: 'Priya Natarajan' })).toBeVisible();
  await expect(page).toHaveURL(/\/me\/people\?person=/);
  const item = page.getByRole('region', { name: 'Open items' }).getByRole('listitem').filter({ hasText: SPELLINGS_ITEM });
  const said = item.getByRole('link', { name: 'said in turn 4' });
  await expect(said).toHaveAttribute('href', '/me/meetings/spellings-vendor?turn=4');
  await ui.press(said);

  // The meeting opens at that turn, as a shared turn link does: the turn marked and in view.
  await expect(page).toHaveURL(/\/me\/meetings\/spellings-vendor\?turn=4$/);
  const turn = page.getByRole('region', { name: 'Transcript' }).getByRole('list', { name: 'Turns' }).locator('li[aria-current="location"]');
  await expect(turn).toContainText(`I will ${SPELLINGS_ITEM.toLowerCase()} by Friday.`);
  await expect(turn).toBeInViewport();
});
