import { useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { GlobalSearchBox } from '@/features/search/components/global-search-box';
import { HealthIndicator } from '@/features/settings/components/health-indicator';
import { paths } from '@/lib/paths';
import { useRuntimeConfig } from '@/lib/runtime-config-context';
import { RequireApiKey } from './require-api-key';
import { useFocusOnNavigate } from './use-focus-on-navigate';
import styles from './app-layout.module.css';

const sections = [
  { label: 'Meetings', to: paths.meetings('me'), match: /^\/(me|workspace)\/meetings/ },
  { label: 'Tasks', to: paths.tasks('me'), match: /^\/(me|workspace)\/tasks/ },
  { label: 'Search', to: paths.search(), match: /^\/search/ },
  { label: 'Settings', to: paths.settings(), match: /^\/settings/ },
];

export function AppLayout() {
  const { mode } = useRuntimeConfig();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to={paths.home()} className={styles.brand}>
            Meeting Records
          </Link>
          {mode === 'demo' ? <span className={styles.badge}>Demo data</span> : null}
          <nav className={styles.nav} aria-label="Main">
            <ul>
              {sections.map((section) => (
                <li key={section.label}>
                  {/* Active for both scopes of a section, which NavLink cannot express. */}
                  <Link to={section.to} aria-current={section.match.test(pathname) ? 'page' : undefined}>
                    {section.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <GlobalSearchBox />
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
