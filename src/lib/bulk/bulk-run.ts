import type { QueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import type { BulkReadOptions } from './read-items';
import { sharedPacer } from './token-bucket';

/** A run's pacer and signal are what `readPages` and `readItems` take. */
export interface BulkRun extends BulkReadOptions {
  abort: () => void;
  /**
   * `set` (a screen's state setter), silent once the run has ended: a read that was stopped or
   * replaced says nothing more, Stop having said what it needs to and the new read speaking for itself.
   */
  whileRunning: <T>(set: (value: T) => void) => (value: T) => void;
}

/**
 * One run of a screen's bulk read: the app's pacer, and a signal that the screen's Stop (through
 * `stopper`) or the run's end (a newer run, the screen gone) aborts.
 */
export function startBulkRun(client: QueryClient, stopper: RefObject<AbortController | null>): BulkRun {
  const controller = new AbortController();
  stopper.current = controller;
  const { signal } = controller;
  return {
    signal,
    pacer: sharedPacer(client),
    abort: () => controller.abort(),
    whileRunning: (set) => (value) => {
      if (!signal.aborted) set(value);
    },
  };
}
