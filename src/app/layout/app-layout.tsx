import { useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Icon } from '@/components/icons';
import { GlobalSearchBox } from '@/features/search/components/global-search-box';
import { HealthIndicator } from '@/features/settings/components/health-indicator';
import { useRuntimeConfig } from '@/lib/session/runtime-config-context';
import { ROUTES } from '../route-table';
import { HOME_PATH, matchScreen, type ScreenName } from '@/screens/screen-list';
import { DeferredKeyboardShortcuts } from '../shortcuts/deferred-keyboard-shortcuts';
import { RequireApiKey } from './require-api-key';
import { useFocusOnNavigate } from './use-focus-on-navigate';
import { useStickyHeaderHeight } from './use-sticky-header-height';
import styles from './app-layout.module.css';

/** What the demo's badge says when pointed at, and to screen readers. */
const DEMO_RESETS = 'Sample data in your browser: a meeting you delete stays deleted in this tab; a new tab starts afresh.';

/** The main navigation, in the route table's order; a screen without an entry shows under another's. */
const NAV = ROUTES.flatMap(({ screen, nav }) => (nav ? [{ ...screen, label: nav, href: screen.pattern.replace(':scope', 'me') }] : []));

function navEntryOf(pathname: string): ScreenName | null {
  const shown = matchScreen(pathname)?.screen;
  const route = ROUTES.find(({ screen }) => screen === shown);
  if (!route) return null;
  return route.under ?? route.screen.name;
}

/**
 * A nav entry. Some are drawn as their icon (the screen declaration's, which app-layout.module.css
 * shows by its name in `data-icon`) where their words do not fit; the words stay for screen readers,
 * and as the tooltip. On a phone every entry is an icon over its words (the key screen's shortened, by
 * the stylesheet), in a tab bar at the bottom of the screen.
 */
function NavEntryLink({ entry, current }: { entry: (typeof NAV)[number]; current: boolean }) {
  return (
    <Link to={entry.href} data-icon={entry.icon} aria-current={current ? 'page' : undefined} title={entry.label}>
      {entry.icon ? <Icon name={entry.icon} className={styles.navIcon} /> : null}
      <span className={styles.navLabel}>{entry.label}</span>
    </Link>
  );
}

export function AppLayout() {
  const { mode } = useRuntimeConfig();
  const current = navEntryOf(useLocation().pathname);
  const main = useRef<HTMLElement>(null);
  const shell = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  useStickyHeaderHeight(header, shell);
  return (
    <div ref={shell} className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header ref={header} className={styles.header}>
        <div className={styles.headerInner}>
          {/* The app's name and its mode, together at the start on every screen and width. */}
          <div className={styles.identity}>
            <Link to={HOME_PATH} className={styles.brand}>
              Meeting Records
            </Link>
            {mode === 'demo' ? (
              <span className={styles.badge} title={DEMO_RESETS}>
                Demo<span className={styles.wideOnly}> data</span>
                <span className="visually-hidden">. {DEMO_RESETS}</span>
              </span>
            ) : null}
          </div>
          <nav className={styles.nav} aria-label="Main">
            <ul>
              {NAV.map((entry) => (
                <li key={entry.name}>
                  {/* Active for both scopes, and for the screens shown under it, which NavLink cannot express. */}
                  <NavEntryLink entry={entry} current={entry.name === current} />
                </li>
              ))}
            </ul>
          </nav>
          <GlobalSearchBox />
          <DeferredKeyboardShortcuts />
          <HealthIndicator />
        </div>
      </header>
      <main ref={main} id="main" className={styles.main} tabIndex={-1}>
        <RequireApiKey>
          <Outlet />
        </RequireApiKey>
      </main>
    </div>
  );
}
