import type { ReactNode } from 'react';
import styles from './health-indicator.module.css';

export type HealthTone = 'up' | 'down' | 'warn' | 'unknown';

/** The header's health dot and its words (kept for screen readers where only the dot shows). */
export function HealthBadge({ label, tone, title }: { label: ReactNode; tone: HealthTone; title?: string }) {
  return (
    <span className={styles.indicator} role="status" title={title}>
      <span className={`${styles.dot} ${tone === 'unknown' ? '' : styles[tone]}`} aria-hidden="true" />
      <span className="header-icon-words">{label}</span>
    </span>
  );
}

export function OfflineBadge() {
  return <HealthBadge label="You are offline" tone="down" title="No network: requests wait, and go out when the connection is back." />;
}
