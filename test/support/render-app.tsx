import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { apiKeyStore } from '@/lib/api-key-store';
import { createQueryClient } from '@/lib/query-client';
import type { RuntimeConfig } from '@/lib/runtime-config';
import { DEMO_API_KEY } from '@/mocks/api-keys';

interface RenderAppOptions {
  mode?: RuntimeConfig['mode'];
  /** Demo mode pre-fills the demo key, as the real demo bootstrap does. */
  demoKey?: string | null;
}

/** The whole app at a URL, with a fresh query client (no retries) and the real fetch layer. */
export function renderApp(path = '/', { mode = 'demo', demoKey = DEMO_API_KEY }: RenderAppOptions = {}) {
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  apiKeyStore.setFallback(mode === 'demo' ? demoKey : null);
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App config={{ mode, apiBaseUrl: '' }} queryClient={queryClient} />
    </MemoryRouter>,
  );
  return { user, queryClient, ...view };
}
