import { QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { NotificationsProvider } from '@/components/notifications';
import { apiKeyStore } from '@/lib/session/api-key-store';
import { createQueryClient } from '@/lib/query/query-client';
import { RuntimeConfigContext } from '@/lib/session/runtime-config-context';
import { AppLayout } from '../layout/app-layout';
import { PageLoading } from '../routes/page-loading';

/**
 * The app's layout at `url` with its screen still loading, as the app itself first renders it: the
 * build writes it into each page (src/serving/app-shell-plugin.ts), so the page shows its header
 * while its code downloads. Rendered by React DOM into `container` (a document the build provides),
 * exactly as in the browser; the app's first render replaces it.
 */
export function renderAppShell(container: HTMLElement, url: string): string {
  // As someone who has connected sees it (without a key every screen would lead to the key screen).
  apiKeyStore.setFallback('app-shell');
  const queryClient = createQueryClient();
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StaticRouter location={url}>
        {/* Live mode: the demo's badge is the one thing the served mode adds, once the app runs. */}
        <RuntimeConfigContext value={{ mode: 'live', apiBaseUrl: '' }}>
          <QueryClientProvider client={queryClient}>
            <NotificationsProvider>
              <Routes>
                <Route element={<AppLayout />}>
                  <Route path="*" element={<PageLoading />} />
                </Route>
              </Routes>
            </NotificationsProvider>
          </QueryClientProvider>
        </RuntimeConfigContext>
      </StaticRouter>,
    ),
  );
  const html = container.innerHTML;
  root.unmount();
  // Its queries' timers (garbage collection after 5 min) would keep the build from exiting.
  queryClient.clear();
  return html;
}
