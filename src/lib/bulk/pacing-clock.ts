/**
 * The time a bulk read paces itself by. Injected so that its tests move time themselves: the pacing
 * and Retry-After waits are checked at known instants, never by sleeping.
 */
export interface PacingClock {
  now: () => number;
  /** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
}

export const realClock: PacingClock = {
  now: () => Date.now(),
  wait: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason as Error);
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', stop);
        resolve();
      }, ms);
      function stop() {
        clearTimeout(timer);
        reject(signal.reason as Error);
      }
      signal.addEventListener('abort', stop, { once: true });
    }),
};
