import { act, configure, getConfig } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/**
 * What the app's own waits use (undo countdowns, debounces, request timeouts, TanStack Query's
 * timers). Left real: setImmediate, MessageChannel and queueMicrotask (React's scheduler and `act`,
 * and the streams under fetch and MSW, run on them) and performance (the wait budget below).
 */
const FAKED = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] as const;

/** Captured before any test fakes them, to pause between two looks while waiting for the UI. */
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
/** Testing Library's own polling interval with real timers. */
const POLL_INTERVAL_MS = 50;

/** Resolves when the document changes, or after the polling interval: when a real-timer wait looks again. */
function nextChange(): Promise<void> {
  return new Promise((resolve) => {
    const changes = new MutationObserver(done);
    const timer = realSetTimeout(done, POLL_INTERVAL_MS);
    function done() {
      changes.disconnect();
      realClearTimeout(timer);
      resolve();
    }
    changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/**
 * A clock that moves only when the test says so (`passTime`), so that "not yet" is checked at a
 * known instant however slow or busy the machine is. Call it before rendering.
 *
 * Testing Library's `waitFor`/`findBy*` and TanStack Query's notifications run on zero-delay
 * timeouts. Under fake timers Testing Library polls through a Jest-style `jest.advanceTimersByTime`
 * with its polling interval; here each round runs only the timers already due (0 ms), then waits
 * for real until the document changes or the interval has passed (as with real timers), so waiting
 * for the UI never moves the clock. Only a wait that is still failing after Testing Library's own
 * timeout (in real time, as without fake timers) lets the clock run on in polling steps, so that it
 * ends with Testing Library's usual error and DOM dump.
 */
export function useFakeClock(): void {
  vi.useFakeTimers({ toFake: [...FAKED] });
  const original = getConfig();
  let waitStartedAt = performance.now();
  configure({
    asyncWrapper: (callback) => {
      waitStartedAt = performance.now();
      return original.asyncWrapper(callback);
    },
    unstable_advanceTimersWrapper: async (callback) => {
      await original.unstable_advanceTimersWrapper(callback);
      await nextChange();
    },
  });
  Object.assign(globalThis, {
    jest: {
      advanceTimersByTime: (interval: number) => {
        const overdue = performance.now() - waitStartedAt > getConfig().asyncUtilTimeout;
        vi.advanceTimersByTime(overdue ? interval : 0);
      },
    },
  });
  onTestFinished(() => {
    vi.useRealTimers();
    configure(original);
    Reflect.deleteProperty(globalThis, 'jest');
  });
}

/** Moves the fake clock on, running every timer that falls due on the way, and lets React render. */
export async function passTime(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
