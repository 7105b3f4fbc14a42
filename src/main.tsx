// The app's code runs in steps, each a task of its own, rather than in one long task during which the
// page cannot answer input (Lighthouse counts each task's time over 50 ms as blocking): React DOM, the
// router, the fetch layer and its schemas (zod builds each schema as its module runs), the app's
// modules, then this entry. Each start-in-steps module awaits the browser, and the build keeps
// modules in the order they are imported in, so what is imported after one runs later.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/app/start-in-steps/after-react-dom';
import { BrowserRouter } from 'react-router-dom';
import '@/app/start-in-steps/after-router';
import { configureApi } from '@/api/api-config';
import '@/api/meetings';
import '@/app/start-in-steps/after-api';
import { App } from '@/app/app';
import '@/app/start-in-steps/after-app';
import { FIRST_PAINT_WAIT_MS, firstPaintSettled } from '@/app/first-paint/pending-first-paint';
import { learnDateFormatsWhenIdle } from '@/app/learn-date-formats-when-idle';
import { prefetchRoute } from '@/app/route-prefetch';
import { apiKeyStore } from '@/lib/api-key-store';
import { createQueryClient } from '@/lib/query-client';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import {
  rememberedRuntimeConfig,
  rememberRuntimeConfig,
  runtimeConfigReady,
  sameRuntimeConfig,
  type RuntimeConfig,
} from '@/lib/runtime-config';
import '@/styles/global.css';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function startDemo(): Promise<void> {
  // Dynamic import: MSW and the demo data never ship in the initial chunks.
  const { startDemoApi } = await import('@/mocks/browser');
  apiKeyStore.setFallback(await startDemoApi());
}

/**
 * A return visit in this tab starts at once with the config it last ran with (as the early request
 * does): `/runtime-config.js` is never cached, and waiting for it held the app back by a round trip
 * though all its code came from the cache. Should the served config turn out different (a deployment
 * moved the API or changed the mode), it is remembered and the page reloads onto it, once.
 */
function appConfig(): Promise<RuntimeConfig> {
  const guess = rememberedRuntimeConfig();
  const served = runtimeConfigReady();
  if (!guess) return served;
  void served.then((config) => {
    if (sameRuntimeConfig(guess, config)) return;
    rememberRuntimeConfig(config);
    // Not when the old guess is stuck in storage that cannot be written: the reload would guess it again.
    const next = rememberedRuntimeConfig();
    if (!next || sameRuntimeConfig(next, config)) window.location.reload();
  });
  return Promise.resolve(guess);
}

async function start(root: HTMLElement): Promise<void> {
  const config = await appConfig();
  configureApi({ baseUrl: config.apiBaseUrl, getApiKey: apiKeyStore.get });
  if (config.mode === 'demo') await startDemo();
  const queryClient = createQueryClient();
  // The first screen's data request goes out before React renders anything.
  prefetchRoute(queryClient, window.location);
  // Code from the cache starts before the early answer is in: its rows are painted first.
  await firstPaintSettled(() => delay(FIRST_PAINT_WAIT_MS));
  // Reading the early answer, and the first paint, took a task: rendering is the next.
  await yieldToBrowser();
  const reactRoot = createRoot(root);
  // A transition: the first render yields to the browser every few ms instead of one long task (the
  // page stays responsive while it renders, and total blocking time drops); it shows all at once.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <BrowserRouter>
          <App config={config} queryClient={queryClient} />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
  // For the next visits: formatting dates without Intl spares them loading the locale data.
  void learnDateFormatsWhenIdle();
}

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => {
    // Never a blank page: say what failed (typically service workers unavailable for the demo).
    root.textContent = `The dashboard could not start: ${error instanceof Error ? error.message : String(error)}`;
    root.setAttribute('role', 'alert');
  });
}
