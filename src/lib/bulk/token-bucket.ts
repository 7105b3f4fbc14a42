import { realClock, type PacingClock } from './pacing-clock';

/**
 * Paces the requests of bulk reads: each takes a token; tokens come back at `perMinute`, up to
 * `burst` saved. A 429's Retry-After holds every taker until then (`holdUntil`): the limit is the
 * key's, not one read's.
 */
export interface Pacer {
  /** Resolves when a request may go; rejects with the signal's reason if it aborts first. */
  take: (signal: AbortSignal) => Promise<void>;
  holdUntil: (time: number) => void;
  clock: PacingClock;
}

export interface TokenBucketOptions {
  perMinute: number;
  burst: number;
  clock?: PacingClock;
}

export function tokenBucket({ perMinute, burst, clock = realClock }: TokenBucketOptions): Pacer {
  const msPerToken = 60_000 / perMinute;
  let tokens = burst;
  let refilledAt = clock.now();
  let heldUntil = 0;

  function refill(now: number) {
    tokens = Math.min(burst, tokens + (now - refilledAt) / msPerToken);
    refilledAt = now;
  }

  return {
    clock,
    holdUntil(time) {
      heldUntil = Math.max(heldUntil, time);
    },
    async take(signal) {
      for (;;) {
        signal.throwIfAborted();
        const now = clock.now();
        refill(now);
        if (now < heldUntil) {
          await clock.wait(heldUntil - now, signal);
        } else if (tokens >= 1) {
          tokens -= 1;
          return;
        } else {
          await clock.wait(Math.ceil((1 - tokens) * msPerToken), signal);
        }
      }
    },
  };
}

/**
 * The API allows about 100 requests a minute per key. Bulk reads keep to 80, and a burst of 15 (what
 * a series page of the personal list needs at once), so that over any minute they stay below 100
 * with room for the screens' own requests (a meeting opened meanwhile).
 */
export const BULK_REQUESTS_PER_MINUTE = 80;
const BULK_BURST = 15;

const pacers = new WeakMap<object, Pacer>();

/**
 * The pacer every bulk read of this app shares: one per query client, which is one per app (and per
 * test), as the key's limit is one per app.
 */
export function sharedPacer(owner: object): Pacer {
  let pacer = pacers.get(owner);
  if (!pacer) {
    pacer = tokenBucket({ perMinute: BULK_REQUESTS_PER_MINUTE, burst: BULK_BURST });
    pacers.set(owner, pacer);
  }
  return pacer;
}
