import { describe, expect, it } from 'vitest';
import { COPY_ANSWER_DATE } from '@/lib/query/copy-answer-date';
import { adoptDeviceFirstPage, takeDeviceFirstPage, type DeviceFirstPage } from '@/library/source/device-first-page';

const read: DeviceFirstPage = { scope: 'me', limit: 30, page: { meetings: [], nextCursor: null } };

/** The inline start's read handed over, settling when `settle` is called. */
function handOver() {
  let settle!: (page: DeviceFirstPage | null) => void;
  window.__MEETINGS_DEVICE_FIRST_PAGE__ = new Promise((resolve) => (settle = resolve));
  return { adopted: adoptDeviceFirstPage(), settle };
}

describe('the copy’s first page handed from the inline start to the app', () => {
  it('goes to the app’s first list if it is that list, once', async () => {
    const { adopted, settle } = handOver();
    settle(read);
    expect(await adopted).toBe(read);
    expect(window.__MEETINGS_DEVICE_FIRST_PAGE__).toBeUndefined();
    expect(takeDeviceFirstPage({ scope: 'me', params: { limit: 30, tag: undefined } })).toEqual({
      page: read.page,
      updatedAt: COPY_ANSWER_DATE,
    });
    expect(takeDeviceFirstPage({ scope: 'me', params: { limit: 30 } })).toBeUndefined();
  });

  it('goes to no other list: another scope, another page size, or filters', async () => {
    for (const [scope, params] of [
      ['workspace', { limit: 30 }],
      ['me', { limit: 50 }],
      ['me', { limit: 30, tag: 'Product' }],
    ] as const) {
      const { adopted, settle } = handOver();
      settle(read);
      await adopted;
      expect(takeDeviceFirstPage({ scope, params })).toBeUndefined();
    }
  });

  it('read only after the app has started its first list, goes to no later one', async () => {
    const { adopted, settle } = handOver();
    expect(takeDeviceFirstPage({ scope: 'me', params: { limit: 30 } })).toBeUndefined();
    settle(read);
    // The early entry may still show it (before the app's first render); the app's lists never take it.
    expect(await adopted).toBe(read);
    expect(takeDeviceFirstPage({ scope: 'me', params: { limit: 30 } })).toBeUndefined();
  });

  it('is nothing where the inline start read nothing', async () => {
    expect(await adoptDeviceFirstPage()).toBeNull();
    expect(takeDeviceFirstPage({ scope: 'me', params: { limit: 30 } })).toBeUndefined();
  });
});
