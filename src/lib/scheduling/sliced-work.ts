import { yieldToBrowser } from './yield-to-browser';

/**
 * Work written as a generator that yields wherever it may pause (after a few hundred meetings, say):
 * `runSliced` runs it in slices of a few ms with the browser let in between, so no slice is a long
 * task; `runToEnd` runs it at once (tests, small inputs).
 */
export type Steps<T> = Generator<void, T, void>;

export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs the steps, yielding to the browser whenever a slice has taken `sliceMs`; rejects with an AbortError once `signal` aborts. */
export async function runSliced<T>(steps: Steps<T>, signal: AbortSignal, sliceMs = 8): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    signal.throwIfAborted();
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldToBrowser();
      sliceStart = performance.now();
    }
  }
}
