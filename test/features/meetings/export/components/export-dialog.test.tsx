import { screen, waitFor, within } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { http, HttpResponse } from 'msw';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/data/db';
import { server } from '@/mocks/node/test-server';
import { deferred } from '../../../../support/deferred';
import { readBytes, recordDownloads } from '../../../../support/downloads';
import { renderApp } from '../../../../support/render-app';

const myMeetings = () => db.meetings().filter((m) => m.ownerId === db.me().id);
const checkboxes = () => within(screen.getByRole('list', { name: 'Meetings to select' })).getAllByRole('checkbox');

async function selectAndOpenExport(count: number) {
  const app = renderApp('/me/meetings?select=on');
  await screen.findByRole('list', { name: 'Meetings to select' });
  for (const box of checkboxes().slice(0, count)) await app.user.click(box);
  await app.user.click(screen.getByRole('button', { name: 'Export selected…' }));
  const dialog = await screen.findByRole('dialog', { name: `Export ${count} ${count === 1 ? 'meeting' : 'meetings'}` });
  return { ...app, dialog };
}

async function unzipped(blob: Blob): Promise<Map<string, string>> {
  const files = unzipSync(await readBytes(blob));
  return new Map(Object.entries(files).map(([path, bytes]) => [path, strFromU8(bytes)]));
}

describe('exporting meetings as a folder of Markdown', () => {
  const downloads = recordDownloads();

  it('reads each selected meeting, lists one that could not be read, and saves a .zip that says so', async () => {
    const [first, second, third] = myMeetings();
    server.use(http.get(`*/v1/me/meetings/${second?.id}`, () => HttpResponse.json({ message: 'Gone' }, { status: 404 })));
    const { user, dialog } = await selectAndOpenExport(3);
    // Obsidian's links are on unless unticked.
    expect(within(dialog).getByRole('checkbox', { name: 'Link people as [[Name]] (for Obsidian)' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Export 3 meetings' }));

    expect(
      await within(dialog).findByText(
        /^Saved a partial archive, “Meetings \d{4}-\d\d-\d\d\.zip”: 2 of 3 meetings \(1 could not be read\)\./,
      ),
    ).toBeInTheDocument();
    const failures = within(dialog).getByRole('list', { name: 'Could not be read' });
    expect(failures).toHaveTextContent(`${second?.title}: Not found: Gone`);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await waitFor(() => expect(downloads.filter((d) => d.download.endsWith('.zip'))).toHaveLength(1));
    const files = await unzipped(downloads[0]!.blob);
    const index = files.get('index.md') ?? '';
    expect(index).toContain('**Partial:** 2 of the 3 meetings asked for are in this archive; 1 could not be read.');
    expect(index).toContain(`- ${second?.title}: Not found: Gone`);
    const notes = [...files.entries()].filter(([path]) => /^\d{4}-\d\d-\d\d .+\.md$/.test(path));
    const frontMatter = notes.map(([, text]) => parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') as Record<string, unknown>);
    expect(frontMatter).toHaveLength(2);
    [first, third].forEach((meeting, i) =>
      expect(frontMatter[i]).toMatchObject({
        title: meeting?.title,
        meetingId: meeting?.id,
        link: `${window.location.origin}/me/meetings/${meeting?.id}`,
      }),
    );
    expect(files.get('tasks.csv')).toMatch(/^\uFEFF?Status,Task,/);
    expect([...files.keys()].some((path) => path.startsWith('People/'))).toBe(true);
  });

  it('shows its progress, and Stop saves what was read as a partial archive that says what is missing', async () => {
    const held = deferred();
    const [first, second] = myMeetings();
    // The two first answers wait (the reader asks two at a time): Stop comes while they travel.
    for (const meeting of [first, second])
      server.use(
        http.get(`*/v1/me/meetings/${meeting?.id}`, async () => {
          await held.promise;
        }),
      );
    const { user, dialog } = await selectAndOpenExport(5);
    await user.click(within(dialog).getByRole('button', { name: 'Export 5 meetings' }));
    expect(await within(dialog).findByText('Reading meetings: 0 of 5…')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Reading the meetings' })).toHaveAttribute('max', '5');
    await user.click(within(dialog).getByRole('button', { name: 'Stop and save what was read' }));
    held.resolve();

    expect(
      await within(dialog).findByText(
        /^Saved a partial archive, “Meetings [\d-]+\.zip”: 2 of 5 meetings \(3 not read, as you stopped the export\)\./,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(downloads).toHaveLength(1));
    const index = (await unzipped(downloads[0]!.blob)).get('index.md') ?? '';
    expect(index).toContain('**Partial:** 2 of the 5 meetings asked for are in this archive; 3 not read, as the export was stopped.');
    expect(index).toContain('## Not read (the export was stopped)');
  });

  it('Cancel while reading closes the dialog, giving the focus back', async () => {
    const held = deferred();
    const [first] = myMeetings();
    server.use(
      http.get(`*/v1/me/meetings/${first?.id}`, async () => {
        await held.promise;
      }),
    );
    const { user, dialog } = await selectAndOpenExport(1);
    await user.click(within(dialog).getByRole('button', { name: 'Export 1 meeting' }));
    await within(dialog).findByText('Reading meetings: 0 of 1…');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to where the dialog was opened from.
    expect(screen.getByRole('button', { name: 'Export selected…' })).toHaveFocus();
    held.resolve();
  });

  it('exports the meetings a search found, and a recurring meeting’s, from their pages', async () => {
    const search = renderApp('/search?q=northwind');
    const found = Number(
      /in (\d+) meetings/.exec((await screen.findByText(/matches in \d+ meetings for “northwind”/)).textContent ?? '')?.[1],
    );
    expect(found).toBeGreaterThan(1);
    await search.user.click(screen.getByRole('button', { name: `Export ${found} meetings…` }));
    const dialog = await screen.findByRole('dialog', { name: `Export ${found} meetings` });
    await search.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    search.unmount();

    const series = renderApp(`/me/series/${encodeURIComponent('event:weeklysync4f2a9c')}`);
    expect(await screen.findByText('All 9 meetings checked.')).toBeInTheDocument();
    await series.user.click(screen.getByRole('button', { name: 'Export…' }));
    expect(await screen.findByRole('dialog', { name: 'Export 9 meetings' })).toBeInTheDocument();
  });
});
