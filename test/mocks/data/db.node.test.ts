import { describe, expect, it, vi } from 'vitest';
import { createSeedData } from '@/mocks/data/seed';

/** A fresh mock server state for each test: the data is made once per module load. */
const freshDb = async () => {
  vi.resetModules();
  return (await import('@/mocks/data/db')).db;
};

describe('the mock API’s data', () => {
  const madeAtOnce = createSeedData();

  it('is the same when the demo makes it in slices ahead of the first request', async () => {
    const db = await freshDb();
    await db.prepare();
    expect(db.meetings()).toEqual(madeAtOnce.meetings);
    expect(db.users()).toEqual([madeAtOnce.me, ...madeAtOnce.members]);
    expect(db.tags()).toEqual(madeAtOnce.tags);
  });

  it('is whole when asked for while the slices are still being made, and the slices then stop', async () => {
    const db = await freshDb();
    const preparing = db.prepare();
    // The first slice ran synchronously; a request now gets every meeting at once.
    expect(db.meetings()).toEqual(madeAtOnce.meetings);
    await preparing;
    expect(db.meetings()).toEqual(madeAtOnce.meetings);
  });

  it('keeps what was deleted when prepared again', async () => {
    const db = await freshDb();
    const [first] = db.meetings();
    db.deleteMeeting(first!.id);
    await db.prepare();
    expect(db.findMeeting(first!.id)).toBeNull();
    expect(db.meetings()).toHaveLength(madeAtOnce.meetings.length - 1);
  });
});
