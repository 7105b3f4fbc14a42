import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi } from '@/api/api-config';
import { App } from '@/app/app';
import { prefetchRoute } from '@/app/route-prefetch';
import { apiKeyStore } from '@/lib/session/api-key-store';
import { createQueryClient } from '@/lib/query/query-client';
import { readRuntimeConfig } from '@/lib/session/runtime-config';
import '@/styles/global.css';

async function startDemo(): Promise<void> {
  // Dynamic import: MSW and the demo data never ship in the initial chunks.
  const { startDemoApi } = await import('@/mocks/browser');
  apiKeyStore.setFallback(await startDemoApi());
}

async function start(root: HTMLElement): Promise<void> {
  const config = readRuntimeConfig();
  configureApi({ baseUrl: config.apiBaseUrl, getApiKey: apiKeyStore.get });
  if (config.mode === 'demo') await startDemo();
  const queryClient = createQueryClient();
  // The first screen's data request goes out before React renders anything (or is adopted: the early
  // entry started it as the page loaded, and the list's first page may be in already).
  prefetchRoute(queryClient, window.location);
  // A transition: the first render yields to the browser as it goes (the first rows, or the shell,
  // are on screen meanwhile) instead of one long task.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <App config={config} queryClient={queryClient} />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => {
    // Never a blank page: say what failed (typically service workers unavailable for the demo).
    root.textContent = `The dashboard could not start: ${error instanceof Error ? error.message : String(error)}`;
    root.setAttribute('role', 'alert');
  });
}
