import { setupWorker } from 'msw/browser';
import { DEMO_API_KEY } from './api-keys';
import { handlers } from './handlers';
import { setMockLatency } from './handlers/mock-route';

/**
 * Demo mode: the mock API in a service worker. Loaded with a dynamic import, never in the initial
 * chunks. Resolves to the demo key, pre-filled so the demo needs no setup.
 */
export async function startDemoApi(): Promise<string> {
  setMockLatency(150);
  await setupWorker(...handlers).start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Everything that is not the API (the app's own files) goes to the network as usual.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return DEMO_API_KEY;
}
