import { onTestFinished } from 'vitest';

type Callback = (lock: Lock | null) => unknown;

/**
 * Web Locks (exclusive mode, `ifAvailable` and `signal`) for the current test, as browsers have them
 * and jsdom does not: one holder per name, the others queued in order.
 */
export function withWebLocks(): void {
  const held = new Set<string>();
  const queues = new Map<string, (() => void)[]>();
  const release = (name: string) => {
    held.delete(name);
    queues.get(name)?.shift()?.();
  };
  async function hold(name: string, callback: Callback) {
    held.add(name);
    try {
      return await callback({ name, mode: 'exclusive' });
    } finally {
      release(name);
    }
  }
  const locks = {
    request(name: string, options: LockOptions | Callback, maybeCallback?: Callback) {
      const [opts, callback] = typeof options === 'function' ? [{}, options] : [options, maybeCallback!];
      if (!held.has(name)) return hold(name, callback);
      if (opts.ifAvailable) return Promise.resolve(callback(null));
      return new Promise((resolve, reject) => {
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        const turn = () => resolve(hold(name, callback));
        queue.push(turn);
        opts.signal?.addEventListener('abort', () => {
          queue.splice(queue.indexOf(turn), 1);
          reject(opts.signal?.reason as Error);
        });
      });
    },
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
  onTestFinished(() => {
    delete (navigator as { locks?: unknown }).locks;
  });
}
