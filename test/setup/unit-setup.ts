import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { configureApi } from '@/api/api-config';
import { apiKeyStore } from '@/lib/api-key-store';
import { db } from '@/mocks/data/db';
import { server } from '@/mocks/node/test-server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// jsdom has <dialog> but not its modal methods; browsers do (the e2e suite uses the real thing).
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
      this.dispatchEvent(new Event('close'));
    },
  });
}

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
