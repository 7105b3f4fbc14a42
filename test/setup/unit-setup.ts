import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { configureApi } from '@/api/api-config';
import { apiKeyStore } from '@/lib/api-key-store';
import { db } from '@/mocks/data/db';
import { server } from '@/mocks/node/test-server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  configureApi({ baseUrl: '', getApiKey: apiKeyStore.get, timeoutMs: 20_000 });
  // React warnings are bugs: a test that logs one fails.
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method} called: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  db.reset();
  apiKeyStore.forget({ silent: true });
  apiKeyStore.setFallback(null);
  window.sessionStorage.clear();
  window.localStorage.clear();
});

afterAll(() => server.close());
