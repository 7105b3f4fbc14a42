import { describe, expect, it, onTestFinished } from 'vitest';
import type { MeetingSummary } from '@/api/schemas/meeting';
import type { Scope } from '@/core/scope';
import { openLibrary } from '@/library/storage/library-db';
import { readDeviceFirstPageFor } from '@/library/source/read-device-first-page';
import { summary } from '../../support/library-api';

const KEY = 'sk_live_device_first_page_0123456789';

async function keepRows(rows: { scope: Scope; summary: MeetingSummary }[]): Promise<void> {
  const library = await openLibrary(KEY);
  await library.putRows(rows.map(({ scope, summary }) => ({ scope, id: summary.id ?? '', summary })));
  library.close();
}

const firstPage = (limit: number, params: Record<string, unknown> = {}) => ({
  operation: 'listMyMeetings' as const,
  params: { limit, ...params },
});
const databases = async () => (await indexedDB.databases()).map(({ name }) => name);

describe('the first page read from the copy on this device, by the page’s inline start', () => {
  it('is the scope’s saved rows, newest first as the API lists them, a page’s worth', async () => {
    await keepRows([
      { scope: 'me', summary: summary('old', '2026-11-01T09:00:00Z') },
      { scope: 'me', summary: summary('new', '2026-11-20T09:00:00Z') },
      { scope: 'me', summary: summary('undated', null) },
      { scope: 'me', summary: summary('middle', '2026-11-10T09:00:00Z') },
      { scope: 'workspace', summary: summary('theirs', '2026-11-25T09:00:00Z') },
    ]);
    const read = await readDeviceFirstPageFor([firstPage(3)], KEY);
    expect(read).toEqual({
      scope: 'me',
      limit: 3,
      page: {
        meetings: [
          summary('new', '2026-11-20T09:00:00Z'),
          summary('middle', '2026-11-10T09:00:00Z'),
          summary('old', '2026-11-01T09:00:00Z'),
        ],
        nextCursor: null,
      },
    });

    const workspace = await readDeviceFirstPageFor([{ operation: 'listWorkspaceMeetings', params: { limit: 50 } }], KEY);
    expect(workspace?.page.meetings.map(({ id }) => id)).toEqual(['theirs']);
  });

  it('is not read for a filtered list, another screen’s request or no key: the copy’s other answers wait for a failed network', async () => {
    await keepRows([{ scope: 'me', summary: summary('one', '2026-11-20T09:00:00Z') }]);
    expect(readDeviceFirstPageFor([firstPage(30, { tag: 'Product' })], KEY)).toBeUndefined();
    expect(readDeviceFirstPageFor([{ operation: 'getMyMeeting', meetingId: 'one' }], KEY)).toBeUndefined();
    expect(readDeviceFirstPageFor([firstPage(30)], null)).toBeUndefined();
    // Blank filters are no filters (the screens send them undefined).
    expect((await readDeviceFirstPageFor([firstPage(30, { tag: undefined, startDate: '' })], KEY))?.page.meetings).toHaveLength(1);
  });

  it('finds nothing for a key without a copy, and leaves no database behind', async () => {
    await keepRows([{ scope: 'me', summary: summary('one', '2026-11-20T09:00:00Z') }]);
    const before = await databases();
    expect(await readDeviceFirstPageFor([firstPage(30)], 'sk_live_another_key_without_a_copy')).toBeNull();
    expect(await databases()).toEqual(before);
  });

  it('where the browser cannot list its databases, finds nothing for a key without a copy and leaves none behind', async () => {
    await keepRows([{ scope: 'me', summary: summary('one', '2026-11-20T09:00:00Z') }]);
    const before = await databases();
    // An own property hiding the factory's method; deleted, the method is back.
    Object.defineProperty(indexedDB, 'databases', { value: undefined, configurable: true });
    const restore = () => void Reflect.deleteProperty(indexedDB, 'databases');
    onTestFinished(restore);
    expect(await readDeviceFirstPageFor([firstPage(30)], 'sk_live_another_key_without_a_copy')).toBeNull();
    expect((await readDeviceFirstPageFor([firstPage(30)], KEY))?.page.meetings).toHaveLength(1);
    restore();
    expect(await databases()).toEqual(before);
  });

  it('finds nothing in a copy that holds no row of the scope yet', async () => {
    await keepRows([{ scope: 'workspace', summary: summary('theirs', '2026-11-25T09:00:00Z') }]);
    expect(await readDeviceFirstPageFor([firstPage(30)], KEY)).toBeNull();
  });
});
