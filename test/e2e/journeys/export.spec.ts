import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { parse } from 'yaml';
import { expect, test } from '../support/fixtures';

interface ApiMeeting {
  id: string;
  title: string | null;
  participants: { name: string | null; email: string | null }[] | null;
  tasks: { content: string; completed: boolean }[] | null;
}

const NOTE = /^\d{4}-\d\d-\d\d .+\.md$/;

test('@journey export: select three meetings, export them, and the .zip holds a note each, their people, tasks.csv and index.md', async ({
  page,
  ui,
  open,
  connect,
  appUrl,
  mockApi,
}) => {
  await open('/me/meetings');
  await connect();
  await expect(page.getByRole('list', { name: 'Meetings' }).getByRole('link').first()).toBeVisible();
  await ui.press(page.getByRole('button', { name: 'Select…' }));
  const rows = page.getByRole('list', { name: 'Meetings to select' });
  const boxes = rows.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  const ids = (
    await rows.locator('[data-meeting-id]').evaluateAll((items) => items.map((row) => row.getAttribute('data-meeting-id') ?? ''))
  ).slice(0, 3);
  for (const index of [0, 1, 2]) await ui.toggle(boxes.nth(index));
  await expect(page.getByRole('toolbar', { name: 'Selection' }).getByRole('status')).toHaveText('3 selected');

  await ui.press(page.getByRole('button', { name: 'Export selected…' }));
  const dialog = page.getByRole('dialog', { name: 'Export 3 meetings' });
  await expect(dialog.getByRole('checkbox', { name: 'Link people as [[Name]] (for Obsidian)' })).toBeChecked();
  const downloading = page.waitForEvent('download');
  await ui.press(dialog.getByRole('button', { name: 'Export 3 meetings' }));
  const download = await downloading;
  await expect(dialog.getByRole('status')).toHaveText(/^Saved “Meetings \d{4}-\d\d-\d\d\.zip” with all 3 meetings\.$/);
  expect(download.suggestedFilename()).toMatch(/^Meetings \d{4}-\d\d-\d\d\.zip$/);

  const files = new Map(Object.entries(unzipSync(readFileSync(await download.path()))).map(([path, bytes]) => [path, strFromU8(bytes)]));
  const origin = new URL(appUrl).origin;
  const notes = [...files.entries()].filter(([path]) => NOTE.test(path));
  expect(notes).toHaveLength(3);
  const meetings = await Promise.all(ids.map((id) => mockApi.get<ApiMeeting>(`/v1/me/meetings/${id}`)));
  for (const meeting of meetings) {
    const note = notes.find(([, text]) => text.includes(`meetingId: "${meeting.id}"`));
    expect(note, meeting.id).toBeDefined();
    const [, text] = note!;
    const yaml = parse(/^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '') as Record<string, unknown>;
    expect(yaml).toMatchObject({ meetingId: meeting.id, link: `${origin}/me/meetings/${meeting.id}` });
    if (meeting.title) expect(yaml.title).toBe(meeting.title);
    // Each action item a checkbox, ticked when done.
    expect(text.match(/^- \[[ x]\] .+$/gm)?.map((line) => line.startsWith('- [x]')) ?? []).toEqual(
      (meeting.tasks ?? []).map((task) => task.completed),
    );
    // Each participant a link to their note, which lists this meeting.
    for (const person of meeting.participants ?? []) {
      if (!person.name) continue;
      expect(text).toContain(`[[${person.name}]]`);
      expect(files.get(`People/${person.name}.md`)).toContain(`(../${encodeURIComponent(note![0])})`);
    }
  }
  const index = files.get('index.md') ?? '';
  expect(index).toContain('All 3 meetings are in this archive.');
  for (const [path] of notes) expect(index).toContain(`](${encodeURIComponent(path)})`);
  const tasks = (files.get('tasks.csv') ?? '')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(tasks[0]).toBe('Status,Task,Assignee,Assignee e-mail,Meeting,Meeting ID,Meeting date,Note');
  expect(tasks).toHaveLength(1 + meetings.reduce((sum, m) => sum + (m.tasks?.length ?? 0), 0));

  await ui.press(dialog.getByRole('button', { name: 'Close' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export selected…' })).toBeFocused();
});
