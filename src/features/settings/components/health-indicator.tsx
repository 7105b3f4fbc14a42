import { useQuery } from '@tanstack/react-query';
import { healthQueries } from '../api/health-queries';
import styles from './health-indicator.module.css';

/** Always visible in the header; the health call carries no key. */
export function HealthIndicator() {
  const { data, isPending, isError, error } = useQuery(healthQueries.status());
  const up = !isError && data?.status === 'ok';
  const label = isPending ? 'Checking API…' : up ? 'API online' : 'API offline';
  const title = isPending ? undefined : up ? data?.service : error instanceof Error ? error.message : `Status: ${data?.status}`;
  return (
    <span className={styles.indicator} role="status" title={title}>
      <span className={`${styles.dot} ${isPending ? '' : up ? styles.up : styles.down}`} aria-hidden="true" />
      {label}
    </span>
  );
}
