import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '@/lib/scheduling/when-idle';

/**
 * A browser whose page never goes idle (a long scroll, a busy tab): like Chromium, it runs an idle
 * callback only once the deadline the caller gave has passed, and never one without a deadline.
 */
function neverIdleBrowser() {
  const deadlines: number[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    if (options?.timeout === undefined) return 0;
    deadlines.push(options.timeout);
    callback({ didTimeout: true, timeRemaining: () => 0 });
    return deadlines.length;
  });
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return deadlines;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('runs deferred work within a few seconds even when the page never goes idle', () => {
    const deadlines = neverIdleBrowser();
    const task = vi.fn();
    whenIdle(task);
    expect(task).toHaveBeenCalledOnce();
    expect(deadlines[0]).toBeLessThanOrEqual(5000);
  });

  it('runs the work as a later task where the browser has no idle callbacks, and can be cancelled', async () => {
    const ran: string[] = [];
    whenIdle(() => ran.push('kept'));
    const cancel = whenIdle(() => ran.push('cancelled'));
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual(['kept']);
  });
});
