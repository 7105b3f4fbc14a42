import { describe, expect, it } from 'vitest';
import { loadOnce } from '@/core/load-once';

/** A load whose outcome the test decides, one call at a time; `calls` counts the loads started. */
function controlledLoad<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
  return {
    load,
    get calls() {
      return pending.length;
    },
    resolve: (value: T) => pending.at(-1)?.resolve(value),
    reject: (error: Error) => pending.at(-1)?.reject(error),
  };
}

describe('loadOnce', () => {
  it('shares one load among every call made while it is under way', async () => {
    const loader = controlledLoad<string>();
    const get = loadOnce(loader.load);
    const first = get();
    const second = get();
    expect(second).toBe(first);
    expect(loader.calls).toBe(1);
    loader.resolve('code');
    expect(await first).toBe('code');
  });

  it('never loads again once a load has succeeded, and gives its result at once', async () => {
    const loader = controlledLoad<string>();
    const get = loadOnce(loader.load);
    expect(get.loaded()).toBeUndefined();
    const first = get();
    loader.resolve('code');
    await first;
    expect(get.loaded()).toBe('code');
    expect(await get()).toBe('code');
    expect(loader.calls).toBe(1);
  });

  it('tries a failed load again on the next call', async () => {
    const loader = controlledLoad<string>();
    const get = loadOnce(loader.load);
    const failed = get();
    loader.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(get.loaded()).toBeUndefined();

    const retried = get();
    expect(retried).not.toBe(failed);
    expect(loader.calls).toBe(2);
    loader.resolve('code');
    expect(await retried).toBe('code');
    expect(get.loaded()).toBe('code');
  });
});
