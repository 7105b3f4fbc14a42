import type { QueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { sharedPacer, type Pacer } from './token-bucket';

/**
 * One run of a screen's bulk read: the app's pacer, and a signal that the screen's Stop (through
 * `stopper`) or the run's end (a newer run, the screen gone) aborts.
 */
export function startBulkRun(
  client: QueryClient,
  stopper: RefObject<AbortController | null>,
): { signal: AbortSignal; pacer: Pacer; abort: () => void } {
  const controller = new AbortController();
  stopper.current = controller;
  return { signal: controller.signal, pacer: sharedPacer(client), abort: () => controller.abort() };
}
