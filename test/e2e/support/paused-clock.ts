import type { Page } from '@playwright/test';
import { controlledClock } from './controlled-clock';
import { withSavedKey } from './saved-key';

/**
 * The page's clock standing still unless the test moves it, so "within how many seconds" is measured
 * on it, exactly, however slow the machine. A test moves it by an app's wait at once when the timer is
 * surely set (the request it belongs to has reached the server), and otherwise in small steps until
 * what must come next has come (a request in the server's log, a message on screen): each step gives
 * real work (a response, a render) its chance, so a slow machine takes more steps, never a wrong turn.
 */
export interface PageClock {
  /** Moves the page's clock by `ms`, firing the timers due. */
  advance(ms: number): Promise<void>;
  /** Moves it in small steps until `check` holds; fails after `limitMs` of page time. */
  until(check: () => Promise<boolean>, limitMs?: number): Promise<void>;
  /** How far the clock has been moved since `mark()`. */
  elapsed(): number;
  mark(): void;
}

/** The clock's step while waiting for something that follows from real work (a request, a render). */
export const STEP_MS = 100;

/**
 * The saved key, as a user who connected before has it (so the first page is asked for early), and
 * the page's clock, paused before the page loads.
 */
export async function connectedWithPausedClock(page: Page): Promise<PageClock> {
  await withSavedKey(page);
  const clock = await controlledClock(page);
  await clock.pause();
  let moved = 0;
  let markAt = 0;
  const advance = async (ms: number) => {
    moved += ms;
    await clock.runFor(ms);
  };
  return {
    advance,
    until: async (check, limitMs = 5_000) => {
      for (let waited = 0; !(await check()); waited += STEP_MS) {
        if (waited >= limitMs) throw new Error(`Not within ${limitMs} ms of page time`);
        await advance(STEP_MS);
      }
    },
    elapsed: () => moved - markAt,
    mark: () => void (markAt = moved),
  };
}
