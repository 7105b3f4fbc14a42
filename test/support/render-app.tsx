import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { App } from '@/app/app';
import { ROUTES } from '@/app/route-table';
import { apiKeyStore } from '@/lib/session/api-key-store';
import { createQueryClient } from '@/lib/query/query-client';
import type { RuntimeConfig } from '@/lib/session/runtime-config';
import { DEMO_API_KEY } from '@/mocks/api-keys';

/**
 * The screens past the landing list, the summary's markdown renderer and the keyboard shortcuts load on demand
 * (React.lazy). Their code is loaded here, once per test file and before any test starts, so that a
 * cold import on a busy machine never eats into a test's wait for what is on screen. React.lazy still
 * suspends (for a moment) the first time each part renders in a file.
 */
await Promise.all([
  ...ROUTES.map((route) => route.code.preload()),
  import('@/features/meetings/detail/components/markdown-summary'),
  import('@/app/shortcuts/keyboard-shortcuts'),
  // Parts of the first screen that load once the browser is idle.
  import('@/features/settings/components/health-status'),
  import('@/app/after-first-screen'),
  import('@/components/notification-item'),
  import('@/components/slow-answer-notice'),
]);

interface RenderAppOptions {
  mode?: RuntimeConfig['mode'];
  /** Demo mode pre-fills the demo key, as the real demo bootstrap does. */
  demoKey?: string | null;
  /** Set when the test uses fake timers, so typing and clicking advance them. */
  fakeTimers?: boolean;
  /**
   * Told of an error React recovered from by rendering again (a part that crashes while others
   * update at the same moment); unless given, such an error fails the test as uncaught.
   */
  onRecoverableError?: (error: unknown) => void;
}

/** Keeps the router's location (the URL is part of the contract) and lets a test go back and forward. */
function RouterProbe({ onChange }: { onChange: (location: Location, navigate: NavigateFunction) => void }) {
  onChange(useLocation(), useNavigate());
  return null;
}

/** The whole app at a URL, with a fresh query client (no retries) and the real fetch layer. */
export function renderApp(
  path = '/',
  { mode = 'demo', demoKey = DEMO_API_KEY, fakeTimers = false, onRecoverableError }: RenderAppOptions = {},
) {
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  apiKeyStore.setFallback(mode === 'demo' ? demoKey : null);
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  let current: Location | null = null;
  let navigate: NavigateFunction | null = null;
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <RouterProbe
        onChange={(location, navigateTo) => {
          current = location;
          navigate = navigateTo;
        }}
      />
      <App config={{ mode, apiBaseUrl: '' }} queryClient={queryClient} />
    </MemoryRouter>,
    onRecoverableError ? { onRecoverableError } : {},
  );
  /** The current URL as path + query string, e.g. `/me/meetings?tag=Product`. */
  const url = () => (current ? `${current.pathname}${current.search}` : '');
  /** The browser's back (-1) and forward (1) buttons. */
  const go = (delta: number) => void navigate?.(delta);
  return { user, queryClient, url, go, ...view };
}

/**
 * The keyboard shortcuts load when the browser is idle after the first screen: a key pressed before
 * does nothing. Their button is there from the start and announces Ctrl+K / ⌘K once they listen.
 */
export const shortcutsLoaded = () =>
  waitFor(() => expect(screen.getByRole('button', { name: /^Go to/ })).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K'));
