import { newestFirst } from './order';
import { createSeedData } from './seed';
import type { MeetingRecord, MockDataSet, UserRecord } from './records';

let seed: MockDataSet | null = null;
let meetings: MeetingRecord[] = [];
const deletionListeners = new Set<(id: string) => void>();

function data(): MockDataSet {
  if (!seed) {
    seed = createSeedData();
    meetings = [...seed.meetings];
  }
  return seed;
}

/**
 * The mock server's state. Records are never mutated, only removed, so a reset is a fresh copy of
 * the seed's list (tests reset after each case; the standalone server on request).
 */
export const db = {
  me: (): UserRecord => data().me,
  users: (): UserRecord[] => [data().me, ...data().members],
  tags: () => data().tags,
  /** Newest first; meetings without a start time last. */
  meetings: (): readonly MeetingRecord[] => (data(), meetings),
  findMeeting: (id: string) => (data(), meetings.find((m) => m.id === id) ?? null),
  deleteMeeting: (id: string): MeetingRecord | null => {
    const meeting = db.findMeeting(id);
    if (meeting) {
      meetings = meetings.filter((m) => m.id !== id);
      deletionListeners.forEach((listener) => listener(id));
    }
    return meeting;
  },
  /** Told of each meeting deleted (the demo keeps the deletions for its tab). */
  onDelete: (listener: (id: string) => void): void => void deletionListeners.add(listener),
  userById: (id: string) => db.users().find((u) => u.id === id) ?? null,
  /** Adds records (a test scenario's), kept in the served order until the next reset. */
  addMeetings: (records: readonly MeetingRecord[]): void => {
    data();
    meetings = [...meetings, ...records].sort((a, b) =>
      newestFirst({ sortKey: a.startTime ?? '', id: a.id }, { sortKey: b.startTime ?? '', id: b.id }),
    );
  },
  /** Serves these records alone (a test scenario's), in the served order, until the next reset. */
  replaceMeetings: (records: readonly MeetingRecord[]): void => {
    data();
    meetings = [];
    db.addMeetings(records);
  },
  reset: (): void => {
    meetings = [...data().meetings];
  },
};
