import type { Library } from '../storage/library-db';

/**
 * One tab writes a library at a time: two tabs syncing at once would send every request twice,
 * against one key's rate. The writer holds a Web Lock named after the library's database (released
 * by the browser when the tab closes or crashes); where Web Locks are missing, a lease in the
 * library itself, renewed while the tab writes and taken over once it runs out.
 */
export interface WriterLock {
  /** Runs `work` as the one writer; false at once when another tab is writing. */
  tryWrite: (work: () => Promise<void>) => Promise<boolean>;
  /** Resolves once no tab writes (the writer finished, or its tab closed), for a follower to take over. */
  whenFree: (signal: AbortSignal) => Promise<void>;
}

/** A lease not renewed for this long belongs to a tab that is gone. */
export const LEASE_MS = 15_000;

function webLock(locks: LockManager, name: string): WriterLock {
  return {
    tryWrite: (work) =>
      locks.request(name, { ifAvailable: true }, async (lock) => {
        if (!lock) return false;
        await work();
        return true;
      }),
    whenFree: (signal) => locks.request(name, { signal }, () => undefined),
  };
}

function leaseLock(library: Library, now: () => number): WriterLock {
  const me = crypto.randomUUID();
  const renewed = () => ({ owner: me, until: now() + LEASE_MS });
  return {
    async tryWrite(work) {
      const lease = await library.updateLease((current) =>
        !current || current.owner === me || current.until <= now() ? renewed() : undefined,
      );
      if (lease?.owner !== me) return false;
      const renewal = setInterval(() => {
        library.updateLease((current) => (current?.owner === me ? renewed() : undefined)).catch(() => {});
      }, LEASE_MS / 3);
      try {
        await work();
      } finally {
        clearInterval(renewal);
        await library.updateLease((current) => (current?.owner === me ? null : undefined)).catch(() => {});
      }
      return true;
    },
    // No event says a lease ran out: a follower looks again once it could have.
    whenFree: (signal) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, LEASE_MS);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason as Error);
        });
      }),
  };
}

export function writerLock(library: Library, { now = Date.now }: { now?: () => number } = {}): WriterLock {
  return 'locks' in navigator ? webLock(navigator.locks, library.name) : leaseLock(library, now);
}
