import { newestFirst } from './order';
import { finishSeed, seedSteps, type SeedSteps } from './seed';
import type { MeetingRecord, MockDataSet, UserRecord } from './records';

let seed: MockDataSet | null = null;
/** The seed being made in slices by `prepare`, if it is. */
let steps: SeedSteps | null = null;
let meetings: MeetingRecord[] = [];
const deletionListeners = new Set<(id: string) => void>();

/**
 * How long a slice of `prepare` runs before the page gets the main thread back: well under a frame,
 * and under 50 ms at Lighthouse's 4× CPU too, where slices of 20 ms counted as long tasks (decision 0018).
 */
const SLICE_MS = 8;

function adopt(made: MockDataSet): MockDataSet {
  seed = made;
  steps = null;
  meetings = [...made.meetings];
  return made;
}

/** Made when first asked for (what `prepare` has not made yet, at once). */
const data = (): MockDataSet => seed ?? adopt(finishSeed(steps ?? seedSteps()));

/**
 * The browser's own yield where it has one (no 4 ms clamp on nested timers, and the slices resume
 * ahead of other tasks); a timer elsewhere (Node).
 */
const nextTask = (): Promise<void> =>
  'scheduler' in globalThis && 'yield' in scheduler ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The mock server's state. Records are never mutated, only removed, so a reset is a fresh copy of
 * the seed's list (tests reset after each case; the standalone server on request).
 */
export const db = {
  /**
   * Makes the data ahead of the first request, in slices with the page's own work between them: made
   * at once, it was the demo's longest task (hundreds of ms on a phone).
   */
  prepare: async (): Promise<void> => {
    steps ??= seed ? null : seedSteps();
    while (steps) {
      const sliceEnd = performance.now() + SLICE_MS;
      while (steps && performance.now() < sliceEnd) {
        const step = steps.next();
        if (step.done) adopt(step.value);
      }
      if (steps) await nextTask();
    }
  },
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
