import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parseTranscript } from '../../../src/features/meetings/model/parse-transcript';
import { speakerStats } from '../../../src/features/meetings/model/speaker-stats';
import { enterKey, expect, test, type MockApi } from '../support/fixtures';
import { createUi, type Ui } from '../support/ui';
import { DEMO_API_KEY } from '../../../src/mocks/api-keys';

interface ApiMeeting {
  id: string;
  title: string | null;
  transcript: string | null;
  summary: { markdown: string | null; short: string | null } | null;
  participants: { name: string | null; email: string | null }[] | null;
  tasks: { content: string; completed: boolean }[] | null;
  event: { attendees: { name: string | null; email: string | null }[] | null } | null;
}

/** The personal meetings as the API lists them (the seeded set both modes serve). */
async function myMeetings(mockApi: MockApi): Promise<{ id: string; title: string | null }[]> {
  return (await mockApi.get<{ meetings: { id: string; title: string | null }[] }>('/v1/me/meetings?limit=30')).meetings;
}

/** Opens a meeting from the list as a user does: its row, then its page. */
async function openFromList(page: Page, ui: Ui, id: string): Promise<void> {
  await ui.press(page.getByRole('list', { name: 'Meetings' }).locator(`a[href="/me/meetings/${id}"]`));
  await expect(page.getByRole('button', { name: 'Delete meeting' })).toBeVisible();
}

/** Reading the clipboard back needs the permission a user grants; writing needs it in tests too. */
async function allowClipboard(page: Page, appUrl: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(appUrl).origin });
}

const transcriptOf = (page: Page) => page.getByRole('region', { name: 'Transcript' });
const turnsOf = (page: Page) => transcriptOf(page).getByRole('list', { name: 'Turns' });

test('@journey @keyboard meeting: filter the transcript by a speaker, and show everyone again', async ({
  page,
  ui,
  open,
  connect,
  mockApi,
}) => {
  await open('/me/meetings');
  await connect();
  const [first] = await myMeetings(mockApi);
  const meeting = await mockApi.get<ApiMeeting>(`/v1/me/meetings/${first!.id}`);
  const turns = parseTranscript(meeting.transcript ?? '');
  const [top] = speakerStats(turns);
  expect(top).toBeDefined();
  expect(turns.length).toBeLessThanOrEqual(200);
  await openFromList(page, ui, first!.id);

  const speakers = transcriptOf(page).getByRole('group', { name: 'Speakers' });
  const chip = speakers.getByRole('button', { name: `${top!.name} ${top!.turns} turns`, exact: true });
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await ui.press(chip);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`\\?${new URLSearchParams({ speaker: top!.name }).toString().replace(/[+]/g, '\\+')}$`));
  await expect(turnsOf(page).getByRole('listitem')).toHaveCount(top!.turns);
  const shownSpeakers = await turnsOf(page)
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('span')?.textContent));
  expect(new Set(shownSpeakers)).toEqual(new Set([top!.name]));
  await expect(transcriptOf(page).getByRole('status')).toHaveText(`${top!.turns} of ${turns.length} entries`);

  await ui.press(speakers.getByRole('button', { name: 'Show everyone' }));
  await expect(turnsOf(page).getByRole('listitem')).toHaveCount(turns.length);
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
});

test('@journey meeting: a turn’s link opens in a new tab at that turn, and copies itself', async ({
  page,
  ui,
  open,
  connect,
  mode,
  appUrl,
  mockApi,
}) => {
  await allowClipboard(page, appUrl);
  await open('/me/meetings');
  await connect();
  const meetings = await myMeetings(mockApi);
  const [first] = meetings;
  const turns = parseTranscript((await mockApi.get<ApiMeeting>(`/v1/me/meetings/${first!.id}`)).transcript ?? '');
  await openFromList(page, ui, first!.id);
  const path = `/me/meetings/${first!.id}`;

  // Opened in a new tab (Ctrl with the click): the link's own address, nothing copied.
  const link = turnsOf(page).getByRole('link', { name: 'Copy link to turn 3', exact: true });
  await expect(link).toHaveAttribute('href', `${path}?turn=3`);
  const opened = page.context().waitForEvent('page');
  await link.click({ modifiers: ['Control'] });
  const tab = await opened;
  if (mode === 'live') {
    // The key is kept for its own tab only (sessionStorage): a new tab asks for it once, then goes
    // on to the address it was opened with. (Its first address lasts only until the app starts.)
    await expect(tab.getByRole('heading', { level: 1, name: 'Connect to your meetings' })).toBeVisible();
    await enterKey(tab, createUi(tab, ui.input), DEMO_API_KEY);
  }
  await expect(tab).toHaveURL(new RegExp(`${path}\\?turn=3$`));
  const linked = turnsOf(tab).locator('li[aria-current="location"]');
  await expect(linked).toContainText(turns[2]!.text);
  await expect(linked).toBeInViewport();
  await tab.close();
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  // Followed here: the turn is highlighted, the URL names it, and its absolute link is on the clipboard.
  await ui.press(link);
  await expect(page.getByText('Link to turn 3 copied to the clipboard.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}\\?turn=3$`));
  await expect(turnsOf(page).locator('li[aria-current="location"]')).toContainText(turns[2]!.text);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(appUrl).origin}${path}?turn=3`);

  // Beside the list (this screen is wide enough), a link to the last turn scrolls the meeting's pane to
  // it; the page, which is the list's scroller, stays at the top.
  await open(`${path}?turn=${turns.length}`);
  await expect(page.getByRole('region', { name: 'Selected meeting' })).toBeVisible();
  const last = turnsOf(page).locator('li[aria-current="location"]');
  await expect(last).toContainText(turns.at(-1)!.text);
  await expect(last).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // In a 3-hour meeting's virtualised transcript, a link deep inside opens at its turn.
  const allHands = meetings.find((m) => m.title?.startsWith('All-hands'));
  const longTurns = parseTranscript((await mockApi.get<ApiMeeting>(`/v1/me/meetings/${allHands!.id}`)).transcript ?? '');
  expect(longTurns.length).toBeGreaterThan(5_000);
  await open(`/me/meetings/${allHands!.id}?turn=5000`);
  const deep = turnsOf(page).locator('li[aria-current="location"]');
  await expect(deep).toContainText(longTurns[4_999]!.text);
  await expect(deep.getByRole('link')).toHaveAccessibleName('Copy link to turn 5000');
  await expect(deep).toBeInViewport();
});

test('@journey meeting: download the Markdown, read it back, and copy the same', async ({ page, ui, open, connect, appUrl, mockApi }) => {
  await allowClipboard(page, appUrl);
  // A meeting whose title, summary and transcript carry markup (a scenario, not the demo's data): it must come out as text.
  await mockApi.scenario({ data: 'markup-text' });
  await open('/me/meetings');
  await connect();
  const hostile = (await myMeetings(mockApi)).find((m) => m.title?.includes('onerror'));
  const meeting = await mockApi.get<ApiMeeting>(`/v1/me/meetings/${hostile!.id}`);
  await openFromList(page, ui, hostile!.id);
  // On the page, its summary: raw HTML as text, only web links.
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByRole('heading', { level: 3, name: 'Findings' })).toBeVisible();
  await expect(summary).toContainText('Raw HTML must stay text: <script>alert("summary")</script> <b>not bold</b>');
  await expect(summary.getByRole('link', { name: 'Threat model' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(summary.getByText('Open the report')).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Open the report' })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await ui.press(page.getByRole('button', { name: 'Download .md' }));
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('img-src-x-onerror-alert-title-security-review.md');
  const markdown = readFileSync(await download.path(), 'utf8');
  const origin = new URL(appUrl).origin;

  expect(markdown.split('\n').slice(0, 3)).toEqual([
    String.raw`# \<img src=x onerror="alert\('title'\)"\> Security review`,
    '',
    `[Open in Meeting Records](${origin}/me/meetings/${hostile!.id})`,
  ]);
  // The summary's own Markdown is quoted whole in a fence: its headings and markup are text there.
  const fenced = `\`\`\`markdown\n${meeting.summary!.markdown!.trim()}\n\`\`\``;
  expect(markdown).toContain(fenced);
  const outsideFence = markdown.replace(fenced, '');
  expect(outsideFence.match(/^## .+$/gm)).toEqual(['## Attendees', '## Summary', '## Action items', '## Transcript']);
  // No raw markup anywhere else: every "<" is escaped.
  expect(outsideFence).not.toMatch(/(^|[^\\])</m);
  for (const person of meeting.participants ?? []) expect(markdown).toContain(`- ${person.name} (\`${person.email}\`)`);
  expect(markdown.match(/^- \[[ x]\] /gm) ?? []).toHaveLength(meeting.tasks?.length ?? 0);
  expect(markdown).toContain(String.raw`Paste this: \<script\>alert\("transcript"\)\</script\>`);

  await ui.press(page.getByRole('button', { name: 'Copy as Markdown' }));
  await expect(page.getByText('The meeting was copied as Markdown.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
});

test('@journey meeting: print preview has every section and the whole transcript, and no controls', async ({
  page,
  open,
  connect,
  mockApi,
}) => {
  await open('/me/meetings');
  await connect();
  const allHands = (await myMeetings(mockApi)).find((m) => m.title?.startsWith('All-hands'));
  const turns = parseTranscript((await mockApi.get<ApiMeeting>(`/v1/me/meetings/${allHands!.id}`)).transcript ?? '');
  // Opened by its address: walking the list is the other journeys' job, and the print layout of 8,400
  // turns is this one's.
  await open(`/me/meetings/${allHands!.id}`);
  await expect(page.getByRole('button', { name: 'Delete meeting' })).toBeVisible();
  // On screen the 3-hour transcript keeps a few turns in the DOM.
  await expect(turnsOf(page).getByRole('listitem').first()).toBeVisible();
  expect(await turnsOf(page).getByRole('listitem').count()).toBeLessThan(100);

  await page.emulateMedia({ media: 'print' });
  // 8,400 turns: the items are counted by CSS, one pass over the DOM instead of a role query's.
  const printed = turnsOf(page).locator(':scope > li');
  await expect(printed).toHaveCount(turns.length);
  await expect(printed.last()).toContainText(turns.at(-1)!.text);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Summary',
    'Transcript',
    'Attendees',
    'Action items',
    'Calendar event',
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(allHands!.title!);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Sections of this meeting' }).getByRole('link').first()).toBeHidden();
  await expect(page.locator('button:visible, input:visible, [role="search"]:visible')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Back to meetings/ })).toBeHidden();

  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect.poll(() => turnsOf(page).getByRole('listitem').count()).toBeLessThan(100);
});
