import type { PacingClock } from '@/lib/bulk/pacing-clock';

interface Wait {
  at: number;
  resolve: () => void;
}

/**
 * A pacing clock that moves only when the test says so: a bulk read's waits (its rate, a
 * Retry-After) end at known instants. It starts at the real time, since a Retry-After is read
 * against it.
 */
export function manualClock() {
  let now = Date.now();
  let waits: Wait[] = [];
  const clock: PacingClock = {
    now: () => now,
    wait: (ms, signal) =>
      new Promise((resolve, reject) => {
        const wait = { at: now + ms, resolve };
        waits.push(wait);
        signal.addEventListener('abort', () => {
          waits = waits.filter((w) => w !== wait);
          reject(signal.reason as Error);
        });
      }),
  };
  return {
    clock,
    /** The longest time any reader is waiting for, from now (0 when none waits). */
    longestWait: () => Math.max(0, ...waits.map((w) => w.at - now)),
    waiting: () => waits.length,
    /** Moves time on, ending every wait due by then. */
    advance(ms: number) {
      now += ms;
      const due = waits.filter((w) => w.at <= now);
      waits = waits.filter((w) => w.at > now);
      due.forEach((w) => w.resolve());
    },
  };
}
