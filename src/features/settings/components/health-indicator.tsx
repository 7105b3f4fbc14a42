import { useQuery } from '@tanstack/react-query';
import { useIdle } from '@/lib/use-idle';
import { useOnline } from '@/lib/use-online';
import { healthQueries } from '../api/health-queries';
import styles from './health-indicator.module.css';

/**
 * Always visible in the header; the health call carries no key. It is asked for once the first screen
 * is in and the browser idle: starting it cost the first screen's effects a few ms of a long task.
 */
export function HealthIndicator() {
  const online = useOnline();
  const idle = useIdle();
  const { data, isPending, isError, error } = useQuery({ ...healthQueries.status(), enabled: idle });
  const up = !isError && data?.status === 'ok';
  // Without a network the last answer says nothing about now: say what is known.
  const label = !online ? 'You are offline' : isPending ? 'Checking API…' : up ? 'API online' : 'API offline';
  const title = !online
    ? 'No network: requests wait, and go out when the connection is back.'
    : isPending
      ? undefined
      : up
        ? data?.service
        : error instanceof Error
          ? error.message
          : `Status: ${data?.status}`;
  return (
    <span className={styles.indicator} role="status" title={title}>
      <span className={`${styles.dot} ${!online ? styles.down : isPending ? '' : up ? styles.up : styles.down}`} aria-hidden="true" />
      {label}
    </span>
  );
}
