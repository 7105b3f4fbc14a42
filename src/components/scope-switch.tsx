import { Link } from 'react-router-dom';
import type { Scope } from '@/core/scope';
import styles from './scope-switch.module.css';

interface ScopeSwitchProps {
  current: Scope;
  /** Where each scope's version of this screen is (keeping the filters both scopes share). */
  hrefFor: (scope: Scope) => string;
}

const LABELS: Record<Scope, string> = { me: 'Mine', workspace: 'Workspace' };

/** Personal or workspace data: two real links, so the choice is in the URL and in history. */
export function ScopeSwitch({ current, hrefFor }: ScopeSwitchProps) {
  return (
    <nav className={styles.switch} aria-label="Scope">
      <ul>
        {(['me', 'workspace'] as const).map((scope) => (
          <li key={scope}>
            <Link to={hrefFor(scope)} aria-current={scope === current ? 'page' : undefined}>
              {LABELS[scope]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
