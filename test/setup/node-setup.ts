import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * What the servers a node test starts in-process print is what `npm test` shows (Vite's logger
 * writes to the console): a test during which anything was logged fails,
 * saying what, so `npm test` prints results and nothing else. Recorded rather than thrown, which
 * would land inside the server's own code.
 */
const logged: string[] = [];

beforeEach(() => {
  for (const method of ['error', 'warn', 'info', 'log'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  expect(logged.splice(0), 'logged during the test').toEqual([]);
});
